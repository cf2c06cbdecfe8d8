import { simpleParser, type ParsedMail } from 'mailparser';
import { getDb } from '@/lib/db';
import { log } from '@/lib/log';
import { SOFT_BOUNCE_DAYS, SOFT_BOUNCE_LIMIT } from './constants';
import { findDelivery, noteUnsubscribe } from './issue-queries';
import { markUnsubscribed, spendTokens } from './queries';
import { readIssueMessageId, readReturnPath, type ReturnPathTarget } from './signed';

/**
 * Delivery reports (RFC 3464) and complaint reports (ARF, RFC 5965) received for the
 * newsletter's mail, read with mailparser, and what each does to its subscriber:
 * - a permanent failure (5.x.x) suppresses the address, with its reason;
 * - a temporary failure (4.x.x, the relay gave up) is counted, and a third mail failing within
 *   30 days suppresses; a delay notice (the relay is still trying) counts for nothing;
 * - a complaint unsubscribes.
 * A report changes a subscriber only through a target that carries this site's MAC: a return
 * path (the report's envelope recipient or To, or one quoted from the original) or the signed
 * Message-ID of an issue's mail. Anyone can mail the bounce address, but only someone who
 * received a mail can name it, and then only that mail. Confirming again lifts a suppression.
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

/** Header-style fields of a delivery-status or feedback-report body, in groups. */
function fieldGroups(text: string): Map<string, string>[] {
  return text
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => {
      const fields = new Map<string, string>();
      for (const line of block.replace(/\n[ \t]+/g, ' ').split('\n')) {
        const colon = line.indexOf(':');
        if (colon > 0)
          fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      return fields;
    })
    .filter((fields) => fields.size > 0);
}

const MESSAGE_ID = /<issue-\d{1,12}\.delivery-\d{1,12}\.[a-f0-9]{20}@/gi;
const RETURN_PATH = /[\w.+-]+\+[ds]\d{1,12}-[a-f0-9]{20}@[\w.-]+/gi;

/**
 * The mail a report is about: its envelope recipient or To when that is one of this site's
 * return paths, else a return path quoted anywhere in it (the original's Return-Path, ARF's
 * Original-Mail-From), else the signed Message-ID of an issue's mail quoted in it. Each is
 * checked by its MAC; anything unsigned names nobody.
 */
function targetOf(mail: ParsedMail, raw: string, envelopeTo?: string): ReturnPathTarget | null {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  const addresses = [
    ...(envelopeTo ? [envelopeTo] : []),
    ...to.flatMap((group) => group.value.map((a) => a.address ?? '')),
    ...(raw.match(RETURN_PATH) ?? []),
  ];
  for (const address of addresses) {
    const target = readReturnPath(address);
    if (target) return target;
  }
  for (const [messageId] of raw.matchAll(MESSAGE_ID)) {
    const target = readIssueMessageId(messageId);
    if (target) return target;
  }
  return null;
}

/** What a received report says: one entry per failed recipient, or one complaint. */
export async function readReport(raw: Buffer | string, envelopeTo?: string) {
  // Kept as a part of its own, not merged into the text (mailparser's default).
  const mail = await simpleParser(raw, { keepDeliveryStatus: true });
  const target = targetOf(mail, typeof raw === 'string' ? raw : raw.toString('utf8'), envelopeTo);
  const reports: InboundReport[] = [];
  for (const part of mail.attachments) {
    if (part.contentType === 'message/feedback-report') {
      reports.push({ kind: 'complaint', status: null, diagnostic: null, target });
    }
    if (part.contentType === 'message/delivery-status') {
      for (const fields of fieldGroups(part.content.toString('utf8')).slice(1)) {
        const action = fields.get('action')?.toLowerCase();
        if (!action) continue;
        const status = /^([245])\.\d{1,3}\.\d{1,3}/.exec(fields.get('status') ?? '')?.[0] ?? null;
        // Only a recipient the relay gave up on failed: `delayed` is a mail still on its way.
        const failed = action === 'failed' && status && !status.startsWith('2');
        reports.push({
          kind: failed ? (status.startsWith('5') ? 'hard' : 'soft') : 'ignored',
          status,
          diagnostic: (fields.get('diagnostic-code') ?? '').slice(0, 500) || null,
          target,
        });
      }
    }
  }
  return reports;
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
      if (await markUnsubscribed(trx, { id, now })) {
        await spendTokens(trx, { subscriberId: id, now });
        await noteUnsubscribe(trx, { subscriberId: id, now });
      }
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
    // Mails, not reports: a relay may report one mail's failure more than once. Reports about
    // the welcome mail (no delivery) are about that one mail.
    const mails = new Set(soft.map((row) => row.delivery_id)).size;
    if (mails >= SOFT_BOUNCE_LIMIT) {
      return suppress(`${mails} temporary failures in ${SOFT_BOUNCE_DAYS} days: ${reason}`);
    }
    return 'counted' as const;
  });
  log.info('newsletter.report_received', { subscriberId: id, kind, outcome });
  return outcome;
}

/** Reads a received report and applies each of its entries; what each did. */
export async function receiveReport(raw: Buffer | string, envelopeTo?: string, now = new Date()) {
  const reports = await readReport(raw, envelopeTo);
  const outcomes: ReportOutcome[] = [];
  for (const report of reports) outcomes.push(await applyReport(report, now));
  return outcomes;
}
