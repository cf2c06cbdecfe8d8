'use client';

import { useFormStatus } from 'react-dom';
import { SignupMessageRegion } from '@/components/newsletter/signup-message';
import { buttonVariants } from '@/components/ui/button';
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
  const shown: IssueDecisionState = state ?? (settled ? { kind: 'error', text: settled } : null);
  return (
    <>
      {shown?.kind !== 'success' && !(state === null && settled) ? (
        <form action={action} className="mt-8">
          <input type="hidden" name="token" value={token} />
          <DecisionButton decision={decision} />
        </form>
      ) : null}
      <SignupMessageRegion message={shown} className="mt-6" />
    </>
  );
}

function DecisionButton({ decision }: { decision: 'send' | 'skip' }) {
  const { pending } = useFormStatus();
  const [label, busy] =
    decision === 'send'
      ? [issueDecisionPage.sendButton, issueDecisionPage.sendBusy]
      : [issueDecisionPage.skipButton, issueDecisionPage.skipBusy];
  return (
    <button
      type="submit"
      disabled={pending}
      className={buttonVariants({ tone: decision === 'send' ? 'dark' : 'outline' })}
    >
      {pending ? busy : label}
    </button>
  );
}
