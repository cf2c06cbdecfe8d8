import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  /** The message as it arrived, before parsing. */
  sourceOf(mail: ParsedMail): Buffer;
  /** The SMTP envelope the message came with: MAIL FROM (the return path) and RCPT TO. */
  envelopeOf(mail: ParsedMail): { from: string; to: string[] };
  /** Messages whose whole body has arrived, answered or not yet. */
  readonly received: number;
  /** Makes the server refuse the next `count` messages with a temporary error. */
  failNext(count: number): void;
  waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps every message it accepts, parsed. `port` 0 (the
 * default) takes any free port; a test that stops the server and starts it again where the site
 * expects it gives one. `answerDelayMs` keeps each message that long
 * before answering, as a slow relay does: a sender killed meanwhile has handed it over without
 * hearing so.
 */
export async function startSmtpSink({
  port: wanted = 0,
  answerDelayMs = 0,
}: { port?: number; answerDelayMs?: number } = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const sources = new Map<ParsedMail, Buffer>();
  const envelopes = new Map<ParsedMail, { from: string; to: string[] }>();
  let failures = 0;
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures--;
          const error = new Error('Temporary failure') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        const source = Buffer.concat(chunks);
        received++;
        new Promise((resolve) => setTimeout(resolve, answerDelayMs))
          .then(() => simpleParser(source))
          .then((mail) => {
            sources.set(mail, source);
            const { mailFrom, rcptTo } = session.envelope;
            envelopes.set(mail, {
              from: mailFrom ? mailFrom.address : '',
              to: rcptTo.map((rcpt) => rcpt.address),
            });
            messages.push(mail);
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    sourceOf(mail) {
      const source = sources.get(mail);
      if (!source) throw new Error('Not a message this sink received');
      return source;
    },
    envelopeOf(mail) {
      const envelope = envelopes.get(mail);
      if (!envelope) throw new Error('Not a message this sink received');
      return envelope;
    },
    get received() {
      return received;
    },
    failNext(count) {
      failures = count;
    },
    async waitFor(predicate, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error('No matching mail arrived');
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
