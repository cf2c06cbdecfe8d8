import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { getDb } from '@/lib/db';
import { getConfig, resetConfigForTests } from '@/lib/config';
import { startSmtpSink, type SmtpSink } from '@/test/smtp-sink';
import { runDueJobs } from '@/lib/jobs';
import { enqueueMail, MAIL_MAX_ATTEMPTS, registerMail, sendQueuedMail } from './index';
import { sendMail } from './transport';

const message = {
  to: 'reader@example.com',
  subject: 'Your research summary',
  text: 'Plain text body',
  html: '<p>HTML body</p>',
  headers: { 'List-Unsubscribe': '<https://site.test/unsubscribe?token=abc>' },
};

let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});
beforeEach(async () => {
  delete process.env.SMTP_URL;
  resetConfigForTests();
  await getDb().deleteFrom('jobs').execute();
  sink.messages.length = 0;
});

function useSmtp() {
  process.env.SMTP_URL = sink.url;
  resetConfigForTests();
}

describe('sendMail', () => {
  it('delivers over SMTP with both bodies and custom headers', async () => {
    useSmtp();
    const sent = await sendMail(message);
    expect(sent.via).toBe('smtp');
    const mail = await sink.waitFor((m) => m.subject === 'Your research summary');
    expect(mail.text?.trim()).toBe('Plain text body');
    expect(mail.html).toContain('<p>HTML body</p>');
    const listUnsubscribe = mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line;
    expect(listUnsubscribe).toBe('List-Unsubscribe: <https://site.test/unsubscribe?token=abc>');
    expect(mail.from?.text).toContain('hiddengrowth.co');
  });

  it('dates each mail and names its Message-ID on the From domain', async () => {
    useSmtp();
    await sendMail({
      ...message,
      subject: 'Headers',
      to: { name: 'The team', address: 't@x.test' },
    });
    const mail = await sink.waitFor((m) => m.subject === 'Headers');
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@hiddengrowth\.co>$/);
    expect(mail.date?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(mail.headerLines.find((h) => h.key === 'to')?.line).toBe('To: The team <t@x.test>');
  });

  it('sends from the return path a message names, keeping From and a given Message-ID', async () => {
    useSmtp();
    await sendMail({
      ...message,
      subject: 'VERP',
      returnPath: 'bounces+d7-abc@hiddengrowth.co',
      messageId: '<issue-7@hiddengrowth.co>',
    });
    const mail = await sink.waitFor((m) => m.subject === 'VERP');
    expect(sink.envelopeOf(mail)).toEqual({
      from: 'bounces+d7-abc@hiddengrowth.co',
      to: ['reader@example.com'],
    });
    expect(mail.from?.value[0]?.address).toBe('hello@hiddengrowth.co');
    expect(mail.messageId).toBe('<issue-7@hiddengrowth.co>');
  });

  it('passes on a relay’s refusal with its code but without the address it echoed', async () => {
    const relay = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const error = new Error(
          `5.1.1 <${address.address}>: Recipient address rejected: User unknown`,
        ) as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      },
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    try {
      process.env.SMTP_URL = `smtp://127.0.0.1:${(relay.server.address() as AddressInfo).port}`;
      resetConfigForTests();
      const refused = await sendMail(message).then(
        () => null,
        (error: unknown) => error as Error & { responseCode?: number },
      );
      expect(refused).toBeInstanceOf(Error);
      expect(refused!.message).toBe(
        "Can't send mail - all recipients were rejected: 550 5.1.1 [address] Recipient address rejected: User unknown",
      );
      expect(refused!.responseCode).toBe(550);
      expect(JSON.stringify(refused, Object.getOwnPropertyNames(refused))).not.toContain(
        'example.com',
      );
    } finally {
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    }
  });

  it('writes an .eml file to DATA_DIR/outbox without SMTP_URL', async () => {
    const sent = await sendMail(message);
    expect(sent.via).toBe('outbox');
    expect(path.dirname(sent.file!)).toBe(path.join(getConfig().dataDir, 'outbox'));
    const raw = fs.readFileSync(sent.file!, 'utf8');
    expect(raw).toContain('Subject: Your research summary');
    expect(raw).toContain('List-Unsubscribe');
  });
});

describe('mail queue', () => {
  registerMail('summary', async (ref) => ({ ...message, subject: `Summary ${ref.n}` }));
  registerMail('gone', async () => null);
  registerMail('failing', async () => Promise.reject(new Error('render failed')));

  it('renders at delivery and marks the mail sent', async () => {
    useSmtp();
    const id = await enqueueMail(getDb(), 'summary', { n: 1 });
    expect(await sendQueuedMail(id)).toBe('sent');
    await sink.waitFor((m) => m.subject === 'Summary 1');
    const row = await getDb()
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'done', outcome: 'sent' });
    expect(row.ref).toBe('{"n":1}');
  });

  it('keeps a mail the SMTP server refused and sends it on a later pass', async () => {
    useSmtp();
    sink.failNext(1);
    const id = await enqueueMail(getDb(), 'summary', { n: 2 });
    expect(await sendQueuedMail(id)).toBe('retry');
    let row = await getDb()
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toBeTruthy();
    // Not due yet: nothing is sent.
    expect(await runDueJobs()).toEqual({});
    // Later it is.
    const later = new Date(Date.now() + 60 * 60 * 1000);
    expect(await runDueJobs(later)).toEqual({ summary: { sent: 1 } });
    row = await getDb()
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'done', outcome: 'sent' });
    await sink.waitFor((m) => m.subject === 'Summary 2');
  });

  it('gives up after the last attempt and says so', async () => {
    const id = await enqueueMail(getDb(), 'failing', { n: 3 });
    let now = new Date();
    for (let i = 0; i < MAIL_MAX_ATTEMPTS; i++) {
      await sendQueuedMail(id, now);
      now = new Date(now.getTime() + 48 * 3600 * 1000);
    }
    const row = await getDb()
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
  });

  it('lets only one delivery claim a mail', async () => {
    useSmtp();
    const id = await enqueueMail(getDb(), 'summary', { n: 4 });
    const results = await Promise.all([sendQueuedMail(id), sendQueuedMail(id), sendQueuedMail(id)]);
    expect(results.filter((r) => r === 'sent')).toHaveLength(1);
    expect(results.filter((r) => r === 'busy')).toHaveLength(2);
  });

  it('skips a mail whose subject is gone', async () => {
    const id = await enqueueMail(getDb(), 'gone', { n: 5 });
    expect(await sendQueuedMail(id)).toBe('skipped');
  });

  it('retries a mail of an unknown kind rather than dropping it', async () => {
    const id = await enqueueMail(getDb(), 'unknown-kind', {});
    expect(await sendQueuedMail(id)).toBe('retry');
  });
});
