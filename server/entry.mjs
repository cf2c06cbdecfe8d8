// Starts the site from a standalone build: Next's request handler (its custom-server API)
// behind the HTTP server of server/http.mjs, which decides the client address. The standalone
// folder's server.js (written by scripts/standalone.mjs) calls startSite with the folder and
// the build's configuration; `npm start` reaches it through server/start.mjs.
//
//   node server.js [--port N] [--hostname H]
//
// PORT (default 3000), HOSTNAME (default: every interface) and KEEP_ALIVE_TIMEOUT (ms) are
// read as Next's own standalone server reads them; the flags win. SIGTERM or SIGINT stops
// accepting connections, lets the requests in flight finish, closes Next, then exits.
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadDirectRoutes, withDirectRoutes } from './direct-routes.mjs';
import { readStylesheetRows, withDocuments } from './documents.mjs';
import { closeGracefully, createSiteServer, parseTrustProxy, readSiteHeaders } from './http.mjs';
import { withResponseHints } from './response-hints.mjs';

/**
 * @param {{ dir: string, nextConfig: object, envDir?: string, argv?: string[] }} options
 *   `dir` is the standalone folder; `envDir` the folder whose .env files fill unset variables
 *   (default `dir`).
 */
export async function startSite({ dir, nextConfig, envDir = dir, argv = process.argv.slice(2) }) {
  process.env.NEXT_PRIVATE_START_TIME ??= String(Date.now());
  const require = createRequire(path.join(dir, 'server.js'));
  const { loadEnvConfig } = require('@next/env');
  // Next's own start-up lines, so that the log reads as it does under `next start`.
  const log = require('next/dist/build/output/log');
  const { logStartInfo } = require('next/dist/server/lib/app-info-log');
  const { durationToString } = require('next/dist/build/duration-to-string');
  const { getNetworkHost } = require('next/dist/lib/get-network-host');

  const options = readOptions(argv);
  process.env.NODE_ENV = 'production';
  loadEnvConfig(envDir, false, { info() {}, error: console.error });
  let trustProxy;
  try {
    trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  } catch (error) {
    console.error(`Invalid environment configuration:\n  - ${error.message}`);
    process.exit(1);
  }

  // Paths in the environment are relative to where the server was started; Next then runs
  // from the standalone folder, where the build's files are.
  process.env.DATA_DIR = path.resolve(process.env.DATA_DIR || 'data');
  process.chdir(dir);
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(nextConfig);

  const { hostname, port } = options;
  const next = require('next');
  // Next is told the host its own rendering names in the URLs it gives the proxy (localhost),
  // whatever address the server listens on: with another host, Next takes the proxy's rewrite
  // of a list (to its cached path) for one to another site and fetches it over HTTP from
  // itself, the page then passing through this server twice.
  const app = next({ dev: false, dir, hostname: 'localhost', port, conf: nextConfig });
  const distDir = path.join(dir, nextConfig.distDir ?? '.next');
  const prepared = app.prepare().then(async () => ({
    next: app.getRequestHandler(),
    direct: await loadDirectRoutes({
      distDir,
      require,
      onMissing: (route, error) =>
        log.warn(
          `${route} is served through Next's router: its handler was not found`,
          error ?? '',
        ),
    }),
  }));
  prepared.catch((error) => {
    log.error('Failed to start server');
    console.error(error);
    process.exit(1);
  });

  // Compression is done here rather than by Next (compress: false in next.config.ts), so that
  // it applies to documents as withDocuments leaves them; it is Next's own middleware.
  const compress = require('next/dist/compiled/compression')();
  const { releaseCompressionStream } = require('next/dist/server/lib/release-compression-stream');
  const documents = withDocuments(
    withResponseHints(async (req, res) => (await prepared).next(req, res)),
    { rows: readStylesheetRows(distDir) },
  );
  const pages = (req, res) => {
    compress(req, res, () => {});
    // A client that leaves before the end would otherwise leave the zlib stream open.
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
    return documents(req, res);
  };
  // The direct routes' answers are short JSON, below compression's threshold.
  const ready = prepared.then(({ direct }) => withDirectRoutes(direct, pages));
  const handle = async (req, res) => (await ready)(req, res);
  const server = createSiteServer(handle, {
    trustProxy,
    headers: readSiteHeaders(distDir),
    onError: (error, req) => {
      log.error(`Failed to handle request for ${req.url}`);
      console.error(error);
    },
  });
  const keepAlive = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? '', 10);
  if (Number.isFinite(keepAlive) && keepAlive >= 0) server.keepAliveTimeout = keepAlive;
  server.on('error', (error) => {
    log.error('Failed to start server');
    console.error(error);
    process.exit(1);
  });
  await new Promise((resolve) => server.listen(port, hostname, resolve));

  const urlOf = (host) =>
    `http://${host.includes(':') ? `[${host}]` : host}:${server.address().port}`;
  const local = !hostname || hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
  const network = hostname ?? getNetworkHost('IPv4');
  logStartInfo({ appUrl: urlOf(local), networkUrl: network ? urlOf(network) : null });
  const startedIn = (Date.now() - Number(process.env.NEXT_PRIVATE_START_TIME)) / 1000;
  log.event(`Ready in ${durationToString(startedIn)}`);

  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    await closeGracefully(server);
    await app.close().catch(console.error);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return server;
}

function readOptions(argv) {
  const options = {
    port: Number.parseInt(process.env.PORT ?? '', 10) || 3000,
    hostname: process.env.HOSTNAME || undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => inline ?? argv[++i];
    if (flag === '-p' || flag === '--port') options.port = Number.parseInt(value(), 10);
    else if (flag === '-H' || flag === '--hostname') options.hostname = value();
    else throw new Error(`Unknown option ${argv[i]} (use --port N and --hostname H)`);
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535)
    throw new Error('The port must be a number from 0 to 65535');
  return options;
}
