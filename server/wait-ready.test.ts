import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const script = path.join(__dirname, 'wait-ready.mjs');

/** Runs wait-ready.mjs against `port`; its exit code and what it printed. */
function waitReady(port: number, timeoutSeconds: number) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [script, '--timeout', String(timeoutSeconds)], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PORT: String(port) },
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

it('waits until the readiness check answers 200', async () => {
  let calls = 0;
  const server = http.createServer((req, res) => {
    calls += 1;
    res.statusCode = req.url === '/api/health/ready' && calls > 2 ? 200 : 503;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { code } = await waitReady((server.address() as AddressInfo).port, 20);
    expect(code).toBe(0);
    expect(calls).toBe(3);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

it('fails after its timeout, saying what it last saw', async () => {
  const server = http.createServer((_req, res) => {
    res.statusCode = 503;
    res.end('{"status":"down","store":"down"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { code, output } = await waitReady((server.address() as AddressInfo).port, 1);
    expect(code).toBe(1);
    expect(output).toContain('503 {"status":"down","store":"down"}');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
