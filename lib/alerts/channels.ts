import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import { alertMail } from '@/content/mail';
import { getConfig, mailboxAddress } from '@/lib/config';
import { registerJob, type JobRef } from '@/lib/jobs';
import { log, redactAddresses } from '@/lib/log';
import { composeMail, fill, newMessageId, paragraph } from '@/lib/mail';
import { duration } from './conditions';
import { ALERT_MAIL_JOB, ALERT_WEBHOOK_JOB } from './constants';

/**
 * The two ways an alert reaches the owner, each a job: a signed JSON POST to ALERT_WEBHOOK_URL,
 * and a mail through ALERT_SMTP_URL, a relay of its own, since SMTP_URL may be what failed.
 */
export interface AlertRef extends JobRef {
  key: string;
  state: 'begin' | 'end';
  title: string;
  reason: string;
  detail: string | null;
  at: string;
  /** When the condition began (for an end: how long it held). */
  began: string;
}

/** Tries of an alert: from half a minute to an hour apart, for about a day. */
const RETRY_SECONDS = [30, 60, 300, 900, 1800, 3600] as const;
const MAX_ATTEMPTS = 28;
const WEBHOOK_TIMEOUT_MS = 10_000;

export const SIGNATURE_HEADER = 'x-alert-signature';

/** The kinds of job an alert is queued as, by the channels configured. */
export function alertChannels(): string[] {
  const { webhook, mail } = getConfig().alerts;
  return [...(webhook ? [ALERT_WEBHOOK_JOB] : []), ...(mail ? [ALERT_MAIL_JOB] : [])];
}

export function registerAlertChannels(): void {
  registerJob(ALERT_WEBHOOK_JOB, {
    retrySeconds: RETRY_SECONDS,
    maxAttempts: MAX_ATTEMPTS,
    run: (ref) => postWebhook(readRef(ref)),
  });
  registerJob(ALERT_MAIL_JOB, {
    retrySeconds: RETRY_SECONDS,
    maxAttempts: MAX_ATTEMPTS,
    run: (ref) => sendAlertMail(readRef(ref)),
  });
}

function readRef(ref: JobRef): AlertRef {
  const text = (name: string) => (typeof ref[name] === 'string' ? (ref[name] as string) : '');
  return {
    key: text('key'),
    state: ref.state === 'end' ? 'end' : 'begin',
    title: text('title'),
    reason: text('reason'),
    detail: typeof ref.detail === 'string' ? ref.detail : null,
    at: text('at'),
    began: text('began'),
  };
}

function siteName(): string {
  return new URL(getConfig().siteUrl).host;
}

/** The alert in one line: what, where, and why (or for how long, once it ended). */
export function alertText(alert: AlertRef): string {
  const site = siteName();
  if (alert.state === 'begin') {
    const began = fill(alertMail.began, { site, title: alert.title, reason: alert.reason });
    return alert.detail ? `${began} ${alert.detail}` : began;
  }
  const lasted = duration(Date.parse(alert.at) - Date.parse(alert.began));
  return fill(alertMail.ended, { site, title: alert.title, lasted });
}

/** Text chat tools show literally: `<`, `>` and `&` written as entities. */
export function chatText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The webhook's body, which goes to a third party: the detail without addresses, and `text`
 * inert in chat markup whatever a visitor wrote into the reply it quotes.
 */
export function webhookBody(alert: AlertRef): string {
  const { key, state, title, reason, at, began } = alert;
  const detail = alert.detail === null ? null : redactAddresses(alert.detail);
  return JSON.stringify({
    text: chatText(alertText({ ...alert, detail })),
    alert: { site: getConfig().siteUrl, condition: key, state, title, reason, detail, at, began },
  });
}

/** `t=<unix seconds>,sha256=<hex HMAC-SHA256 of "<t>.<body>">` */
export function signWebhook(body: string, secret: string, timestamp: number): string {
  const mac = crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},sha256=${mac}`;
}

async function postWebhook(alert: AlertRef): Promise<string> {
  const webhook = getConfig().alerts.webhook;
  if (!webhook) return 'skipped';
  const body = webhookBody(alert);
  const response = await fetch(webhook.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signWebhook(body, webhook.secret, Math.floor(Date.now() / 1000)),
    },
    body,
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    redirect: 'error',
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The alert webhook answered ${response.status}`);
  log.info('alert.webhook_sent', { key: alert.key, state: alert.state });
  return 'sent';
}

async function sendAlertMail(alert: AlertRef): Promise<string> {
  const mail = getConfig().alerts.mail;
  if (!mail) return 'skipped';
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const line = alertText({
    ...alert,
    detail: alert.detail === null ? null : redactAddresses(alert.detail),
  });
  const words = { title: alert.title, site: siteName(), began: alert.began, ended: alert.at };
  // Composed by the mail kit as every mail is; sent through the alerts' own relay.
  const message = composeMail({
    to: mail.to,
    subject: fill(alert.state === 'begin' ? alertMail.beganSubject : alertMail.endedSubject, words),
    preheader: line,
    parts: [
      paragraph(line),
      paragraph(
        alert.state === 'begin'
          ? fill(alertMail.since, {
              ...words,
              readiness: `${getConfig().siteUrl}/api/health/ready`,
            })
          : fill(alertMail.lasted, words),
      ),
    ],
  });
  try {
    await transport.sendMail({
      from: mail.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: newMessageId(mailboxAddress(mail.from)!),
      date: new Date(),
    });
  } finally {
    transport.close();
  }
  log.info('alert.mail_sent', { key: alert.key, state: alert.state });
  return 'sent';
}
