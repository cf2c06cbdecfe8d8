// npm run newsletter:report
// Prints each newsletter issue of the store (as the site's), newest first: when it went, to how
// many, and how many were sent, failed, bounced, complained or unsubscribed after it.
import { closeStore, getDb } from '@/lib/db';
import { formatIssueReport, issueReport } from '@/lib/newsletter/issues';

async function main() {
  process.stdout.write(formatIssueReport(await issueReport(getDb())));
  await closeStore();
}

main().catch((error: unknown) => {
  process.stderr.write(
    `newsletter:report failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
