'use server';

import { z } from 'zod';
import { fill } from '@/lib/text';
import { issueDecisionPage } from '@/content/newsletter-sending';
import { throughGate } from '@/lib/http/action-gate';
import { decideIssue } from './decisions';

/**
 * The one button of /newsletter/issue: the signed token decides, not the visitor, and a token
 * for Skip never sends. Limited per client like the site's other forms.
 */
const decisionGate = {
  schema: z.strictObject({
    token: z.string().min(1, issueDecisionPage.invalid).max(200, issueDecisionPage.invalid),
  }),
  rateLimit: { name: 'newsletter-issue-decision', limit: { points: 20, duration: 60 } },
};

/** After the button: what became of the issue, or why nothing did. null before a post. */
export type IssueDecisionState = { kind: 'success' | 'error'; text: string } | null;

export async function decideIssueAction(
  _state: IssueDecisionState,
  form: FormData,
): Promise<IssueDecisionState> {
  const token = form.get('token');
  const outcome = await throughGate(decisionGate, { token }, (input) => decideIssue(input.token));
  if (!outcome.ok) return { kind: 'error', text: outcome.message };
  const { decision, applied, status } = outcome.value;
  if (applied) {
    return {
      kind: 'success',
      text: decision === 'send' ? issueDecisionPage.sentDone : issueDecisionPage.skippedDone,
    };
  }
  return {
    kind: 'error',
    text: fill(issueDecisionPage.alreadyDecided, {
      status: issueDecisionPage.statuses[status],
    }),
  };
}
