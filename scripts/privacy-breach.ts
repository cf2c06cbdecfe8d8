// npm run privacy:breach -- --since DATE [--until DATE] - how many distinct people, and which
// kinds of their data, a window of time touched (docs/privacy.md: the 500-person line). Counts
// only: it prints no address.
import { closeStore } from '@/lib/db';
import { breachCount } from '@/lib/privacy';
import { registerSitePersonalData } from '@/lib/site-personal-data';

function dateArg(name: string): Date | undefined {
  const at = process.argv.indexOf(name);
  if (at < 0) return undefined;
  const date = new Date(process.argv[at + 1] ?? '');
  if (Number.isNaN(date.getTime())) throw new Error(`${name} takes a date, as 2026-01-31`);
  return date;
}

async function main() {
  const since = dateArg('--since');
  if (!since) throw new Error('--since DATE is required');
  registerSitePersonalData();
  process.stdout.write(`${JSON.stringify(await breachCount(since, dateArg('--until')))}\n`);
  await closeStore();
}

main().catch((error: unknown) => {
  process.stderr.write(
    `privacy:breach failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
