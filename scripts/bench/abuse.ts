// npm run bench:abuse - the production server's resident memory under refused requests.
// Serves the last production build (building it when there is none) on 127.0.0.1:3121 with a
// fresh store and TRUST_PROXY=true, as behind a reverse proxy that names each client:
//   1. 50,000 small invalid POSTs over the API routes, each from a client address of its own
//      (every one refused with a 4xx, every one opening rate-limit counters);
//   2. a minute idle;
//   3. 200 POSTs of 1.1 MB bodies, refused for their size;
//   4. 30 form posts of 9 MB at once to a page, each a multipart body with a Next-Action
//      header, as a Server Action is posted, straight to the site (no proxy's cap in front).
// It prints the resident memory (VmRSS) before, after, and after the idle minute, what the
// large bodies added, and how many requests are still alive after a full collection. The aims:
// after the idle minute memory has levelled off under 300 MB (during the burst V8 lets
// garbage pile up before it collects: that peak is printed, not judged), the large
// bodies leave under 20 MB behind once collected, and every form post is refused with a 4xx
// and leaves resident memory, 10 s later, within 64 MB of where it was.
// REDIS_URL or DATABASE_URL in the environment put the limits in that store instead of memory.
import { allRefused, sendBadRequests, sendFormPosts } from '@/test/engines/bad-requests';
import { ensureBuild, startSite, type RunningSite } from '@/test/engines/site';

const USAGE = `npm run bench:abuse  (options are environment variables)
  BENCH_REQUESTS      small invalid requests, one client address each (default 50000)
  BENCH_LARGE         refused 1.1 MB bodies (default 200)
  BENCH_IDLE_SECONDS  idle time after the requests (default 60)
  BENCH_CLIENTS       concurrent connections (default 50)
  BENCH_FORMS         form posts to a page sent at once (default 30)
  BENCH_FORM_MB       size of each form post in MB (default 9)
  BENCH_PORT          port of the site (default 3121; the live-object counter uses the next)`;

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50_000);
const LARGE = Number(process.env.BENCH_LARGE ?? 200);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3121);
const FORMS = Number(process.env.BENCH_FORMS ?? 30);
const FORM_MB = Number(process.env.BENCH_FORM_MB ?? 9);

/**
 * The aims: memory levels off under 300 MB, the large bodies leave under 20 MB behind, and the
 * form posts leave resident memory within 64 MB of where it was, 10 s after their answers.
 */
const AIM_RESIDENT_MB = 300;
const AIM_LARGE_ADDED_MB = 20;
const AIM_FORMS_ADDED_MB = 64;
const FORMS_SETTLE_MS = 10_000;

const mb = (bytes: number) => bytes / (1024 * 1024);
const show = (bytes: number) => `${mb(bytes).toFixed(0).padStart(5)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sendLargeBodies(site: RunningSite, count: number) {
  const body = JSON.stringify({ padding: 'x'.repeat(1.1 * 1024 * 1024) });
  const statuses: Record<number, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < count) {
        const n = next++;
        const response = await fetch(`${site.url}/api/leads`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'sec-fetch-site': 'same-origin',
            'x-forwarded-for': `203.0.113.${n % 250}`,
          },
          body,
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

async function main() {
  ensureBuild();
  const site = await startSite({
    port: PORT,
    env: { TRUST_PROXY: 'true', LOG_LEVEL: 'error' },
    liveObjectsPort: PORT + 1,
  });
  process.on('SIGINT', () => {
    void site.stop().then(() => process.exit(130));
  });
  let failed = false;
  try {
    // Warm-up (route code loaded, store opened, limiters created), not measured.
    await sendBadRequests(site.url, { first: 100_000, count: 500, concurrency: CLIENTS });
    for (const path of ['/', '/insights', '/pricing']) await (await fetch(site.url + path)).text();
    await sleep(2000);
    const before = site.residentBytes();

    const started = performance.now();
    const statuses = await sendBadRequests(site.url, { count: REQUESTS, concurrency: CLIENTS });
    const seconds = (performance.now() - started) / 1000;
    const after = site.residentBytes();
    await sleep(IDLE_SECONDS * 1000);
    const idle = site.residentBytes();
    const collected = await site.liveObjects();

    const largeBefore = site.residentBytes();
    const largeStatuses = await sendLargeBodies(site, LARGE);
    await sleep(2000);
    const largeAfter = site.residentBytes();
    const largeCollected = await site.liveObjects();
    const largeAdded = largeAfter - largeBefore;
    const largeKept = largeCollected.rssBytes - largeBefore;

    await sleep(2000);
    const formsBefore = site.residentBytes();
    const formStatuses = await sendFormPosts(site.url, FORMS, FORM_MB);
    const formsAnswered = site.residentBytes();
    await sleep(FORMS_SETTLE_MS);
    const formsAfter = site.residentBytes();
    const formsAdded = formsAfter - formsBefore;

    console.log(
      `${REQUESTS} invalid POSTs from ${REQUESTS} client addresses, ${CLIENTS} concurrent, ` +
        `${(REQUESTS / seconds).toFixed(0)} requests/s`,
    );
    console.log(`  answers            ${JSON.stringify(statuses)}`);
    console.log(`  resident before    ${show(before)}`);
    console.log(`  resident after     ${show(after)}`);
    console.log(`  after ${IDLE_SECONDS} s idle    ${show(idle)}`);
    console.log(
      `  after a full GC    ${show(collected.rssBytes)}  (alive: ${collected.incomingMessages} requests, ` +
        `${collected.serverResponses} responses, ${collected.readableStreams} streams)`,
    );
    console.log(`${LARGE} POSTs of 1.1 MB bodies`);
    console.log(`  answers            ${JSON.stringify(largeStatuses)}`);
    console.log(`  resident before    ${show(largeBefore)}`);
    console.log(
      `  resident after     ${show(largeAfter)}  (added ${mb(largeAdded).toFixed(1)} MB)`,
    );
    console.log(
      `  after a full GC    ${show(largeCollected.rssBytes)}  (kept ${mb(largeKept).toFixed(1)} MB; ` +
        `alive: ${largeCollected.incomingMessages} requests)`,
    );

    console.log(`${FORMS} form posts of ${FORM_MB} MB at once to a page (Next-Action, multipart)`);
    console.log(`  answers            ${JSON.stringify(formStatuses)}  (0: no answer read)`);
    console.log(`  resident before    ${show(formsBefore)}`);
    console.log(`  when all answered  ${show(formsAnswered)}`);
    console.log(
      `  ${FORMS_SETTLE_MS / 1000} s later         ${show(formsAfter)}  (added ${mb(formsAdded).toFixed(1)} MB)`,
    );

    const problems = [];
    if (!allRefused(statuses, REQUESTS)) problems.push('a small invalid request was not refused');
    if (!allRefused(formStatuses, FORMS)) problems.push('a form post was not refused with a 4xx');
    if (mb(formsAdded) >= AIM_FORMS_ADDED_MB)
      problems.push(`the form posts left ${AIM_FORMS_ADDED_MB} MB or more behind after 10 s`);
    if (mb(idle) >= AIM_RESIDENT_MB)
      problems.push(`resident memory after the idle minute is ${AIM_RESIDENT_MB} MB or more`);
    if (mb(largeKept) >= AIM_LARGE_ADDED_MB)
      problems.push(`the large bodies left ${AIM_LARGE_ADDED_MB} MB or more behind`);
    if (problems.length > 0) {
      failed = true;
      console.error(`ABOVE AIM: ${problems.join('; ')}`);
    } else {
      console.log(
        `OK: levelled off under ${AIM_RESIDENT_MB} MB; the large bodies left under ${AIM_LARGE_ADDED_MB} MB behind; ` +
          `the form posts were refused and left under ${AIM_FORMS_ADDED_MB} MB after 10 s`,
      );
    }
  } finally {
    await site.stop();
  }
  if (failed) process.exitCode = 1;
}

const run = process.argv.includes('--help') ? async () => console.log(USAGE) : main;
run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
