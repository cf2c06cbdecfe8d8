// A status the page being rendered asks for when the framework has no way to give it: a
// list with nothing to show while WordPress fails answers 503 with Retry-After, so that
// crawlers come back later instead of indexing its failure panel. The request handler runs
// inside an AsyncLocalStorage context that the page's code finds under a well-known symbol
// (lib/http/response-hints.ts); the hint applies when the head is written, so only what
// renders before the first byte (a document request waits for its list) can set it.
import { AsyncLocalStorage } from 'node:async_hooks';

const KEY = Symbol.for('hidden-growth.response-hints');
const storage = (globalThis[KEY] ??= new AsyncLocalStorage());

/** @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle */
export function withResponseHints(handle) {
  return (req, res) => {
    // The client router's own requests (RSC payloads, prefetches) keep Next's status: a 503
    // there would turn a soft navigation into a full page load.
    if (req.headers.rsc === '1' || req.headers['next-router-prefetch']) return handle(req, res);
    const hint = { status: 0, headers: {} };
    const writeHead = res.writeHead;
    res.writeHead = function (statusCode, ...rest) {
      if (hint.status && statusCode === 200) {
        statusCode = hint.status;
        if (typeof rest[0] === 'string') rest.shift();
        for (const [name, value] of Object.entries(hint.headers)) this.setHeader(name, value);
      }
      return writeHead.call(this, statusCode, ...rest);
    };
    return storage.run(hint, () => handle(req, res));
  };
}
