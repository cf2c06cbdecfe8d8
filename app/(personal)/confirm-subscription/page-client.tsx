'use client';

import { Check } from 'lucide';
import { useEffect, useRef, useState } from 'react';
import { ConfirmCodeForm } from '@/components/newsletter/confirm-code-form';
import { WayOnLink } from '@/components/layout/link-page';
import { ContactLine, ResultView } from '@/components/newsletter/result-view';
import { TopicsForm } from '@/components/newsletter/topics-form';
import { ButtonLink } from '@/components/ui/button-link';
import { SvgIcon } from '@/components/ui/svg-icon';
import { toast } from '@/components/ui/toaster';
import { confirmPage, newsletterMessages } from '@/content/newsletter';
import { useFormAction } from '@/lib/hooks/use-form-action';
import {
  confirmCodeAction,
  confirmLinkAction,
  type ConfirmCodeState,
} from '@/lib/newsletter/opt-in/client';

/** The link's token: being confirmed, confirmed (with the topics' token, if any), or not. */
type LinkState = 'loading' | { confirmed: true; preferences?: string } | { notice: string };

function unanswered(_state: ConfirmCodeState, form: FormData, error: unknown): ConfirmCodeState {
  const text = (name: string) => String(form.get(name) ?? '');
  return {
    outcome: 'refused',
    email: text('email'),
    otpCode: text('otpCode'),
    message:
      error instanceof TypeError
        ? newsletterMessages.confirmNetwork
        : newsletterMessages.confirmFailure,
    invalid: [],
  };
}

/**
 * /confirm-subscription: a link's token is confirmed by this script once the page has loaded
 * (mail scanners that prefetch the link run no script); without a token, or when it fails, the
 * e-mail and code form.
 */
export function ConfirmSubscription({ token }: { token: string | null }) {
  const [code, action] = useFormAction(
    confirmCodeAction,
    null,
    '/confirm-subscription',
    unanswered,
  );
  // The state the page was drawn with: a code form's answer sent without the script is the page.
  const [drawn] = useState(code);
  const [link, setLink] = useState<LinkState>(token ? 'loading' : { notice: confirmPage.noToken });
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirmLinkAction(token).then(
      ({ confirmed, preferences }) => {
        if (!confirmed) return setLink({ notice: confirmPage.tokenFailed });
        // The token is spent: take it out of the address bar and the history.
        window.history.replaceState(window.history.state, '', '/confirm-subscription');
        setLink({ confirmed: true, preferences });
      },
      () => setLink({ notice: confirmPage.noToken }),
    );
  }, [token]);

  useEffect(() => {
    if (code !== drawn && code?.outcome === 'confirmed') toast.success(confirmPage.successToast);
  }, [code, drawn]);

  if (code?.outcome === 'confirmed') return <SuccessView preferences={code.preferences} />;
  if (typeof link === 'object' && 'confirmed' in link)
    return <SuccessView preferences={link.preferences} />;
  if (code?.outcome === 'spent') return <ErrorView message={code.message} />;
  if (link === 'loading') {
    return (
      <div className="text-center">
        <h1 className="text-3xl font-bold">{confirmPage.formHeading}</h1>
        <p role="status" className="text-ink-soft mt-6 flex items-center justify-center gap-3">
          <span
            aria-hidden="true"
            className="border-line border-t-ink inline-block h-5 w-5 animate-spin rounded-full border-2"
          />
          {confirmPage.loading}
        </p>
      </div>
    );
  }
  return <ConfirmCodeForm notice={link.notice} state={code} action={action} />;
}

/** Confirmed: what comes next, and the choice of topics when there is one to make. */
function SuccessView({ preferences }: { preferences?: string }) {
  return (
    <ResultView
      heading={confirmPage.successHeading}
      icon={
        <span
          aria-hidden="true"
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-700/12 text-green-700"
        >
          <SvgIcon node={Check} className="size-9" strokeWidth={3} />
        </span>
      }
    >
      <p className="text-ink-soft mt-4">{confirmPage.successText}</p>
      {preferences ? (
        <TopicsForm
          token={preferences}
          topics={{ insights: true, 'case-study': true }}
          pausedUntil={null}
          place="confirm"
          permalink="/confirm-subscription"
        />
      ) : null}
      <WayOnLink href="/insights" label={confirmPage.successLink} />
    </ResultView>
  );
}

function ErrorView({ message }: { message: string }) {
  return (
    <ResultView heading={confirmPage.errorHeading}>
      <p role="alert" className="mt-4 font-medium text-red-800">
        {message}
      </p>
      <p className="text-ink-soft mt-2">{confirmPage.errorText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* The sign-up form is the marketing pages' (this page's quiet shell has none). */}
        <ButtonLink href="/#newsletter" variant="dark">
          {confirmPage.tryAgain}
        </ButtonLink>
        <ButtonLink href="/insights" variant="outline">
          {confirmPage.backToInsights}
        </ButtonLink>
      </div>
      <ContactLine text={confirmPage.contactLine} className="text-ink-soft mt-8 text-sm" />
    </ResultView>
  );
}
