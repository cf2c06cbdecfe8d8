import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A forward proxy on loopback that names one visitor's address in X-Forwarded-For on every
 * request it passes to the site (which the test server trusts, as it would its reverse proxy).
 * Playwright's extraHTTPHeaders and routes reach only the requests of a live document: a report
 * a page sends with keepalive as it is left goes out without them, from the address every other
 * test shares. Through this proxy a browser context is one visitor for all its requests.
 * Chromium sends loopback addresses past any proxy unless told otherwise: use `proxyFor()`.
 */
export async function startClientProxy(clientAddress: string) {
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/');
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: request.method,
        headers: { ...request.headers, 'x-forwarded-for': clientAddress },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The context option that sends every request, loopback ones too, through the proxy. */
    proxy: { server: `http://127.0.0.1:${port}`, bypass: '<-loopback>' },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
