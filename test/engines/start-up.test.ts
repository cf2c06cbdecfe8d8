import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { enginePorts } from './ports';
import { ensureBuild } from './site';

// A bad setting must stop the server before it listens, with a message naming it: the way
// npm start and the systemd unit (node dist/server.js) start it.
const ROOT = path.join(__dirname, '..', '..');
const PORT = enginePorts.site(14);

beforeAll(() => ensureBuild());

function start(command: string, args: string[], env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-up-'));
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string; listening: boolean }>(
    (resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`still running after 60 s:\n${output}`));
      }, 60_000);
      child.once('exit', async (code) => {
        clearTimeout(timer);
        const listening = await fetch(`http://127.0.0.1:${PORT}/api/health/live`).then(
          () => true,
          () => false,
        );
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve({ code, output, listening });
      });
    },
  );
}

describe('a bad configuration stops start-up', () => {
  it.each([
    ['npm start', 'npm', ['start']],
    ['node dist/server.js (the systemd unit)', process.execPath, ['dist/server.js']],
  ])('under %s: MAIL_FROM without an address', async (_how, command, args) => {
    const { code, output, listening } = await start(command, args, {
      MAIL_FROM: 'Hidden Growth',
    });
    expect(code).not.toBe(0);
    expect(output).toContain('MAIL_FROM: must be an address');
    expect(listening).toBe(false);
  });

  it('names every bad variable at once', async () => {
    const { code, output } = await start(process.execPath, ['dist/server.js'], {
      TRUST_PROXY: 'maybe',
      SITE_URL: 'not a url',
    });
    expect(code).toBe(1);
    expect(output).toContain('TRUST_PROXY: must be true or false');
    expect(output).toContain('SITE_URL: must be an http(s) URL');
  });

  it('a store that cannot be opened stops it too', async () => {
    const { code, output } = await start(process.execPath, ['dist/server.js'], {
      DATA_DIR: '/dev/null/site',
    });
    expect(code).toBe(1);
    expect(output).toContain('Failed to start server');
  });
});

describe('a store whose native module cannot load stops start-up', () => {
  // A native module that cannot load (compiled for another Node.js release, or a prebuilt
  // binary this system cannot run) must end the server (exit 1, naming the cause), not leave it
  // listening and answering 500 to every page.
  it('loading better-sqlite3 fails as Node.js fails a module built for another release', async () => {
    const preload = path.join(__dirname, 'wrong-abi.cjs');
    const { code, output, listening } = await start(
      process.execPath,
      ['--require', preload, 'dist/server.js'],
      {},
    );
    expect(code).toBe(1);
    expect(output).toContain('NODE_MODULE_VERSION');
    expect(output).toContain('rm -rf node_modules && npm install');
    expect(listening).toBe(false);
  });
});
