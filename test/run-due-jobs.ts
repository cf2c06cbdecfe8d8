// For tests: a process that runs the site's due jobs against the store its environment names,
// on a clock that starts at the time given (an ISO date, its first argument) and runs on from
// there, until two passes in a row find nothing due.
import { closeStore } from '@/lib/db';
import { runDueJobs } from '@/lib/jobs';
import { registerSiteJobs } from '@/lib/site-jobs';

async function main() {
  registerSiteJobs();
  const start = Date.parse(process.argv[2]!);
  const started = Date.now();
  for (let idle = 0; idle < 2;) {
    const counts = await runDueJobs(new Date(start + Date.now() - started), 5);
    idle = Object.keys(counts).length === 0 ? idle + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await closeStore();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
