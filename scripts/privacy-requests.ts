// npm run privacy:requests - the privacy desk's log of requests, newest first, each with its
// 30-day clock and any step left for the owner; `-- --done <id>` records that step as done.
import { closeStore } from '@/lib/db';
import { closeRequest, listRequests } from '@/lib/privacy';

async function main() {
  const done = process.argv.indexOf('--done');
  if (done > 0) {
    const id = Number(process.argv[done + 1]);
    if (!Number.isInteger(id)) throw new Error('--done takes a request id');
    process.stdout.write(`${(await closeRequest(id)) ? 'closed' : 'nothing to close'}: ${id}\n`);
  } else {
    for (const row of await listRequests()) process.stdout.write(`${JSON.stringify(row)}\n`);
  }
  await closeStore();
}

main().catch((error: unknown) => {
  process.stderr.write(
    `privacy:requests failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
