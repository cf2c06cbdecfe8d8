import nextJest from 'next/jest.js';
import { withEsmDependencies } from './test/jest-esm-dependencies.mjs';

const createJestConfig = nextJest({ dir: './' });

/**
 * The suites against real engines (npm run test:engines): Debian's PostgreSQL, redis-server
 * and nginx on loopback ports in temporary folders (test/engines/<engine>.ts, installed first
 * when missing), beside or in front of the production build. PostgreSQL and Redis are started
 * once for the whole run by test/engines/setup.ts. The site's store tests run here a second
 * time, each file against a new PostgreSQL database of its own (test/engines/postgres-env.ts)
 * instead of a SQLite file. One file at a time: the suites share ports.
 */
const storeTests = [
  'lib/purge.test.ts',
  'lib/privacy/desk.test.ts',
  'lib/db/group-commit.test.ts',
  'lib/jobs/jobs.test.ts',
  'lib/leads/store.test.ts',
  'lib/leads/local.test.ts',
  'lib/leads/index.test.ts',
  'lib/leads/export.test.ts',
  'lib/leads/remote.test.ts',
  'lib/newsletter/opt-in/local.test.ts',
  'lib/newsletter/opt-in/export.test.ts',
  'lib/newsletter/opt-in/remote.test.ts',
  'lib/newsletter/issues/welcome.test.ts',
  'lib/newsletter/issues/publishing.test.ts',
  'lib/newsletter/opt-in/preferences.test.ts',
  'lib/newsletter/issues/report.test.ts',
  'lib/analytics/pageview.test.ts',
  'lib/analytics/funnel.test.ts',
  'lib/analytics/vitals.test.ts',
  'lib/analytics/field-speed.test.ts',
  'lib/wordpress/last-good.test.ts',
  'lib/alerts/alerts.test.ts',
  'lib/booking/receipt.test.ts',
  'lib/booking/owner.test.ts',
  'lib/booking/reminder.test.ts',
  'lib/booking/flow.test.ts',
  'app/api/leads/route.test.ts',
  'app/api/newsletter/confirm/route.test.ts',
  'app/api/newsletter/resend/route.test.ts',
  'app/api/newsletter/subscribe/route.test.ts',
  'app/api/newsletter/unsubscribe/route.test.ts',
  'app/api/newsletter/inbound/route.test.ts',
];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/test/engines/**/*.test.ts',
    ...storeTests.map((file) => `<rootDir>/${file}`),
  ],
  globalSetup: '<rootDir>/test/engines/setup.ts',
  globalTeardown: '<rootDir>/test/engines/teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/jest.setup.ts', '<rootDir>/test/engines/postgres-env.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/empty-module.ts',
  },
  testTimeout: 180_000,
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.e2e-data[^/]*/'],
};

export default withEsmDependencies(createJestConfig(config));
