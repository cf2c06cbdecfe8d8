// Reads one delivery or complaint report at a time for lib/newsletter/issues/report-readers.ts, in a
// worker thread: a report is whatever anyone mailed to the bounce address, so the parsing runs
// here, where the site can stop it when it takes too long, never on the server's event loop.
// What it hands back is small and bounded (a few addresses and identifiers, one short entry per
// failed recipient); deciding what they mean, and checking their MACs, stays with the site.
// Plain JavaScript, because it also runs as it is (under Jest and the scripts); in the built
// site Next's bundler has made a chunk of it.
import { parentPort } from 'node:worker_threads';
import { simpleParser } from 'mailparser';

/** The most of each list handed back: a real report names one mail, and few recipients. */
const MAX_ADDRESSES = 10;
const MAX_ENTRIES = 100;
/** The longest header block of a quoted original that is read. */
const MAX_HEADER_BLOCK = 64 * 1024;
/** This site's return path, by its `+` (`bounces+d12-<mac>@`): the part after it is bounded. */
const RETURN_PATH = /\+[ds]\d{1,12}-[a-f0-9]{20}@/gi;
/** This site's signed Message-ID of an issue's mail (`<issue-3.delivery-12.<mac>@`). */
const MESSAGE_ID = /<issue-\d{1,12}\.delivery-\d{1,12}\.[a-f0-9]{20}@/gi;

const PARSE_OPTIONS = {
  // Kept as parts of their own (delivery-status, and quoted originals), not merged into the
  // text or parsed as messages in their turn: only their header fields are read.
  keepDeliveryStatus: true,
  ignoreEmbedded: true,
  // None of the conversions to HTML or text, links or inlined images: nothing here reads them,
  // and they are where mailparser spends its time on hostile bodies.
  skipTextToHtml: true,
  skipHtmlToText: true,
  skipTextLinks: true,
  skipImageLinks: true,
  checksumAlgo: false,
  maxHeadSize: MAX_HEADER_BLOCK,
  maxChildNodes: 200,
};

const DELIVERY_STATUS = new Set(['message/delivery-status', 'message/global-delivery-status']);
const COMPLAINT = 'message/feedback-report';
/** Parts that quote the original mail's header, where its return path and Message-ID are. */
const QUOTED = new Set(['text/rfc822-headers', 'message/rfc822', 'message/global-headers']);

/** The header-style fields of a block of text, in groups separated by blank lines. */
function fieldGroups(text) {
  const groups = [];
  for (const block of text.replace(/\r\n/g, '\n').split(/\n[ \t]*\n/)) {
    const fields = new Map();
    for (const line of block.replace(/\n[ \t]+/g, ' ').split('\n')) {
      const colon = line.indexOf(':');
      if (colon > 0)
        fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    if (fields.size > 0) groups.push(fields);
  }
  return groups;
}

/** The header block of a quoted original: up to its first blank line, and bounded. */
function headerBlock(content) {
  const text = content.subarray(0, MAX_HEADER_BLOCK).toString('utf8').replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  return end === -1 ? text : text.slice(0, end);
}

function addMatches(into, pattern, value) {
  for (const match of value.matchAll(pattern)) {
    if (into.length >= MAX_ADDRESSES) return;
    if (!into.includes(match[0])) into.push(match[0]);
  }
}

async function read(raw) {
  const mail = await simpleParser(raw, PARSE_OPTIONS);
  const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [])
    .flatMap((group) => group.value.map((address) => (address.address ?? '').slice(0, 320)))
    .filter(Boolean)
    .slice(0, MAX_ADDRESSES);
  const returnPaths = [];
  const messageIds = [];
  const entries = [];
  const scan = (groups) => {
    for (const fields of groups) {
      for (const value of fields.values()) {
        addMatches(returnPaths, RETURN_PATH, value);
        addMatches(messageIds, MESSAGE_ID, value);
      }
    }
  };
  for (const part of mail.attachments) {
    const type = part.contentType;
    if (type === COMPLAINT) {
      scan(fieldGroups(part.content.toString('utf8')));
      if (entries.length < MAX_ENTRIES) entries.push({ type: 'complaint' });
    } else if (DELIVERY_STATUS.has(type)) {
      const groups = fieldGroups(part.content.toString('utf8'));
      scan(groups);
      // The first group is about the message, each further one about one recipient.
      for (const fields of groups.slice(1)) {
        if (entries.length >= MAX_ENTRIES) break;
        if (!fields.has('action')) continue;
        entries.push({
          type: 'status',
          action: (fields.get('action') ?? '').slice(0, 40),
          status: (fields.get('status') ?? '').slice(0, 40),
          diagnostic: (fields.get('diagnostic-code') ?? '').slice(0, 500),
        });
      }
    } else if (QUOTED.has(type)) {
      scan(fieldGroups(headerBlock(part.content)));
    }
  }
  return { to, returnPaths, messageIds, entries };
}

parentPort.on('message', ({ raw }) => {
  read(raw).then(
    (mail) => parentPort.postMessage({ ok: true, mail }),
    () => parentPort.postMessage({ ok: false }),
  );
});
parentPort.postMessage({ ready: true });
