import fs from 'node:fs';
import path from 'node:path';
import { parseConfig } from '@/lib/config';
import { SHUTDOWN_TIMEOUT_MS } from '@/server/http.mjs';

// The deploy kit agrees with the site: the environment file is valid as it ships, and the
// systemd unit gives the server's graceful stop the time it takes.
const read = (file: string) => fs.readFileSync(path.join(__dirname, file), 'utf8');

/** KEY=value lines; comments and blank lines skipped, as systemd's EnvironmentFile reads them. */
function environmentFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    if (!line.trim() || /^\s*[#;]/.test(line)) continue;
    const [key, ...value] = line.split('=');
    env[key!.trim()] = value.join('=').trim();
  }
  return env;
}

/** The [Service] settings of a unit file. */
function serviceSettings(text: string): Map<string, string> {
  const service = text.split('[Service]')[1]!.split(/^\[/m)[0]!;
  return new Map(
    service
      .split('\n')
      .filter((line) => /^\w+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe('deploy/site.env.example', () => {
  const env = environmentFile(read('site.env.example'));

  it('is a valid configuration as it ships', () => {
    expect(() => parseConfig(env)).not.toThrow();
  });

  it('trusts the proxy and listens on loopback only, as the nginx site needs', () => {
    expect(parseConfig(env).trustProxy).toBe(true);
    expect(env.HOSTNAME).toBe('127.0.0.1');
    expect(read('nginx/hidden-growth.conf')).toContain(`server 127.0.0.1:${env.PORT};`);
  });
});

describe('deploy/hidden-growth.service', () => {
  const unit = serviceSettings(read('hidden-growth.service'));

  it('runs the standalone build’s server.js as its own user, with the environment file', () => {
    expect(unit.get('ExecStart')).toBe(`/usr/bin/node ${unit.get('WorkingDirectory')}/server.js`);
    expect(unit.get('User')).toMatch(/^(?!root$)\w/);
    expect(unit.get('EnvironmentFile')).toBe('/etc/hidden-growth/site.env');
    expect(unit.get('Restart')).toBe('on-failure');
  });

  it('counts the service as started once the readiness check answers', () => {
    expect(unit.get('ExecStartPost')).toBe(
      `/usr/bin/node ${unit.get('WorkingDirectory')}/server/wait-ready.mjs --timeout 90`,
    );
    expect(Number(unit.get('TimeoutStartSec'))).toBeGreaterThan(90);
  });

  it('gives the graceful stop its time and counts its exit code as clean', () => {
    expect(unit.get('KillSignal')).toBe('SIGTERM');
    expect(Number(unit.get('TimeoutStopSec')) * 1000).toBeGreaterThan(SHUTDOWN_TIMEOUT_MS);
    expect(unit.get('SuccessExitStatus')).toBe('143');
  });
});
