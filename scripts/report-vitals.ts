// npm run report:vitals - how fast the site is for real visitors: the 75th percentile of LCP,
// INP, CLS, FCP and TTFB per route and device class over the last days, against the period of
// the same length before (lib/analytics/vitals.ts). DATABASE_URL or DATA_DIR selects the store,
// as for the site.
// Usage: npm run -s report:vitals -- [--since 28d] [--csv]
import { parseArgs } from 'node:util';
import { closeStore, getDb } from '@/lib/db';
import { parseSince } from '@/lib/analytics/report';
import { vitalsReport, vitalsToCsv, vitalsToText } from '@/lib/analytics/vitals';

const USAGE = 'Usage: npm run report:vitals -- [--since 28d] [--csv]';

async function main() {
  const { values } = parseArgs({
    options: {
      since: { type: 'string', default: '28d' },
      csv: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const days = parseSince(values.since);
  if (days === null) throw new Error(`--since takes days or weeks, as 28d or 4w. ${USAGE}`);
  const report = await vitalsReport(getDb(), { days });
  process.stdout.write(values.csv ? vitalsToCsv(report) : vitalsToText(report));
  await closeStore();
}

main().catch(async (error: unknown) => {
  process.stderr.write(
    `report:vitals failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  await closeStore().catch(() => undefined);
  process.exit(1);
});
