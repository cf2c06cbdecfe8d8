import fs from 'node:fs';
import path from 'node:path';
import { parseConfig } from '@/lib/config';

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

describe('the nginx site’s refresh server', () => {
  const env = environmentFile(read('site.env.example'));
  const site = read('nginx/hidden-growth.conf');

  it('is where the environment file sends the site, on loopback only', () => {
    const refresh = new URL(parseConfig(env).cacheRefreshUrl!);
    expect(refresh.hostname).toBe('127.0.0.1');
    expect(site).toContain(`listen 127.0.0.1:${refresh.port};`);
  });

  it('writes under the very key the public server reads, its scheme written out', () => {
    const keys = [...site.matchAll(/^\s*proxy_cache_key (\S+);$/gm)].map((m) => m[1]!);
    expect(keys).toHaveLength(2);
    expect(keys[0]!.startsWith('$scheme')).toBe(true);
    expect(keys[1]).toBe(keys[0]!.replace('$scheme', 'https'));
  });
});

describe('deploy/hidden-growth.service', () => {
  const unit = serviceSettings(read('hidden-growth.service'));

  it('runs the release’s built server as its own user, with the environment file', () => {
    expect(unit.get('ExecStart')).toBe(
      `/usr/bin/node ${unit.get('WorkingDirectory')}/dist/server.js`,
    );
    expect(unit.get('User')).toMatch(/^(?!root$)\w/);
    expect(unit.get('EnvironmentFile')).toBe('/etc/hidden-growth/site.env');
    expect(unit.get('Restart')).toBe('on-failure');
  });

  it('counts the service as started once the readiness check answers on the site’s port', () => {
    const check = unit.get('ExecStartPost')!;
    expect(check).toMatch(/^\/usr\/bin\/curl .*--fail/);
    expect(check).toContain('http://127.0.0.1:${PORT}/api/health/ready');
    const retries = Number(/--retry (\d+)/.exec(check)?.[1]);
    expect(Number(unit.get('TimeoutStartSec'))).toBeGreaterThan(retries);
  });

  it('gives the graceful stop more time than the server takes to finish its requests', () => {
    const server = fs.readFileSync(path.join(__dirname, '..', 'server.ts'), 'utf8');
    const shutdownMs = Number(
      /SHUTDOWN_TIMEOUT_MS = ([\d_]+);/.exec(server)?.[1]?.replace(/_/g, ''),
    );
    expect(unit.get('KillSignal')).toBe('SIGTERM');
    expect(Number(unit.get('TimeoutStopSec')) * 1000).toBeGreaterThan(shutdownMs);
  });
});
