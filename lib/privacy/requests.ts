import { privacyAddressPage, privacyLinkMail, privacyOwnerMail } from '@/content/privacy';
import { site } from '@/content/site';
import { recordConditions } from '@/lib/alerts';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { afterAnswer } from '@/lib/http/after-answer';
import { registerCheck } from '@/lib/jobs';
import { errorFields, log } from '@/lib/log';
import {
  button,
  composeMail,
  enqueueMail,
  fill,
  paragraph,
  registerMail,
  sendQueuedMail,
  team,
  type MailRef,
} from '@/lib/mail';
import { linkUsed, openLink, sealLink, spendLink } from '@/lib/sealed-links';
import { absoluteUrl } from '@/lib/seo/metadata';
import { holdsData, readdress } from './desk';
import { addressHash } from './personal-data';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The owner is reminded (and alerted) of a manual step this many days before its deadline. */
export const REMIND_DAYS_BEFORE = 5;

export const PRIVACY_MAILS = {
  link: 'privacy-link',
  address: 'privacy-address',
  owner: 'privacy-owner',
  reminder: 'privacy-reminder',
} as const;

export const PRIVACY_PAGES = {
  request: '/privacy/requests',
  open: '/privacy/open',
  report: '/privacy/report',
  address: '/privacy/address',
} as const;

/** Sends a queued mail once the answer is out; a failure leaves it to the mail job. */
const sendAfterAnswer = (mailId: number, event: string) =>
  afterAnswer(
    () => sendQueuedMail(mailId),
    (error) => log.error(event, { mailId, ...errorFields(error) }),
  );

const requestRow = (ref: MailRef) =>
  getDb()
    .selectFrom('privacy_requests')
    .selectAll()
    .where('id', '=', Number(ref.requestId))
    .executeTakeFirst();

/**
 * Asks for the report's link for an address: the same work whether or not it is known (one
 * row and one queued mail in one transaction); the lookup is the mail job's, after the answer.
 */
export async function requestLink(email: string, now = new Date()): Promise<void> {
  const mailId = await getDb()
    .transaction()
    .execute(async (trx) => {
      const { id } = await trx
        .insertInto('privacy_requests')
        .values({
          email,
          email_hash: addressHash(email),
          kind: 'access',
          status: 'open',
          detail: null,
          created_at: now.toISOString(),
          due_at: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return enqueueMail(trx, PRIVACY_MAILS.link, { requestId: id }, now);
    });
  sendAfterAnswer(mailId, 'privacy.link_deferred');
}

/**
 * The link's mail, when the address holds data and had no link in the past hour; otherwise the
 * request is forgotten (an unknown address is kept nowhere) and nothing is sent.
 */
export async function renderLinkMail(ref: MailRef, { now }: { now: Date }) {
  const db = getDb();
  const request = await requestRow(ref);
  if (!request?.email || request.status !== 'open') return null;
  const earlier = await db
    .selectFrom('privacy_requests')
    .select('id')
    .where('email_hash', '=', request.email_hash)
    .where('kind', '=', 'access')
    .where('id', '<', request.id)
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS).toISOString())
    .executeTakeFirst();
  if (earlier || !(await holdsData(request.email))) {
    await db.deleteFrom('privacy_requests').where('id', '=', request.id).execute();
    return null;
  }
  const token = sealLink('privacy', String(request.id), { days: 1, now });
  const url = absoluteUrl(`${PRIVACY_PAGES.open}?${new URLSearchParams({ t: token })}`);
  return composeMail({
    to: request.email,
    subject: fill(privacyLinkMail.subject, { brand: site.brandName }),
    preheader: privacyLinkMail.preheader,
    parts: [
      paragraph(privacyLinkMail.intro),
      button(url, privacyLinkMail.button),
      paragraph(privacyLinkMail.ignore, { muted: true }),
    ],
    headers: { 'Auto-Submitted': 'auto-replied' },
  });
}

/** The request a mailed link names, while it is valid and unused; null otherwise. */
export async function openRequest(token: unknown, now = new Date()) {
  const claims = openLink(token, ['privacy'], now);
  return claims && !(await linkUsed(claims)) ? claims : null;
}

/**
 * Spends a mailed link (the page's button): the session token the report's pages then use,
 * valid for an hour; null when the link expired or was used.
 */
export async function spendRequestLink(token: unknown, now = new Date()): Promise<string | null> {
  const claims = openLink(token, ['privacy'], now);
  if (!claims || !(await spendLink(getDb(), claims, now))) return null;
  await getDb()
    .updateTable('privacy_requests')
    .set({ status: 'done', done_at: now.toISOString() })
    .where('id', '=', Number(claims.ref))
    .where('status', '=', 'open')
    .execute();
  return sealLink('privacy-session', claims.ref, { until: new Date(now.getTime() + HOUR_MS), now });
}

/** The address a report session is for; null when it expired or the address was erased. */
export async function sessionAddress(token: unknown, now = new Date()): Promise<string | null> {
  const claims = openLink(token, ['privacy-session'], now);
  return claims ? sessionRequest(Number(claims.ref)) : null;
}

/** Mails a link to a new address; the data moves once its owner opens it (readdress). */
export async function requestAddressChange(requestId: number, to: string, now = new Date()) {
  const mailId = await enqueueMail(getDb(), PRIVACY_MAILS.address, { requestId, to }, now);
  sendAfterAnswer(mailId, 'privacy.address_deferred');
}

async function renderAddressMail(ref: MailRef, { now }: { now: Date }) {
  const to = String(ref.to);
  const token = sealLink('privacy-address', JSON.stringify([Number(ref.requestId), to]), {
    days: 1,
    now,
  });
  const url = absoluteUrl(`${PRIVACY_PAGES.address}?${new URLSearchParams({ t: token })}`);
  return composeMail({
    to,
    subject: fill(privacyAddressPage.mailSubject, { brand: site.brandName }),
    preheader: privacyAddressPage.mailSubject,
    parts: [
      paragraph(fill(privacyAddressPage.mailIntro, { brand: site.brandName })),
      button(url, privacyAddressPage.button),
    ],
    headers: { 'Auto-Submitted': 'auto-replied' },
  });
}

/** What a new address's link names: the request it came from and the address; null if not valid. */
export async function openAddressLink(token: unknown, now = new Date()) {
  const claims = openLink(token, ['privacy-address'], now);
  if (!claims || (await linkUsed(claims))) return null;
  const [requestId, to] = JSON.parse(claims.ref) as [number, string];
  return { claims, requestId, to };
}

/** Queues the owner's mail about a request (LEADS_NOTIFY_EMAIL), when one is configured. */
export async function notifyOwner(requestId: number, now = new Date()) {
  if (!getConfig().mail.leadsNotifyEmail) return;
  const mailId = await enqueueMail(getDb(), PRIVACY_MAILS.owner, { requestId }, now);
  sendAfterAnswer(mailId, 'privacy.owner_deferred');
}

const day = (iso: string) => iso.slice(0, 10);

async function renderOwnerMail(ref: MailRef, reminder: boolean) {
  const to = getConfig().mail.leadsNotifyEmail;
  const request = await requestRow(ref);
  if (!to || !request || (reminder && request.status !== 'manual')) return null;
  const detail = JSON.parse(request.detail ?? '{}') as { manual?: string[] } & Record<
    string,
    unknown
  >;
  const { manual = [], ...counts } = detail;
  const values = {
    id: String(request.id),
    kind: request.kind,
    status: request.status,
    date: day(request.created_at),
    due: day(request.due_at),
    manual: manual.join('; '),
    counts:
      Object.entries(counts)
        .map(([k, v]) => `${k} ${JSON.stringify(v)}`)
        .join(', ') || 'nothing',
  };
  const m = privacyOwnerMail;
  return composeMail({
    to: team(to),
    subject: fill(reminder ? m.reminderSubject : m.subject, values),
    preheader: fill(reminder ? m.reminder : m.intro, values),
    parts: reminder
      ? [paragraph(fill(m.reminder, values)), paragraph(fill(m.manual, values))]
      : [
          paragraph(fill(m.intro, values)),
          paragraph(fill(m.done, values)),
          ...(manual.length ? [paragraph(fill(m.manual, values))] : []),
        ],
    headers: { 'Auto-Submitted': 'auto-generated' },
  });
}

/**
 * The requests with a manual step whose 30 days end within REMIND_DAYS_BEFORE: each gets one
 * reminder to the owner, and the alert channels hold the condition while any is waiting.
 */
export async function remindDueRequests(now = new Date()) {
  const db = getDb();
  const soon = new Date(now.getTime() + REMIND_DAYS_BEFORE * DAY_MS).toISOString();
  const due = await db
    .selectFrom('privacy_requests')
    .select(['id', 'due_at'])
    .where('status', '=', 'manual')
    .where('due_at', '<', soon)
    .execute();
  for (const { id } of due) {
    const claimed = await db
      .updateTable('privacy_requests')
      .set({ reminded_at: now.toISOString() })
      .where('id', '=', id)
      .where('reminded_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) > 0 && getConfig().mail.leadsNotifyEmail)
      await enqueueMail(db, PRIVACY_MAILS.reminder, { requestId: id }, now);
  }
  await recordConditions(
    [
      {
        key: 'privacy-requests-due',
        active: due.length > 0,
        title: 'privacy requests near their 30 days',
        reason: `${due.length} request(s) wait for a manual step (npm run privacy:requests)`,
      },
    ],
    now,
  );
  return due.length;
}

/** The desk's mails and its daily check, registered with the site's jobs. */
export function registerPrivacyJobs(): void {
  registerMail(PRIVACY_MAILS.link, renderLinkMail);
  registerMail(PRIVACY_MAILS.address, renderAddressMail);
  registerMail(PRIVACY_MAILS.owner, (ref) => renderOwnerMail(ref, false));
  registerMail(PRIVACY_MAILS.reminder, (ref) => renderOwnerMail(ref, true));
  registerCheck('privacy-requests-due', {
    everyMs: HOUR_MS,
    run: (now) => remindDueRequests(now).then(() => {}),
  });
}

/** The address a request was made for (the address change's source); null once erased. */
export async function sessionRequest(requestId: number): Promise<string | null> {
  const row = await getDb()
    .selectFrom('privacy_requests')
    .select('email')
    .where('id', '=', requestId)
    .executeTakeFirst();
  return row?.email ?? null;
}

/**
 * The new address's button: the link spent, then everything held under the request's address
 * moves to the new one. The request id that moved, or null when the link is not valid.
 */
export async function confirmAddressChange(
  token: unknown,
  now = new Date(),
): Promise<number | null> {
  const link = await openAddressLink(token, now);
  const from = link && (await sessionRequest(link.requestId));
  if (!link || !from || !(await spendLink(getDb(), link.claims, now))) return null;
  return readdress(from, link.to, now);
}
