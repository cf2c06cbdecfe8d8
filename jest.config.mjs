import nextJest from 'next/jest.js';
import { withEsmDependencies } from './test/jest-esm-dependencies.mjs';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/test/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/empty-module.ts',
  },
  // The site's unit tests. The benchmarks' own tests run apart (jest.bench.config.mjs), the
  // browser tests under Playwright, the real-WordPress suite from its own script and the
  // suites against real engines (Redis, PostgreSQL, nginx) from npm run test:engines.
  testPathIgnorePatterns: [
    '/node_modules/',
    '/e2e/',
    '/.next/',
    '/wordpress-tests/',
    '<rootDir>/test/engines/',
    '<rootDir>/scripts/bench/',
  ],
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/dist/', '<rootDir>/.e2e-data[^/]*/'],
};

export default withEsmDependencies(createJestConfig(config));
