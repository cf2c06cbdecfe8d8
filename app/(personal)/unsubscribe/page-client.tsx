'use client';

import { useState } from 'react';
import { ContactLine, ResultView } from '@/components/newsletter/result-view';
import { SignupMessageRegion } from '@/components/newsletter/signup-message';
import { buttonVariants } from '@/components/ui/button';
import { unsubscribePage } from '@/content/newsletter';
import { messageFor } from '@/lib/hooks/fetcher';
import { useMutation, type MessageReply } from '@/lib/hooks/use-mutation';
import { WayOnLink } from '@/components/layout/link-page';

const failureCopy = {
  failure: unsubscribePage.failed,
  network: unsubscribePage.network,
  unexpected: unsubscribePage.failed,
};

/**
 * /unsubscribe?token=...: the link in every newsletter mail. Loading the page changes nothing
 * (link scanners open it too); the button sends the POST, the one call a page's own button
 * makes rather than a form.
 */
export function UnsubscribeForm({ token }: { token: string | null }) {
  const { trigger, isMutating } = useMutation<{ token: string }, MessageReply>(
    '/api/newsletter/unsubscribe',
  );
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (done) {
    return (
      <ResultView heading={unsubscribePage.doneHeading}>
        <p className="text-ink-soft mt-4">{unsubscribePage.doneText}</p>
        <WayOnLink label={unsubscribePage.home} />
      </ResultView>
    );
  }

  const onUnsubscribe = async () => {
    if (!token) return;
    setFailure(null);
    try {
      await trigger({ token });
      setDone(true);
    } catch (error) {
      setFailure(messageFor(error, failureCopy));
    }
  };

  return (
    <div className="text-center">
      <h1 className="text-3xl font-bold">{unsubscribePage.heading}</h1>
      {token ? (
        <>
          <p className="text-ink-soft mt-4">{unsubscribePage.intro}</p>
          <button
            type="button"
            onClick={onUnsubscribe}
            disabled={isMutating}
            className={buttonVariants({ tone: 'dark', className: 'mt-8' })}
          >
            {isMutating ? unsubscribePage.submitBusy : unsubscribePage.submit}
          </button>
        </>
      ) : (
        <ContactLine text={unsubscribePage.missingToken} className="text-ink-soft mt-4" />
      )}
      <SignupMessageRegion
        message={failure ? { kind: 'error', text: failure } : null}
        className="mt-6"
      />
    </div>
  );
}
