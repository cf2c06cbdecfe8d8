import {
  enqueueJob,
  JobDeferred,
  registerJob,
  runJob,
  unfinishedJob,
  type Db,
  type JobRef,
} from '@/lib/jobs';
import { mailTransport, NO_TRANSPORT_MESSAGE, sendMail, type MailMessage } from './transport';

/**
 * Mail: the kit (./kit.ts), the transport (./transport.ts), and mail as jobs. A feature
 * registers a renderer per kind of mail; a mail is queued with ids (never a code or token) in
 * the transaction of its record, rendered when sent (nothing secret waits in clear), retried
 * along the mail schedule and given up after its tenth try.
 */
export {
  mailTransport,
  newMessageId,
  NO_TRANSPORT_MESSAGE,
  probeSmtp,
  sendMail,
  type MailMessage,
  type MailTransport,
  type SentMail,
} from './transport';

export * from './kit';

export type MailRef = JobRef;

/** Renders a queued mail's message (null: nothing to send any more); `now` is the run's time. */
export type MailRenderer = (ref: MailRef, context: { now: Date }) => Promise<MailMessage | null>;

export const MAIL_MAX_ATTEMPTS = 10;
/** Delay before try n+1, in seconds: from half a minute up to a day. */
export const MAIL_RETRY_SECONDS = [
  30,
  120,
  600,
  1800,
  3600,
  3 * 3600,
  6 * 3600,
  12 * 3600,
  24 * 3600,
] as const;

/** How long a mail waits before it looks again for a way out, when there is none. */
export const MAIL_HELD_SECONDS = 300;

// On globalThis: the server's bundles may each hold their own copy of this module.
const globalForMail = globalThis as unknown as { __mailKinds?: Set<string> };
const mailKinds = (globalForMail.__mailKinds ??= new Set<string>());

/** The kinds of job that are mails, as registered in this process (the alerts' lateness rule). */
export function registeredMailKinds(): string[] {
  return [...mailKinds];
}

/** Registers a kind's renderer; with no way to send, a mail waits (keeping its tries) and looks again. */
export function registerMail(kind: string, render: MailRenderer): void {
  mailKinds.add(kind);
  registerJob(kind, {
    retrySeconds: MAIL_RETRY_SECONDS,
    maxAttempts: MAIL_MAX_ATTEMPTS,
    async run(ref, context) {
      if (mailTransport() === 'none')
        throw new JobDeferred(NO_TRANSPORT_MESSAGE, MAIL_HELD_SECONDS);
      const message = await render(ref, context);
      if (!message) return 'skipped';
      await sendMail(message);
      return 'sent';
    },
  });
}

/** Queues a mail in the caller's transaction; its job id. */
export async function enqueueMail(db: Db, kind: string, ref: MailRef, now = new Date()) {
  return (await enqueueJob(db, kind, ref, { now }))!;
}

/** The id of a mail of `kind` about `ref` queued and not sent yet, if any. */
export function unsentMail(db: Db, kind: string, ref: MailRef): Promise<number | undefined> {
  return unfinishedJob(db, kind, ref);
}

/** Tries a queued mail now: 'sent', or 'retry', 'failed', 'skipped', 'deferred' or 'busy'. */
export async function sendQueuedMail(id: number, now = new Date()): Promise<string> {
  return (await runJob(id, now)).outcome;
}
