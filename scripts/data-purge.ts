// npm run data:purge - applies the privacy page's retention periods to the store (DATABASE_URL,
// or the SQLite file in DATA_DIR; see lib/purge.ts), then removes the purged calls' events
// from the owner's calendar (BOOKING_CALDAV_URL), at once where the calendar answers; the
// site's job loop tries the others again. Run it daily, e.g. from cron.
import { runEventErasures } from '@/lib/booking';
import { closeStore, getDb } from '@/lib/db';
import { purgeData } from '@/lib/purge';

async function main() {
  const counts = await purgeData(getDb());
  const calendar = await runEventErasures(getDb());
  process.stdout.write(
    JSON.stringify({ time: new Date().toISOString(), event: 'data.purge', ...counts, calendar }) +
      '\n',
  );
  await closeStore();
}

main().catch((error: unknown) => {
  process.stderr.write(
    `data:purge failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
