// What the site's server does to an HTML document on its way out: the stylesheet is sent once,
// the page's scripts start after its first frame, and the document gets a cheap validator.
//
// The site's CSS is inlined into each document as a <style> (no stylesheet request blocks the
// first paint). Next also writes that same text into the document's copy of the page's
// React payload (the inline flight data that hydration reads), where it is not needed: React
// finds the stylesheet already in the document by its href and never reads the text. So the
// text's row in the inline flight data is emptied, which halves what the stylesheet costs each
// document. Only documents: a client navigation's payload keeps its text, since the page it
// comes to may not have that stylesheet yet.
//
// Next names the page's scripts in the head, so they were fetched at once; on a fast connection
// they came back before the browser had drawn anything, and running them (React, hydration)
// held the first paint, text included, until they were done. Their tags move to a loader at
// the end of the body that adds them once the first frame is drawn (scriptsAfterFirstFrame).
//
// A document answered in one piece (a prerendered or cached page) carries only the part of the
// stylesheet it uses, and the loader adds the whole one before the scripts (server/used-css.mjs);
// its inline flight data is written in single-quoted strings (singleQuotedFlight).
//
// A document answered in one piece also gets a strong ETag, a hash
// of what is sent, and a 304 when the browser already has it; Next's own ETag is turned off
// (next.config.ts), as it hashes each page in JavaScript on every request. Its gzip is made
// once per ETag and kept (GZIP_CACHE_BYTES at most), rather than compressed for each visitor.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { FLIGHT_SCRIPT, inlineUsedCss } from './used-css.mjs';

const gzip = promisify(zlib.gzip);

/** The characters Next escapes in the inline flight data, so that no script can be closed. */
const HTML_ESCAPES = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * A text row of the flight data as it stands inside the document's inline scripts: `:T` with
 * its length in bytes (hexadecimal), a comma, then the text as a JSON string's content with
 * Next's escapes.
 */
export function inlineFlightTextRow(text) {
  const escaped = JSON.stringify(text)
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (c) => HTML_ESCAPES[c]);
  return `:T${Buffer.byteLength(text).toString(16)},${escaped}`;
}

/**
 * The inline-flight rows of every stylesheet the build inlines (the CSS files Next writes
 * under static/), each to be emptied where a document carries it.
 */
export function readStylesheetRows(distDir) {
  const rows = [];
  for (const folder of ['chunks', 'css']) {
    const dir = path.join(distDir, 'static', folder);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      if (!name.endsWith('.css')) continue;
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      if (text.length > 0) rows.push(inlineFlightTextRow(text));
    }
  }
  return rows;
}

/** An emptied text row: React reads it as an empty string. */
const EMPTY_ROW = ':T0,';

/** The document with each of `rows` emptied where it occurs; the rest is left as it is. */
export function emptyStylesheetRows(html, rows) {
  let out = html;
  for (const row of rows) {
    const at = out.indexOf(row);
    if (at !== -1) out = out.slice(0, at) + EMPTY_ROW + out.slice(at + row.length);
  }
  return out;
}

/** What a single-quoted string escapes: its quote and backslash, line ends, and as Next does. */
const SINGLE_QUOTED_ESCAPES = {
  "'": "\\'",
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  ...HTML_ESCAPES,
};

/**
 * The document's inline flight scripts with their text in single quotes. The payload is JSON,
 * so Next's double-quoted strings escape each of its many quotes (a tenth of a page's payload
 * is backslashes); in single quotes they stand as they are. The string is the same, and so is
 * the document's `<`, `>` and `&` escaping.
 */
export function singleQuotedFlight(html) {
  return html.replace(FLIGHT_SCRIPT, (script, json) => {
    let text;
    try {
      text = JSON.parse(json);
    } catch {
      return script;
    }
    const quoted = text.replace(
      /['\\\n\r&<>\u2028\u2029]|[\u0000-\u001f]/g,
      (c) => SINGLE_QUOTED_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    return `<script>self.__next_f.push([1,'${quoted}'])</script>`;
  });
}

/** Next's scripts in a document's head: the app's code, fetched at once and run when loaded. */
const HEAD_SCRIPT = /<script src="([^"<>]+)" async=""><\/script>/g;

/**
 * The head's scripts taken out of a document's head (the text up to `</head>`): the head
 * without them, and their addresses in order.
 */
export function takeHeadScripts(head) {
  const sources = [];
  const rest = head.replace(HEAD_SCRIPT, (_tag, src) => {
    sources.push(src);
    return '';
  });
  return { head: rest, sources };
}

/**
 * A script that adds `sources` to the page (as async scripts, as Next had them) once the
 * browser has drawn its first frame; at once in a tab that is not shown, which draws none.
 * The `stylesheets` (the whole of those the document has only the used part of) are added
 * first, and the scripts once they have loaded (or failed): what the scripts show then finds
 * its rules.
 */
export function scriptLoader(sources, stylesheets = []) {
  // The addresses are Next's own (/_next/static/...): JSON with `<` escaped stays in the script.
  const list = (items) => JSON.stringify(items).replace(/</g, '\\u003c');
  return (
    `<script>(function(s,c){var d=document;function l(){s.forEach(function(u){var e=d.createElement('script');` +
    `e.src=u;e.async=true;d.head.appendChild(e)})}` +
    `function g(){var n=c.length;if(!n)return l();c.forEach(function(h){var e=d.createElement('link');` +
    `e.rel='stylesheet';e.href=h;e.onload=e.onerror=function(){if(--n===0)l()};d.head.appendChild(e)})}` +
    `if(d.visibilityState==='hidden')g();else requestAnimationFrame(function(){setTimeout(g)})` +
    `})(${list(sources)},${list(stylesheets)})</script>`
  );
}

/** The document with `addition` placed just before its last `</body>` (at its end without one). */
export function beforeBodyEnd(html, addition) {
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + addition : html.slice(0, at) + addition + html.slice(at);
}

/**
 * The document's own scripts start after its first frame: their tags leave the head for a
 * loader at the end of the body. Fetched from the head at once, they came back before the
 * browser had drawn anything on a fast connection, and their first run (React and the app's
 * hydration) held the first paint, the page's text included, until it was done.
 */
export function scriptsAfterFirstFrame(html, stylesheets = []) {
  const end = html.indexOf('</head>');
  if (end === -1) return html;
  const { head, sources } = takeHeadScripts(html.slice(0, end));
  if (sources.length === 0 && stylesheets.length === 0) return html;
  return beforeBodyEnd(head + html.slice(end), scriptLoader(sources, stylesheets));
}

/** A strong validator of a body: a hash of its bytes. */
export function entityTag(body) {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when If-None-Match names `etag` (or is `*`); weak and strong forms both match. */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** A written chunk (a Buffer or another Uint8Array) as a Buffer over the same bytes. */
function asBuffer(chunk) {
  return Buffer.isBuffer(chunk)
    ? chunk
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** An HTML document whose body is text here (not one already encoded, a proxied answer). */
function isDocument(res) {
  const type = res.getHeader('content-type');
  const encoding = res.getHeader('content-encoding');
  return (
    typeof type === 'string' &&
    type.toLowerCase().startsWith('text/html') &&
    (encoding === undefined || encoding === 'identity')
  );
}

/**
 * Wraps `handle` so that every HTML document it answers to a GET or HEAD (a document, not a
 * client navigation's payload) has its stylesheet rows emptied, and one sent in a single piece
 * gets an ETag and, when the browser already holds it, a 304. A document written in pieces
 * (streamed while it renders) is rewritten as it streams: up to the longest row is held back
 * until the next piece or the end, so that a row split between two pieces is still found.
 *
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {{ rows: string[] }} options
 */
/** Most of a streamed document held while its head is not whole (its stylesheet is in it). */
const HEAD_HOLD = 512 * 1024;
/** Enough of a stream's end kept back to hold `</body></html>` and the space around it. */
const BODY_END_HOLD = 64;

export function withDocuments(handle, { rows }) {
  const holdBack = Math.max(0, ...rows.map((row) => row.length)) - 1;
  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.rsc === '1') {
      return handle(req, res);
    }
    const write = res.write;
    const end = res.end;
    /** @type {'undecided' | 'whole' | 'stream' | 'other'} */
    let mode = 'undecided';
    /** @type {StringDecoder} */
    let decoder;
    let pending = '';
    let left = rows;

    const decide = (isWhole) => {
      if (mode !== 'undecided') return;
      mode = !isDocument(res) || res.statusCode === 304 ? 'other' : isWhole ? 'whole' : 'stream';
      if (mode === 'stream') decoder = new StringDecoder('utf8');
      if (mode === 'other') {
        res.write = write;
        res.end = end;
      }
    };

    /** The head's scripts, once the head has been seen (null before). */
    let sources = null;

    /** The streamed text so far, rewritten; returns what can be sent now. */
    const take = (text, final) => {
      let all = pending + text;
      if (sources === null) {
        // The head is held until it is whole, to take its scripts out (not past a body that
        // starts without one, nor past HEAD_HOLD characters).
        const end = all.indexOf('</head>');
        if (end === -1 && !final && !all.includes('<body') && all.length < HEAD_HOLD) {
          pending = all;
          return '';
        }
        const taken = takeHeadScripts(end === -1 ? '' : all.slice(0, end));
        sources = taken.sources;
        if (end !== -1) all = taken.head + all.slice(end);
      }
      if (left.length > 0) {
        const found = left.filter((row) => all.includes(row));
        if (found.length > 0) {
          all = emptyStylesheetRows(all, found);
          left = left.filter((row) => !found.includes(row));
        }
      }
      if (final) {
        pending = '';
        return sources.length > 0 ? beforeBodyEnd(all, scriptLoader(sources)) : all;
      }
      // Held back: what may end in a row cut in two, and the end of the body, where the
      // scripts' loader goes.
      const keep = Math.min(Math.max(left.length > 0 ? holdBack : 0, BODY_END_HOLD), all.length);
      pending = all.slice(all.length - keep);
      return all.slice(0, all.length - keep);
    };

    res.write = function (chunk, encoding, callback) {
      decide(false);
      if (mode !== 'stream') return write.call(this, chunk, encoding, callback);
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
      const text = typeof chunk === 'string' ? chunk : decoder.write(asBuffer(chunk));
      const ready = take(text, false);
      if (ready.length === 0) {
        if (callback) process.nextTick(callback);
        return true;
      }
      return write.call(this, ready, 'utf8', callback);
    };

    res.end = function (chunk, encoding, callback) {
      if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
      if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
      decide(true);
      if (mode === 'other') return end.call(this, chunk, encoding, callback);
      if (mode === 'stream') {
        const tail =
          chunk == null ? '' : typeof chunk === 'string' ? chunk : decoder.write(asBuffer(chunk));
        const rest = take(tail + decoder.end(), true);
        return end.call(this, rest, 'utf8', callback);
      }
      // In one piece: a prerendered or cached page, or a HEAD (no body).
      if (chunk == null) {
        // The length Next set is the body before its rows were emptied.
        if (req.method === 'HEAD') this.removeHeader('content-length');
        return end.call(this, chunk, encoding, callback);
      }
      const prepared = prepare(
        typeof chunk === 'string' ? chunk : asBuffer(chunk).toString('utf8'),
        rows,
      );
      const body = prepared.body;
      let etag;
      if (this.statusCode === 200 && !this.hasHeader('etag')) {
        etag = prepared.etag;
        this.setHeader('ETag', etag);
        if (matchesEtag(req.headers['if-none-match'], etag)) {
          this.statusCode = 304;
          for (const name of ['content-type', 'content-length', 'content-encoding']) {
            this.removeHeader(name);
          }
          return end.call(this, callback);
        }
      }
      if (etag && req.method === 'GET' && acceptsGzip(req.headers['accept-encoding'])) {
        // Compressed once per version of the page, then sent from memory.
        gzipped(etag, body).then(
          (compressed) => {
            this.setHeader('content-encoding', 'gzip');
            this.setHeader('content-length', compressed.length);
            varyOnEncoding(this);
            end.call(this, compressed, callback);
          },
          (error) => this.destroy(error),
        );
        return this;
      }
      this.setHeader('content-length', body.length);
      return end.call(this, body, callback);
    };
    return handle(req, res);
  };
}

/** Most characters of documents whose prepared bodies are kept (each counted once). */
export const PREPARED_CACHE_CHARS = 32 * 1024 * 1024;
const preparedCache = new Map();
let preparedCacheChars = 0;

/**
 * A document's body as sent (its stylesheet rows emptied, as bytes) and its ETag. Next hands
 * a cached page over as the same text on every request, so they are kept by that text: a page
 * served again costs a look-up instead of a pass over it, a copy into bytes and a hash.
 */
function prepare(html, rows) {
  const kept = preparedCache.get(html);
  if (kept) {
    preparedCache.delete(html);
    preparedCache.set(html, kept);
    return kept;
  }
  const used = inlineUsedCss(emptyStylesheetRows(html, rows));
  const body = Buffer.from(
    singleQuotedFlight(scriptsAfterFirstFrame(used.html, used.stylesheets)),
    'utf8',
  );
  const prepared = { body, etag: entityTag(body) };
  preparedCache.set(html, prepared);
  preparedCacheChars += html.length;
  for (const [key] of preparedCache) {
    if (preparedCacheChars <= PREPARED_CACHE_CHARS) break;
    preparedCache.delete(key);
    preparedCacheChars -= key.length;
  }
  return prepared;
}

/** Most bytes of compressed documents kept; the least recently sent go first past it. */
export const GZIP_CACHE_BYTES = 16 * 1024 * 1024;
const gzipCache = new Map();
let gzipCacheBytes = 0;

/** The gzip of a document, by its ETag: compressed off the event loop, once per version. */
async function gzipped(etag, body) {
  const kept = gzipCache.get(etag);
  if (kept) {
    gzipCache.delete(etag);
    gzipCache.set(etag, kept);
    return kept;
  }
  const compressed = await gzip(body);
  gzipCache.set(etag, compressed);
  gzipCacheBytes += compressed.length;
  for (const [key, value] of gzipCache) {
    if (gzipCacheBytes <= GZIP_CACHE_BYTES) break;
    gzipCache.delete(key);
    gzipCacheBytes -= value.length;
  }
  return compressed;
}

/** Whether Accept-Encoding takes gzip (named or as *, with a quality above zero). */
export function acceptsGzip(acceptEncoding) {
  if (!acceptEncoding) return false;
  let gzip;
  let any;
  for (const part of String(acceptEncoding).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (name === 'gzip' || name === 'x-gzip') gzip = quality;
    else if (name === '*') any = quality;
  }
  return (gzip ?? any ?? 0) > 0;
}

/** Adds Accept-Encoding to the answer's Vary header, once. */
function varyOnEncoding(res) {
  const vary = String(res.getHeader('vary') ?? '');
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) {
    res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
}
