import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** The benchmarks' own tests (`npm run test:bench`): the report and the twin extraction. */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/scripts/bench'],
  testMatch: ['**/*.test.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
  },
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.e2e-data[^/]*/'],
};

export default createJestConfig(config);
