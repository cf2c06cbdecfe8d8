import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Debian's nginx serving the shipped site file (deploy/nginx/hidden-growth.conf) on loopback,
 * in a temporary folder, in front of the site on `upstreamPort`. Only ports, paths and the
 * certificate change: the HTTPS servers listen on 127.0.0.1:`port` with a self-signed
 * certificate for www.example.com and example.com made here, the HTTP server on a Unix
 * socket (`httpSocket`), Let's Encrypt's webroot is `acmeRoot`, and the cache of answers is a
 * folder of its own. Installs nginx (and
 * openssl) with apt-get when missing.
 */
export const SITE_FILE = path.join(__dirname, '..', '..', 'deploy', 'nginx', 'hidden-growth.conf');
export const SERVER_NAME = 'www.example.com';

export interface Nginx {
  url: string;
  /** The refresh server (loopback HTTP), the site's CACHE_REFRESH_URL. */
  refreshUrl: string;
  /** The certificate the HTTPS servers present, to trust in requests. */
  ca: Buffer;
  httpSocket: string;
  acmeRoot: string;
  /** nginx's error log so far. */
  errors: () => string;
  /** nginx's access log so far (written as each request ends). */
  accessLog: () => string;
  stop: () => Promise<void>;
}

export async function startNginx({
  port,
  refreshPort = port + 5,
  upstreamPort,
  moreUpstreamPorts = [],
  workers = 1,
  extraServers,
}: {
  port: number;
  /** The refresh server's port (by default 5 above `port`). */
  refreshPort?: number;
  upstreamPort: number;
  /** More instances of the site, each an upstream server beside upstreamPort's. */
  moreUpstreamPorts?: number[];
  /** worker_processes: 1 for the tests, one per core for a benchmark. */
  workers?: number | 'auto';
  /** More server blocks, written after the site's (the benchmark's file server). */
  extraServers?: (paths: { cert: string; key: string }) => string;
}): Promise<Nginx> {
  ensurePackages({ nginx: '/usr/sbin/nginx', openssl: '/usr/bin/openssl' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-nginx-'));
  const acmeRoot = path.join(dir, 'acme');
  const httpSocket = path.join(dir, 'http.sock');
  fs.mkdirSync(acmeRoot);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${SERVER_NAME}`,
      '-addext',
      `subjectAltName=DNS:${SERVER_NAME},DNS:example.com`,
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );

  const site = substitute(fs.readFileSync(SITE_FILE, 'utf8'), [
    ['listen 80;', `listen unix:${httpSocket};`],
    ['    listen [::]:80;\n', ''],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${port} ssl http2;`],
    ['    listen [::]:443 ssl http2;\n', ''],
    [
      'server 127.0.0.1:3000;',
      [upstreamPort, ...moreUpstreamPorts].map((p) => `server 127.0.0.1:${p};`).join('\n    '),
    ],
    ['/etc/letsencrypt/live/www.example.com/fullchain.pem', path.join(dir, 'cert.pem')],
    ['/etc/letsencrypt/live/www.example.com/privkey.pem', path.join(dir, 'key.pem')],
    ['/var/www/letsencrypt', acmeRoot],
    ['/var/cache/nginx/hidden-growth', path.join(dir, 'cache')],
    ['/var/log/nginx/access.log', path.join(dir, 'access.log')],
    ['listen 127.0.0.1:8081;', `listen 127.0.0.1:${refreshPort};`],
  ]);
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  fs.writeFileSync(path.join(dir, 'site.conf'), `${site}\n${extraServers?.({ cert, key }) ?? ''}`);
  const temp = (name: string) => path.join(dir, 'temp', name);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(temp(name), { recursive: true });
  const errorLog = path.join(dir, 'error.log');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes ${workers};
pid ${path.join(dir, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${path.join(dir, 'access.log')};
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include ${path.join(dir, 'site.conf')};
}
`,
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog];
  execFileSync('nginx', ['-t', '-q', ...args], { stdio: 'inherit' });
  const child = spawn('nginx', args, { stdio: 'ignore' });
  await waitForPort(port, child, () => fs.readFileSync(errorLog, 'utf8'));

  return {
    url: `https://${SERVER_NAME}:${port}`,
    refreshUrl: `http://127.0.0.1:${refreshPort}`,
    ca: fs.readFileSync(path.join(dir, 'cert.pem')),
    httpSocket,
    acmeRoot,
    errors: () => fs.readFileSync(errorLog, 'utf8'),
    accessLog: () => {
      const file = path.join(dir, 'access.log');
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    },
    stop: async () => {
      await stopChild(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What the shipped site file's cache is keyed on and skipped for, read from the file. */
export interface CacheRules {
  /** The variables proxy_cache_key is made of, without their `$`. */
  keyVariables: string[];
  /**
   * The request headers the key reads (lower-case), each with the variable it reads it
   * through: `http_<name>` itself, or a `map` of it (a class of its values).
   */
  keyedHeaders: Map<string, string>;
  /** The headers nginx sets on its request to the site (lower-case name: value as written). */
  upstreamHeaders: Map<string, string>;
  /** Cookies whose presence skips the cache (proxy_cache_bypass). */
  bypassCookies: string[];
  /** Cookies whose presence keeps an answer out of the cache (proxy_no_cache). */
  noCacheCookies: string[];
}

export function siteCacheRules(text = fs.readFileSync(SITE_FILE, 'utf8')): CacheRules {
  const config = text
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, ''))
    .join('\n');
  const values = (directive: string) =>
    [...config.matchAll(new RegExp(`(?:^|[\\s;{}])${directive}\\s+([^;]+);`, 'g'))].map((match) =>
      match[1]!.trim(),
    );
  const variables = (value: string) => [...value.matchAll(/\$\{?(\w+)\}?/g)].map((m) => m[1]!);
  // The public server's key, and the refresh server's, which writes under the same key with
  // its scheme written out: the two must agree.
  const [key, ...more] = values('proxy_cache_key').map((k) => k.replace(/^https\$/, '$scheme$'));
  if (!key || more.some((other) => other !== key))
    throw new Error(`${SITE_FILE}: expected one proxy_cache_key, the same in every server`);
  /** Each map's variable, and the variable it maps. */
  const maps = new Map(
    [...config.matchAll(/\bmap\s+\$(\w+)\s+\$(\w+)\s*\{/g)].map((m) => [m[2]!, m[1]!]),
  );
  /** Each map's variable, and the variables its values name (a map of the address). */
  const mapValues = new Map(
    [...config.matchAll(/\bmap\s+\S+\s+\$(\w+)\s*\{([^}]*)\}/g)].map((m) => [
      m[1]!,
      [...m[2]!.matchAll(/\s\$(\w+)\s*;/g)].map((v) => v[1]!),
    ]),
  );
  const keyVariables = variables(key).flatMap((v) => [v, ...(mapValues.get(v) ?? [])]);
  const keyedHeaders = new Map<string, string>();
  for (const variable of keyVariables) {
    const source = variable.startsWith('http_') ? variable : maps.get(variable);
    if (source?.startsWith('http_'))
      keyedHeaders.set(source.slice('http_'.length).replace(/_/g, '-'), variable);
  }
  const upstreamHeaders = new Map(
    values('proxy_set_header').map((value) => {
      const [name, ...rest] = value.split(/\s+/);
      return [name!.toLowerCase(), rest.join(' ')];
    }),
  );
  const cookies = (directive: string) =>
    values(directive)
      .flatMap(variables)
      .filter((variable) => variable.startsWith('cookie_'))
      .map((variable) => variable.slice('cookie_'.length));
  return {
    keyVariables,
    keyedHeaders,
    upstreamHeaders,
    bypassCookies: cookies('proxy_cache_bypass'),
    noCacheCookies: cookies('proxy_no_cache'),
  };
}

/** Replaces each `from` in `text`, failing when one is missing: the shipped file changed shape. */
function substitute(text: string, pairs: [string, string][]): string {
  for (const [from, to] of pairs) {
    if (!text.includes(from)) throw new Error(`${SITE_FILE} no longer contains "${from.trim()}"`);
    text = text.replaceAll(from, to);
  }
  return text;
}

/**
 * Installs the Debian packages whose binaries are missing, without letting their install
 * scripts start a service (a policy-rc.d that refuses, as in Debian's container images).
 */
export function ensurePackages(binaries: Record<string, string>) {
  const missing = Object.keys(binaries).filter((name) => !fs.existsSync(binaries[name]!));
  if (missing.length === 0) return;
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !fs.existsSync(policy);
  if (ownPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = (names: string[]) =>
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], {
        stdio: 'inherit',
        env,
      });
    // nginx-light is the smallest build with what the site file uses; newer Debian releases
    // ship those modules in nginx itself.
    const others = missing.filter((name) => name !== 'nginx');
    if (missing.includes('nginx')) {
      try {
        install(['nginx-light', ...others]);
      } catch {
        install(['nginx', ...others]);
      }
    } else install(others);
  } finally {
    if (ownPolicy) fs.rmSync(policy);
  }
}

async function waitForPort(port: number, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not listen on ${port}:\n${log()}`);
}

/** Asks a child to quit (SIGQUIT: nginx's graceful stop), and kills it if it has not in 10 s. */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGQUIT') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
