import { resetConfigForTests } from '@/lib/config';
import { closeStore } from '@/lib/db';
import { closeRateLimitStore } from '@/lib/http/rate-limit';
import { resetAppSecretForTests } from '@/lib/secret';
import { createDatabase, dropDatabase, newDatabaseUrl } from './databases';

/**
 * Runs each test file of the engines suite against PostgreSQL: a new database of its own as
 * the site's store (DATABASE_URL, with the APP_SECRET it requires), created before the file's
 * tests and dropped after them.
 */
const url = newDatabaseUrl();
process.env.DATABASE_URL = url;
process.env.APP_SECRET = 'engines-suite-app-secret-0123456789abcdef';
resetConfigForTests();
resetAppSecretForTests();

beforeAll(async () => {
  await createDatabase(url);
});

afterAll(async () => {
  // The limits' own pool too: each of its limiters clears expired counters on a five-minute
  // timer, which would otherwise query through it after this file's environment is gone and
  // fail the run (Jest sets exit code 1), once the suite runs longer than five minutes.
  await closeRateLimitStore();
  await closeStore();
  await dropDatabase(url);
});
