import nextJest from 'next/jest.js';

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
  // tests that need a database server in the engines suite (jest.engines.config.mjs).
  testPathIgnorePatterns: [
    '/node_modules/',
    '/e2e/',
    '/.next/',
    '/wordpress-tests/',
    '<rootDir>/scripts/bench/',
    '<rootDir>/test/engines/',
  ],
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
};

export default createJestConfig(config);
