import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** The real-WordPress suite (wordpress-tests/run.sh starts WordPress first). */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/wordpress-tests'],
  testMatch: ['**/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/empty-module.ts',
  },
  testTimeout: 120_000,
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.e2e-data[^/]*/'],
};

export default createJestConfig(config);
