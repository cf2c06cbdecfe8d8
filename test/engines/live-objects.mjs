// A preload for a server under test: `node --expose-gc --import ./test/engines/live-objects.mjs
// node_modules/next/dist/bin/next start`. With LIVE_OBJECTS_PORT set, a plain TCP socket on that
// loopback port answers each connection with one line of JSON: how many IncomingMessage,
// ServerResponse and ReadableStream objects are still alive after full garbage collections,
// counted through the V8 inspector (Runtime.queryObjects). It uses no HTTP itself, so its own
// connection adds no request object to the count.
import http from 'node:http';
import inspector from 'node:inspector';
import net from 'node:net';

const port = Number(process.env.LIVE_OBJECTS_PORT);
if (port) {
  if (typeof global.gc !== 'function') throw new Error('live-objects.mjs needs node --expose-gc');
  const session = new inspector.Session();
  session.connect();
  const post = (method, params) =>
    new Promise((resolve, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  const prototypes = {
    incomingMessages: http.IncomingMessage.prototype,
    serverResponses: http.ServerResponse.prototype,
    readableStreams: globalThis.ReadableStream.prototype,
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  async function count(name) {
    const group = 'live-objects';
    const { result } = await post('Runtime.evaluate', {
      expression: `globalThis.__liveObjectsPrototypes[${JSON.stringify(name)}]`,
      objectGroup: group,
    });
    const { objects } = await post('Runtime.queryObjects', {
      prototypeObjectId: result.objectId,
      objectGroup: group,
    });
    const { result: length } = await post('Runtime.callFunctionOn', {
      objectId: objects.objectId,
      functionDeclaration: 'function () { return this.length; }',
      returnByValue: true,
    });
    await post('Runtime.releaseObjectGroup', { objectGroup: group });
    return length.value;
  }

  globalThis.__liveObjectsPrototypes = prototypes;
  const server = net.createServer(async (socket) => {
    try {
      for (let i = 0; i < 3; i++) {
        global.gc();
        await settle();
      }
      const counts = {};
      for (const name of Object.keys(prototypes)) counts[name] = await count(name);
      counts.rssBytes = process.memoryUsage().rss;
      counts.heapUsedBytes = process.memoryUsage().heapUsed;
      socket.end(`${JSON.stringify(counts)}\n`);
    } catch (error) {
      socket.end(`${JSON.stringify({ error: String(error) })}\n`);
    }
  });
  server.listen(port, '127.0.0.1');
  server.unref();
}
