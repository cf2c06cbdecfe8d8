import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * The suites against real engines (npm run test:engines): Debian's redis-server, PostgreSQL
 * and nginx on loopback ports in temporary folders (test/engines/<engine>.ts, installed first
 * when missing), beside or in front of the production build. Redis and PostgreSQL are started
 * once for the whole run by test/engines/setup.ts. One file at a time: they share ports.
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
