// npm run subscribers:export [-- --status=confirmed|pending|unsubscribed] > subscribers.csv
// Prints the newsletter subscribers of the store (as the site's) as CSV on standard output.
import { closeStore, getDb } from '@/lib/db';
import { subscribersCsv, type SubscriberStatus } from '@/lib/newsletter/opt-in';

const STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;

async function main() {
  const arg = process.argv.slice(2).find((a) => a.startsWith('--status='));
  const status = arg?.slice('--status='.length);
  if (status !== undefined && !STATUSES.includes(status as SubscriberStatus)) {
    throw new Error(`--status must be one of ${STATUSES.join(', ')}`);
  }
  process.stdout.write(await subscribersCsv(getDb(), status as SubscriberStatus | undefined));
  await closeStore();
}

main().catch((error: unknown) => {
  process.stderr.write(
    `subscribers:export failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
