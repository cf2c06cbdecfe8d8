// npm run leads:export - prints every stored lead as CSV on standard output, newest first.
// Usage: npm run -s leads:export > leads.csv   (DATABASE_URL or DATA_DIR selects the store, as for
// the site)
import { closeStore } from '@/lib/db';
import { leadsToCsv, listLeads } from '@/lib/leads';

async function main() {
  const leads = await listLeads();
  process.stdout.write(leadsToCsv(leads));
  process.stderr.write(`${leads.length} lead${leads.length === 1 ? '' : 's'} exported\n`);
  await closeStore();
}

main().catch((error: unknown) => {
  process.stderr.write(
    `leads:export failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
