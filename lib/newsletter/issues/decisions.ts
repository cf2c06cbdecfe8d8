import { issueDecisionPage } from '@/content/newsletter-sending';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { afterAnswer } from '@/lib/http/after-answer';
import { runJob } from '@/lib/jobs';
import { errorFields, log } from '@/lib/log';
import * as q from './issue-queries';
import { verifyDecisionToken, type IssueDecision } from './signed';

/**
 * The owner's answer to a preview: each signed link opens a page that only shows the issue (a
 * scanner following it decides nothing); its one button posts the decision.
 */
export interface IssueDecisionView {
  decision: IssueDecision;
  status: 'held' | 'sending' | 'sent' | 'skipped' | 'cancelled';
  sendAt: string;
  titles: string[];
}

/** What a decision link's page shows; null when the token is forged, expired or the issue gone. */
export async function viewDecision(
  token: string,
  now = new Date(),
): Promise<IssueDecisionView | null> {
  const claim = verifyDecisionToken(token, now);
  if (!claim) return null;
  const db = getDb();
  const issue = await q.findIssue(db, claim.issueId);
  if (!issue) return null;
  const items = await q.itemsOf(db, issue.id);
  return {
    decision: claim.decision,
    status: issue.status,
    sendAt: issue.send_at,
    titles: items.map((item) => item.title),
  };
}

/**
 * Applies a token's decision to an issue still held (Skip settles it; Send now runs its send job
 * after the answer); on an issue already decided it changes nothing and says where it stands.
 */
export async function decideIssue(
  token: string,
  now = new Date(),
): Promise<{ decision: IssueDecision; applied: boolean; status: IssueDecisionView['status'] }> {
  const claim = verifyDecisionToken(token, now);
  if (!claim) throw new AppError(400, issueDecisionPage.invalid);
  const db = getDb();
  let applied = false;
  if (claim.decision === 'skip') {
    applied = await db.transaction().execute(async (trx) => {
      const done = await q.decideIssue(trx, {
        id: claim.issueId,
        status: 'skipped',
        decidedBy: 'owner',
        now,
      });
      if (done) await q.settlePostsOf(trx, { issueId: claim.issueId, state: 'skipped', now });
      return done;
    });
    if (applied) log.info('newsletter.issue_skipped', { issueId: claim.issueId });
  } else {
    const held = await q.sendIssueNow(db, { id: claim.issueId, now });
    applied = held !== undefined;
    if (held?.send_job_id) {
      const jobId = held.send_job_id;
      log.info('newsletter.issue_send_now', { issueId: claim.issueId });
      afterAnswer(
        () => runJob(jobId),
        (error) => log.error('newsletter.send_now_failed', errorFields(error)),
      );
    }
  }
  const issue = await q.findIssue(db, claim.issueId);
  if (!issue) throw new AppError(404, issueDecisionPage.invalid);
  return { decision: claim.decision, applied, status: issue.status };
}
