'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useEffect, useRef, useState } from 'react';
import { unsubscribePage } from '@/content/newsletter';
import { site } from '@/content/site';
import { ApiError, NetworkError } from '@/lib/hooks/fetcher';
import { useUnsubscribe } from '@/lib/hooks/use-newsletter';

/**
 * /unsubscribe?token=...: the link in every newsletter mail. Loading the page changes nothing
 * (link scanners open it too); the button sends the POST.
 */
export function UnsubscribeForm({ token }: { token: string | null }) {
  const { trigger, isMutating } = useUnsubscribe();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  if (done) {
    return (
      <div className="text-center">
        <h1 ref={doneHeading} tabIndex={-1} className="text-3xl font-bold">
          {unsubscribePage.doneHeading}
        </h1>
        <p className="text-ink-soft mt-4">{unsubscribePage.doneText}</p>
        <IntentLink
          href="/"
          className="bg-ink hover:bg-ink-soft mt-8 inline-block rounded-md px-6 py-3 font-semibold text-white"
        >
          {unsubscribePage.home}
        </IntentLink>
      </div>
    );
  }

  const onUnsubscribe = async () => {
    if (!token) return;
    setFailure(null);
    try {
      await trigger({ token });
      setDone(true);
    } catch (error) {
      setFailure(
        error instanceof ApiError
          ? (error.serverMessage ?? unsubscribePage.failed)
          : error instanceof NetworkError
            ? unsubscribePage.network
            : unsubscribePage.failed,
      );
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
            className="bg-ink hover:bg-ink-soft mt-8 min-h-12 rounded-md px-8 font-semibold text-white disabled:cursor-wait disabled:opacity-70"
          >
            {isMutating ? unsubscribePage.submitBusy : unsubscribePage.submit}
          </button>
        </>
      ) : (
        <p className="text-ink-soft mt-4">
          {unsubscribePage.missingToken}{' '}
          <a href={`mailto:${site.contactEmail}`} className="underline underline-offset-2">
            {site.contactEmail}
          </a>
        </p>
      )}
      <div aria-live="polite" className="mt-6 empty:hidden">
        {failure ? (
          <p className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {failure}
          </p>
        ) : null}
      </div>
    </div>
  );
}
