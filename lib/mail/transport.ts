import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { getConfig } from '@/lib/config';
import { log, redactAddresses } from '@/lib/log';

export interface MailMessage {
  /** A bare address, or a name and address (sent as `Name <address>`). */
  to: string | { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /**
   * The envelope sender (Return-Path) when it is not the From address: where delivery reports
   * go. The newsletter gives each mail its own (VERP), so a report names its recipient.
   */
  returnPath?: string;
  /** A Message-ID chosen by the sender (on the From address's domain); else a fresh one. */
  messageId?: string;
  /**
   * A calendar invitation or cancellation (an iCalendar text with its METHOD), sent as the
   * message's text/calendar alternative, which mail clients offer to add to the calendar.
   */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

export interface SentMail {
  messageId: string;
  /** Where the message went: 'smtp', or the .eml file in the outbox. */
  via: 'smtp' | 'outbox';
  file?: string;
}

const globalForMail = globalThis as unknown as {
  __smtp?: { url: string; transporter: Transporter };
};

function smtpTransport(url: string): Transporter {
  if (globalForMail.__smtp?.url !== url) {
    globalForMail.__smtp = {
      url,
      transporter: nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return globalForMail.__smtp.transporter;
}

export type MailTransport = 'smtp' | 'outbox' | 'none';

/**
 * How mail leaves this process: over SMTP when SMTP_URL is set; without it, as files in
 * DATA_DIR/outbox on a SQLite store, and not at all on a PostgreSQL store ('none'), whose
 * instances write nothing to a local disk: mail then waits in the store until SMTP_URL is set.
 */
export function mailTransport(): MailTransport {
  const config = getConfig();
  if (config.mail.smtpUrl) return 'smtp';
  return config.store.kind === 'postgres' ? 'none' : 'outbox';
}

/** Why mail waits; logged at start-up and kept on each waiting mail. */
export const NO_TRANSPORT_MESSAGE =
  'SMTP_URL is not set and the store is PostgreSQL (DATABASE_URL), so no outbox is written: mail stays queued in the store until SMTP_URL is set';

/**
 * Sends one message: over SMTP when SMTP_URL is set, otherwise written as an .eml file to
 * DATA_DIR/outbox so that a developer can open it. Throws when the message could not be
 * handed over (the mail queue retries it), or when there is nowhere to send it (mailTransport()
 * is 'none').
 */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  const config = getConfig();
  const envelope = {
    from: config.mail.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    ...(message.returnPath
      ? { envelope: { from: message.returnPath, to: envelopeTo(message.to) } }
      : {}),
    icalEvent: message.calendar
      ? {
          method: message.calendar.method,
          content: message.calendar.content,
          filename: 'invite.ics',
        }
      : undefined,
    // On the sender's domain: nodemailer's own would name the machine (often localhost).
    messageId: message.messageId ?? newMessageId(config.mail.fromAddress),
    date: new Date(),
  };
  if (config.mail.smtpUrl) {
    const info = await smtpTransport(config.mail.smtpUrl)
      .sendMail(envelope)
      .catch((error: unknown) => {
        throw relayError(error);
      });
    log.info('mail.sent', { via: 'smtp', messageId: info.messageId });
    return { messageId: info.messageId, via: 'smtp' };
  }
  if (mailTransport() === 'none') throw new Error(NO_TRANSPORT_MESSAGE);
  const built = await nodemailer
    .createTransport({ streamTransport: true, buffer: true })
    .sendMail(envelope);
  const outbox = path.join(config.dataDir, 'outbox');
  await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
  const file = path.join(outbox, `${Date.now()}-${crypto.randomUUID()}.eml`);
  await fs.writeFile(file, built.message as Buffer, { mode: 0o600 });
  log.info('mail.outbox', { file });
  return { messageId: built.messageId, via: 'outbox', file };
}

/**
 * Whether the SMTP server accepts a connection (greeting and EHLO) within `timeoutMs`:
 * null when mail does not go over SMTP.
 */
export async function probeSmtp(timeoutMs: number): Promise<boolean | null> {
  const url = getConfig().mail.smtpUrl;
  if (!url) return null;
  const probe = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    return await probe.verify();
  } catch {
    return false;
  } finally {
    probe.close();
  }
}

/**
 * What the relay said when it refused a message, as the rest of the site may keep it: the
 * reply and its code, without the addresses a relay echoes (`550 5.1.1 <alice@example.com>:
 * Recipient address rejected`), since it ends up in logs, on jobs and deliveries, and in the
 * owner's alerts. nodemailer's own error also carries the raw reply and the refused
 * recipients in other fields; none of them is passed on.
 */
function relayError(error: unknown): Error {
  const given = error instanceof Error ? error : new Error(String(error));
  const refused = new Error(redactAddresses(given.message)) as Error & {
    code?: unknown;
    responseCode?: unknown;
  };
  refused.name = given.name;
  const { code, responseCode } = given as { code?: unknown; responseCode?: unknown };
  if (code !== undefined) refused.code = code;
  if (responseCode !== undefined) refused.responseCode = responseCode;
  return refused;
}

function envelopeTo(to: MailMessage['to']): string {
  return typeof to === 'string' ? to : to.address;
}

/** A fresh Message-ID on the domain of the From address. */
export function newMessageId(fromAddress: string): string {
  const domain = fromAddress.slice(fromAddress.lastIndexOf('@') + 1);
  return `<${crypto.randomUUID()}@${domain}>`;
}
