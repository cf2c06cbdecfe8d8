'use client';

import { SignupMessageRegion } from '@/components/newsletter/signup-message';
import { buttonVariants } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { issueDecisionPage } from '@/content/newsletter-sending';
import { useFormAction } from '@/lib/hooks/use-form-action';
import { decideIssueAction, type IssueDecisionState } from '@/lib/newsletter/issues/client';

const unanswered = (): IssueDecisionState => ({ kind: 'error', text: issueDecisionPage.failed });

/**
 * The one button of a preview link's page: a form posted to the Server Action, with or without
 * the page's script. Once it has answered, the button goes and the outcome is read out; an
 * issue already decided (`settled`, what became of it) shows that instead of the button.
 */
export function IssueDecisionForm({
  token,
  decision,
  permalink,
  settled,
}: {
  token: string;
  decision: 'send' | 'skip';
  permalink: string;
  settled: string | null;
}) {
  const [state, action] = useFormAction(decideIssueAction, null, permalink, unanswered);
  const send = decision === 'send';
  const shown: IssueDecisionState = state ?? (settled ? { kind: 'error', text: settled } : null);
  return (
    <>
      {shown?.kind !== 'success' && !(state === null && settled) ? (
        <form action={action} className="mt-8">
          <input type="hidden" name="token" value={token} />
          <PendingButton
            label={send ? issueDecisionPage.sendButton : issueDecisionPage.skipButton}
            busy={send ? issueDecisionPage.sendBusy : issueDecisionPage.skipBusy}
            className={buttonVariants({ tone: send ? 'dark' : 'outline' })}
          />
        </form>
      ) : null}
      <SignupMessageRegion message={shown} className="mt-6" />
    </>
  );
}
