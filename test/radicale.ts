import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePackages } from './engines/nginx';

/**
 * Debian's Radicale (a CalDAV server) on a loopback port, in a temporary folder: its own
 * configuration, a storage folder and an htpasswd file with one user, and one calendar made
 * for that user with MKCALENDAR, as an owner would make one in Nextcloud or Fastmail. Installs
 * the package with apt-get when it is missing (without starting Debian's own service).
 * `stop()` ends the server and removes the folder; `pause()` and `resume()` stop and start
 * the same server on the same storage, as a calendar that goes away mid-flow and comes back.
 *
 *   npx tsx test/radicale.ts --port 4416
 *
 * starts one by hand (the browser tests' calendar), prints the calendar's URL and stops on
 * SIGTERM or Ctrl-C.
 */
export interface RunningRadicale {
  /** The calendar collection's URL (what BOOKING_CALDAV_URL holds). */
  calendarUrl: string;
  user: string;
  password: string;
  /** The variables that point the site at this calendar. */
  env: Record<string, string>;
  /** Stops the server, keeping its storage. */
  pause(): Promise<void>;
  /** Starts it again on the same port and storage. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export const RADICALE_USER = 'owner';
export const RADICALE_PASSWORD = 'radicale-test-password';

export async function startRadicale({ port }: { port: number }): Promise<RunningRadicale> {
  ensurePackages({ radicale: '/usr/bin/radicale' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-radicale-'));
  fs.writeFileSync(path.join(dir, 'users'), `${RADICALE_USER}:${RADICALE_PASSWORD}\n`);
  fs.writeFileSync(
    path.join(dir, 'config'),
    `[server]
hosts = 127.0.0.1:${port}

[auth]
type = htpasswd
htpasswd_filename = ${path.join(dir, 'users')}
htpasswd_encryption = plain
delay = 0

[rights]
type = owner_only

[storage]
filesystem_folder = ${path.join(dir, 'collections')}

[web]
type = none

[logging]
level = warning
`,
  );
  let child: ChildProcess | undefined;
  let output = '';
  const base = `http://127.0.0.1:${port}`;
  const start = async () => {
    output = '';
    child = spawn(
      'radicale',
      ['--config', path.join(dir, 'config'), '--server-hosts', `127.0.0.1:${port}`],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`radicale exited:\n${output}`);
      const up = await fetch(`${base}/.well-known/caldav`, { redirect: 'manual' }).then(
        () => true,
        () => false,
      );
      if (up) return;
      if (Date.now() > deadline) throw new Error(`radicale did not answer on ${base}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const halt = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  const authorization = `Basic ${Buffer.from(`${RADICALE_USER}:${RADICALE_PASSWORD}`).toString('base64')}`;
  const calendarUrl = `${base}/${RADICALE_USER}/bookings/`;
  try {
    await start();
    const made = await fetch(calendarUrl, {
      method: 'MKCALENDAR',
      headers: { authorization, 'content-type': 'application/xml; charset=utf-8' },
      body: `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop>
    <D:displayname>Growth calls</D:displayname>
    <C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set>
  </D:prop></D:set>
</C:mkcalendar>`,
    });
    if (made.status !== 201) throw new Error(`MKCALENDAR answered ${made.status}`);
  } catch (error) {
    await halt();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    calendarUrl,
    user: RADICALE_USER,
    password: RADICALE_PASSWORD,
    env: {
      BOOKING_CALDAV_URL: calendarUrl,
      BOOKING_CALDAV_USER: RADICALE_USER,
      BOOKING_CALDAV_PASSWORD: RADICALE_PASSWORD,
    },
    pause: halt,
    resume: start,
    stop: async () => {
      await halt();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (require.main === module) {
  const at = process.argv.indexOf('--port');
  const port = Number(at === -1 ? 4416 : process.argv[at + 1]);
  startRadicale({ port }).then(
    (radicale) => {
      console.log(`${radicale.calendarUrl}  (Ctrl-C stops it)`);
      const stop = () => void radicale.stop().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
      setInterval(() => undefined, 1 << 30);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
