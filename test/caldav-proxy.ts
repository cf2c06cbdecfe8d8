import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP proxy in front of a CalDAV server (test/radicale.ts) that counts the requests it
 * passes on, by method, and can make one kind of request fail, answer late or wait: a calendar
 * that counts how often the site asks it, and one that fails between two calls of a booking.
 *
 * Per method (REPORT, PUT, DELETE...), what the proxy does from now on:
 * - 'pass': forwards the request and answers with the server's answer (the default);
 * - 'fail': answers 503 without forwarding it;
 * - { lateMs }: forwards it (the server does the work) and answers only `lateMs` later, as a
 *   calendar whose answer outlasts the site's timeout;
 * - 'hold': keeps it until `release()`, then forwards it.
 */
export type ProxyMode = 'pass' | 'fail' | 'hold' | { lateMs: number };

export interface CaldavProxy {
  /** The calendar collection's URL through the proxy (what BOOKING_CALDAV_URL holds). */
  calendarUrl: string;
  /** The variables that point the site at the calendar through the proxy. */
  env: Record<string, string>;
  /** How many requests of `method` reached the proxy so far (failed ones included). */
  count(method: string): number;
  /** Sets what the proxy does with requests of `method`. */
  set(method: string, mode: ProxyMode): void;
  /** Every method back to 'pass'. */
  reset(): void;
  /** Resolves once a request of `method` is being held. */
  held(method: string): Promise<void>;
  /** Forwards the requests being held, and holds no more. */
  release(): void;
  close(): Promise<void>;
}

export async function startCaldavProxy(target: {
  calendarUrl: string;
  env: Record<string, string>;
}): Promise<CaldavProxy> {
  const origin = new URL(target.calendarUrl);
  const counts = new Map<string, number>();
  const modes = new Map<string, ProxyMode>();
  let releaseHeld: () => void = () => undefined;
  let gate = Promise.resolve();
  const holding = new Map<string, () => void>();
  const waitingFor = new Map<string, Promise<void>>();

  const forward = (req: http.IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        const out = http.request(
          {
            host: origin.hostname,
            port: origin.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: origin.host },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 502,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
            res.on('error', reject);
          },
        );
        out.on('error', reject);
        out.end(body);
      },
    );

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const method = (req.method ?? '').toUpperCase();
      counts.set(method, (counts.get(method) ?? 0) + 1);
      const mode = modes.get(method) ?? 'pass';
      void (async () => {
        if (mode === 'fail') {
          res.writeHead(503, { 'content-type': 'text/plain' });
          res.end('made to fail by the test');
          return;
        }
        if (mode === 'hold') {
          holding.get(method)?.();
          await gate;
        }
        const answer = await forward(req, Buffer.concat(chunks));
        if (typeof mode === 'object') await new Promise((r) => setTimeout(r, mode.lateMs));
        const headers = { ...answer.headers };
        delete headers['transfer-encoding'];
        res.writeHead(answer.status, headers);
        res.end(answer.body);
      })().catch(() => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const calendarUrl = `http://127.0.0.1:${port}${origin.pathname}`;
  return {
    calendarUrl,
    env: { ...target.env, BOOKING_CALDAV_URL: calendarUrl },
    count: (method) => counts.get(method.toUpperCase()) ?? 0,
    set(method, mode) {
      const name = method.toUpperCase();
      modes.set(name, mode);
      if (mode === 'hold') {
        gate = new Promise<void>((resolve) => (releaseHeld = resolve));
        waitingFor.set(name, new Promise<void>((resolve) => holding.set(name, resolve)));
      }
    },
    reset() {
      modes.clear();
    },
    held: (method) => waitingFor.get(method.toUpperCase()) ?? Promise.resolve(),
    release() {
      for (const [name, mode] of modes) if (mode === 'hold') modes.set(name, 'pass');
      releaseHeld();
    },
    close: () =>
      new Promise<void>((resolve) => {
        releaseHeld();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
