import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * The suites against real engines (npm run test:engines): each starts Debian's package on a
 * loopback port in a temporary folder (test/engines/<engine>.ts), installing it first when
 * missing, in front of or beside the built site. One file at a time: they share ports.
 */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test/engines'],
  testMatch: ['**/*.test.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/empty-module.ts',
  },
  testTimeout: 120_000,
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
};

export default createJestConfig(config);
