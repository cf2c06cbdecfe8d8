import { AppError } from '@/lib/errors';
import { getDb } from '@/lib/db';
import { errorFields, log } from '@/lib/log';
import { unsubscribeWithin } from '@/lib/newsletter/subscribers';
import { SOFT_BOUNCE_DAYS, SOFT_BOUNCE_LIMIT } from './constants';
import { findDelivery } from './issue-queries';
import {
  ReaderUnavailable,
  ReadersBusy,
  ReadTimeout,
  UnreadableReport,
  reportReaders,
  type ReadMail,
  type ReportReaders,
} from './report-readers';
import { readIssueMessageId, readReturnPath, type ReturnPathTarget } from './signed';

/**
 * Delivery (RFC 3464) and complaint (RFC 5965) reports: a 5.x.x failure, or a third 4.x.x in 30
 * days, suppresses; a complaint unsubscribes. Only a target carrying this site's MAC (a return
 * path or a signed Message-ID) names a subscriber. Confirming again lifts a suppression.
 */
export type ReportKind = 'hard' | 'soft' | 'complaint';

export interface InboundReport {
  /** What the report says; `ignored` for a recipient that did not fail (delayed, delivered). */
  kind: ReportKind | 'ignored';
  /** The enhanced status code (RFC 3463), as 5.1.1; null for a complaint. */
  status: string | null;
  diagnostic: string | null;
  target: ReturnPathTarget | null;
}

/**
 * The mail a report is about: a return path (envelope, To, or quoted in its parts), else a
 * signed Message-ID quoted there; each checked by its MAC.
 */
function targetOf(mail: ReadMail, envelopeTo?: string): ReturnPathTarget | null {
  const addresses = [...(envelopeTo ? [envelopeTo] : []), ...mail.to, ...mail.returnPaths];
  for (const address of addresses) {
    const target = readReturnPath(address);
    if (target) return target;
  }
  for (const messageId of mail.messageIds) {
    const target = readIssueMessageId(messageId);
    if (target) return target;
  }
  return null;
}

const STATUS = /^([245])\.\d{1,3}\.\d{1,3}/;

/** What a received report says: one entry per recipient, or one complaint. */
export async function readReport(
  raw: string,
  envelopeTo?: string,
  { readers = reportReaders(), budgetMs }: { readers?: ReportReaders; budgetMs?: number } = {},
) {
  const mail = await readers.read(raw, budgetMs);
  const target = targetOf(mail, envelopeTo);
  return mail.entries.map((entry): InboundReport => {
    if (entry.type === 'complaint')
      return { kind: 'complaint', status: null, diagnostic: null, target };
    const status = STATUS.exec(entry.status)?.[0] ?? null;
    // Only a recipient the relay gave up on failed: `delayed` is a mail still on its way.
    const failed = entry.action.toLowerCase() === 'failed' && status && !status.startsWith('2');
    return {
      kind: failed ? (status.startsWith('5') ? 'hard' : 'soft') : 'ignored',
      status,
      diagnostic: entry.diagnostic || null,
      target,
    };
  });
}

export type ReportOutcome = 'suppressed' | 'counted' | 'unsubscribed' | 'ignored' | 'unknown';

/** Records a report against its subscriber and applies what it means. */
export async function applyReport(report: InboundReport, now = new Date()): Promise<ReportOutcome> {
  const { kind } = report;
  if (kind === 'ignored') return 'ignored';
  const db = getDb();
  let subscriberId: number | undefined;
  let deliveryId: number | null = null;
  if (report.target && 'deliveryId' in report.target) {
    const delivery = await findDelivery(db, report.target.deliveryId);
    subscriberId = delivery?.subscriber_id;
    deliveryId = delivery ? delivery.id : null;
  } else if (report.target) {
    subscriberId = report.target.subscriberId;
  }
  if (subscriberId === undefined) return 'unknown';
  const id = subscriberId;
  const outcome = await db.transaction().execute(async (trx) => {
    const exists = await trx
      .selectFrom('newsletter_subscribers')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!exists) return 'unknown' as const;
    await trx
      .insertInto('newsletter_bounces')
      .values({
        subscriber_id: id,
        delivery_id: deliveryId,
        kind,
        status_code: report.status,
        diagnostic: report.diagnostic,
        received_at: now.toISOString(),
      })
      .execute();
    const suppress = async (reason: string) => {
      await trx
        .updateTable('newsletter_subscribers')
        .set({
          suppressed_at: now.toISOString(),
          suppression_reason: reason.slice(0, 500),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('suppressed_at', 'is', null)
        .execute();
      return 'suppressed' as const;
    };
    if (kind === 'complaint') {
      await unsubscribeWithin(trx, { id, now });
      return 'unsubscribed' as const;
    }
    const reason = [report.status, report.diagnostic].filter(Boolean).join(' ');
    if (kind === 'hard') return suppress(`permanent failure: ${reason}`);
    const since = new Date(now.getTime() - SOFT_BOUNCE_DAYS * 24 * 60 * 60 * 1000);
    const soft = await trx
      .selectFrom('newsletter_bounces')
      .select('delivery_id')
      .where('subscriber_id', '=', id)
      .where('kind', '=', 'soft')
      .where('received_at', '>=', since.toISOString())
      .execute();
    // Mails, not reports: a relay may report one mail's failure more than once.
    const mails = new Set(soft.map((row) => row.delivery_id)).size;
    if (mails >= SOFT_BOUNCE_LIMIT) {
      return suppress(`${mails} temporary failures in ${SOFT_BOUNCE_DAYS} days: ${reason}`);
    }
    return 'counted' as const;
  });
  log.info('newsletter.report_received', { subscriberId: id, kind, outcome });
  return outcome;
}

/** Reads a report and applies each entry: unreadable is a 4xx, every reader busy a 503. */
export async function receiveReport(
  raw: string,
  envelopeTo?: string,
  now = new Date(),
  options?: { readers?: ReportReaders; budgetMs?: number },
) {
  let reports: InboundReport[];
  try {
    reports = await readReport(raw, envelopeTo, options);
  } catch (error) {
    throw unread(error);
  }
  const outcomes: ReportOutcome[] = [];
  for (const report of reports) outcomes.push(await applyReport(report, now));
  return outcomes;
}

function unread(error: unknown) {
  if (error instanceof ReadTimeout) {
    log.warn('newsletter.report_unread', { reason: 'budget', budgetMs: error.budgetMs });
    return new AppError(422, error.message);
  }
  if (error instanceof ReadersBusy) {
    return new AppError(503, error.message, undefined, { 'Retry-After': '60' });
  }
  if (error instanceof UnreadableReport) return new AppError(422, error.message);
  if (error instanceof ReaderUnavailable) {
    log.error('newsletter.report_reader_unavailable', errorFields(error.cause));
    return new AppError(
      503,
      'Reports cannot be read at the moment; send this one again later.',
      undefined,
      {
        'Retry-After': '60',
      },
    );
  }
  return error;
}
