// Waits until the site on this machine is ready to serve: polls GET /api/health/ready on
// 127.0.0.1:$PORT (default 3000) every half second and exits 0 on the first 200, or 1 after
// --timeout seconds (default 90). The systemd unit runs it after start (ExecStartPost), so
// that a start or restart counts as done only once the new process serves; a deploy script
// can run it too.
//
//   node server/wait-ready.mjs [--timeout SECONDS]
const args = process.argv.slice(2);
const flag = args.indexOf('--timeout');
const timeoutSeconds = flag >= 0 ? Number(args[flag + 1]) : 90;
const port = Number.parseInt(process.env.PORT ?? '', 10) || 3000;
const url = `http://127.0.0.1:${port}/api/health/ready`;
const deadline = Date.now() + timeoutSeconds * 1000;

let last = 'no answer';
while (Date.now() < deadline) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    last = `${response.status} ${await response.text()}`;
    if (response.status === 200) process.exit(0);
  } catch (error) {
    last = error instanceof Error ? error.message : String(error);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
console.error(`The site on ${url} was not ready after ${timeoutSeconds} s: ${last}`);
process.exit(1);
