import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * The engines suite (`npm run test:engines`): real servers from Debian's packages, started by
 * the suite itself on loopback ports. PostgreSQL: the store's own tests (test/engines/) and
 * the site's store tests, each file run against a new database of its own (DATABASE_URL)
 * instead of a SQLite file.
 */
const storeTests = [
  'lib/db/purge.test.ts',
  'lib/jobs/jobs.test.ts',
  'lib/leads/store.test.ts',
  'lib/leads/local.test.ts',
  'lib/leads/index.test.ts',
  'lib/leads/export.test.ts',
  'lib/leads/remote.test.ts',
  'lib/newsletter/local.test.ts',
  'lib/newsletter/export.test.ts',
  'lib/newsletter/remote.test.ts',
  'lib/analytics/pageview.test.ts',
  'lib/wordpress/last-good.test.ts',
  'app/api/leads/route.test.ts',
  'app/api/newsletter/confirm/route.test.ts',
  'app/api/newsletter/resend/route.test.ts',
  'app/api/newsletter/subscribe/route.test.ts',
  'app/api/newsletter/unsubscribe/route.test.ts',
];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/test/engines/**/*.test.ts',
    ...storeTests.map((file) => `<rootDir>/${file}`),
  ],
  globalSetup: '<rootDir>/test/engines/global-setup.ts',
  globalTeardown: '<rootDir>/test/engines/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/jest.setup.ts', '<rootDir>/test/engines/postgres-env.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/empty-module.ts',
  },
  testTimeout: 60_000,
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
};

export default createJestConfig(config);
