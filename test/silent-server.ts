import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP server that takes every request and never answers: a remote that hangs. */
export async function startSilentServer() {
  let requests = 0;
  const server = http.createServer(() => {
    requests += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
