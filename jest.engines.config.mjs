import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * The suite against real engines (`npm run test:engines`): Debian's redis-server and
 * PostgreSQL on loopback ports, started once for the whole suite by test/engines/setup.ts,
 * and `next start` instances of the production build.
 */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test/engines'],
  testMatch: ['**/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/jest.setup.ts'],
  globalSetup: '<rootDir>/test/engines/setup.ts',
  globalTeardown: '<rootDir>/test/engines/teardown.ts',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/empty-module.ts',
  },
  testTimeout: 180_000,
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
};

export default createJestConfig(config);
