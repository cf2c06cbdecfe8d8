// npm run jobs:run - runs the jobs that are due (mail, leads kept for the remote backend,
// screener opt-ins) once against the store (as the site's), prints what it did, and exits. For a
// platform cron where no server process stays up to run its own 30-second loop; running it
// beside a server is safe, since every job is claimed before it runs.
import { closeStore } from '@/lib/db';
import { runChecks, runDueJobs } from '@/lib/jobs';
import { registerSiteJobs } from '@/lib/site-jobs';

async function main() {
  registerSiteJobs();
  const counts = await runDueJobs();
  // The checks the loop runs after each pass (the owner's alerts), for a site with no loop.
  await runChecks();
  process.stdout.write(
    JSON.stringify({ time: new Date().toISOString(), event: 'jobs.run', counts }) + '\n',
  );
  await closeStore();
}

main().catch((error: unknown) => {
  process.stderr.write(
    `jobs:run failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
