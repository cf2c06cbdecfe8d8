import { reportMail } from '@/content/mail';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { enqueueJob, registerCheck, type JobRef } from '@/lib/jobs';
import { errorFields, log } from '@/lib/log';
import {
  composeMail,
  fill,
  preformatted,
  registerMail,
  sendQueuedMail,
  type MailMessage,
} from '@/lib/mail';
// The mail reads: this runs from scripts, where the page surface's server-only guard fails.
import { getPublishedPostSlugsForMail } from '@/lib/wordpress/mail-reads';
import { dayOf } from './store';
import { checkFieldSpeed } from './field-speed';
import { missingPagesReport, missingPagesToText } from './missing';
import { campaignReport, REPORT_GROUPS, reportToText, type ReportGroup } from './report';
import { vitalsReport, vitalsToText } from './vitals';

/**
 * The campaign and field-speed report as a mail to LEADS_NOTIFY_EMAIL: the queued mail names the
 * period, its figures read when sent; with `repeat`, sending it queues the next period's.
 */
export const CAMPAIGN_REPORT_MAIL = 'campaign-report';

/** When a repeated report is due: this hour (UTC) of the day after its period. */
const REPEAT_HOUR_UTC = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReportMail {
  days: number;
  by: ReportGroup;
  until: string;
  repeat: boolean;
}

/** The field-speed rule looks at whole days: once an hour per process is often enough. */
const FIELD_SPEED_CHECK_MS = 60 * 60 * 1000;

export function registerAnalyticsJobs(): void {
  registerMail(CAMPAIGN_REPORT_MAIL, renderCampaignReport);
  registerCheck('field-speed', {
    everyMs: FIELD_SPEED_CHECK_MS,
    run: (now) => checkFieldSpeed(now).then(() => {}),
  });
}

function readRef(ref: JobRef): ReportMail | null {
  const { days, by, until, repeat } = ref;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1) return null;
  if (!REPORT_GROUPS.includes(by as ReportGroup)) return null;
  if (typeof until !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(until)) return null;
  return { days, by: by as ReportGroup, until, repeat: repeat === true };
}

export async function renderCampaignReport(ref: JobRef): Promise<MailMessage | null> {
  const to = getConfig().mail.leadsNotifyEmail;
  const mail = readRef(ref);
  if (!to || !mail) return null;
  if (mail.repeat) await queueReportMail(nextReport(mail));
  const report = await campaignReport(getDb(), mail);
  // The owner's one weekly mail also carries the field speed of the same days.
  const vitals = await vitalsReport(getDb(), { days: mail.days, until: mail.until });
  // And what search lost: the most requested missing addresses, each with the nearest post.
  const posts = await getPublishedPostSlugsForMail().catch((error: unknown) => {
    log.warn('analytics.report_posts_unavailable', errorFields(error));
    return [];
  });
  const missing = await missingPagesReport(getDb(), { days: mail.days, until: mail.until, posts });
  const period = { from: report.current.from, to: report.current.to };
  // The tags are plain text by their rule; the table is still escaped (by the kit), never markup.
  return composeMail({
    to,
    subject: fill(reportMail.subject, period),
    preheader: fill(reportMail.preheader, period),
    parts: [
      preformatted(
        `${reportToText(report)}\n${vitalsToText(vitals)}\n${missingPagesToText(missing)}`,
      ),
    ],
  });
}

/** The report after `mail`: the next period of the same length, due once it has ended. */
export function nextReport(mail: ReportMail): ReportMail & { runAt: Date } {
  const until = dayOf(new Date(Date.parse(`${mail.until}T00:00:00Z`) + mail.days * DAY_MS));
  const runAt = new Date(Date.parse(`${until}T00:00:00Z`) + DAY_MS + REPEAT_HOUR_UTC * 3_600_000);
  return { ...mail, until, runAt };
}

/** Queues a report mail once per period, grouping and length; undefined when already queued. */
export async function queueReportMail(
  mail: ReportMail & { runAt?: Date },
  now = new Date(),
): Promise<number | undefined> {
  const { days, by, until, repeat } = mail;
  return enqueueJob(
    getDb(),
    CAMPAIGN_REPORT_MAIL,
    { days, by, until, repeat },
    { runAt: mail.runAt, uniqueKey: `${CAMPAIGN_REPORT_MAIL}:${by}:${days}:${until}`, now },
  );
}

/** Queues the last `days` days' report mail and tries it at once. */
export async function mailCampaignReport(
  options: { days: number; by: ReportGroup; repeat?: boolean },
  now = new Date(),
): Promise<'sent' | 'queued' | 'already queued'> {
  registerAnalyticsJobs();
  const id = await queueReportMail(
    { ...options, until: dayOf(now), repeat: options.repeat ?? false },
    now,
  );
  if (id === undefined) return 'already queued';
  return (await sendQueuedMail(id, now)) === 'sent' ? 'sent' : 'queued';
}
