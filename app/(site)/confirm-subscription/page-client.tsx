'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Check } from 'lucide';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ContactLine, ResultView } from '@/components/newsletter/result-view';
import { SignupMessageRegion } from '@/components/newsletter/signup-message';
import { buttonVariants } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { SvgIcon } from '@/components/ui/svg-icon';
import { toast } from '@/components/ui/toaster';
import { confirmPage, newsletterMessages } from '@/content/newsletter';
import { ApiError, messageFor, NetworkError } from '@/lib/hooks/fetcher';
import { useConfirmSubscription } from '@/lib/hooks/use-newsletter';
import { CODE_LENGTH } from '@/lib/newsletter/constants';
import { confirmCodeSchema, type ConfirmCodeInput } from '@/lib/newsletter/schema';

type State =
  | { name: 'loading' }
  | { name: 'success' }
  | { name: 'otp-required'; notice: string }
  | { name: 'error'; message: string };

/**
 * /confirm-subscription: a link's token is confirmed by this script with a POST (mail
 * scanners that prefetch the link run no script, so they confirm nobody); without a token, or
 * when it fails, the e-mail and code form. A code that can no longer be used (the server
 * answers 410) leads to the error view, whose only way on is a new sign-up.
 */
export function ConfirmSubscription({ token }: { token: string | null }) {
  const [state, setState] = useState<State>(
    token ? { name: 'loading' } : { name: 'otp-required', notice: confirmPage.noToken },
  );
  const { trigger } = useConfirmSubscription();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    trigger({ token })
      .then(() => {
        // The token is spent: take it out of the address bar and the history.
        window.history.replaceState(window.history.state, '', '/confirm-subscription');
        setState({ name: 'success' });
      })
      .catch((error: unknown) =>
        setState({
          name: 'otp-required',
          notice: error instanceof NetworkError ? confirmPage.noToken : confirmPage.tokenFailed,
        }),
      );
  }, [token, trigger]);

  switch (state.name) {
    case 'loading':
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
    case 'success':
      return <SuccessView />;
    case 'error':
      return <ErrorView message={state.message} />;
    case 'otp-required':
      return (
        <CodeForm
          notice={state.notice}
          onConfirmed={() => {
            toast.success(confirmPage.successToast);
            setState({ name: 'success' });
          }}
          onDeadEnd={(message) => setState({ name: 'error', message })}
        />
      );
  }
}

function SuccessView() {
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
      <ButtonLink href="/insights" variant="dark" className="mt-8">
        {confirmPage.successLink}
      </ButtonLink>
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
        <a href="#newsletter" className={buttonVariants({ tone: 'dark' })}>
          {confirmPage.tryAgain}
        </a>
        <ButtonLink href="/insights" variant="outline">
          {confirmPage.backToInsights}
        </ButtonLink>
      </div>
      <ContactLine text={confirmPage.contactLine} className="text-ink-soft mt-8 text-sm" />
    </ResultView>
  );
}

const failureCopy = {
  failure: newsletterMessages.confirmFailure,
  network: newsletterMessages.confirmNetwork,
  unexpected: newsletterMessages.confirmFailure,
};

interface CodeFormProps {
  notice: string;
  onConfirmed: () => void;
  onDeadEnd: (message: string) => void;
}

function CodeForm({ notice, onConfirmed, onDeadEnd }: CodeFormProps) {
  const ids = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const { trigger, isMutating } = useConfirmSubscription();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ConfirmCodeInput>({
    resolver: zodResolver(confirmCodeSchema),
    defaultValues: { email: '', otpCode: '' },
  });

  const onSubmit = async (input: ConfirmCodeInput) => {
    setFailure(null);
    try {
      await trigger(input);
      onConfirmed();
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) {
        // The code is spent (expired or too many wrong tries): only a new sign-up helps.
        onDeadEnd(error.serverMessage ?? newsletterMessages.confirmFailure);
        return;
      }
      setFailure(messageFor(error, failureCopy));
    }
  };

  const validation = errors.email?.message ?? errors.otpCode?.message;
  const problem = validation ?? failure;
  return (
    <div>
      <h1 className="text-3xl font-bold">{confirmPage.formHeading}</h1>
      <p className="text-ink-soft mt-4">{notice}</p>
      <form
        onSubmit={handleSubmit(onSubmit)}
        noValidate
        aria-describedby={problem ? `${ids}-problem` : undefined}
        className="border-line mt-8 space-y-5 rounded-xl border bg-white p-6 shadow-sm"
      >
        <div>
          <label htmlFor={`${ids}-email`} className="block text-sm font-semibold">
            {confirmPage.emailLabel}
          </label>
          <input
            id={`${ids}-email`}
            type="email"
            autoComplete="email"
            required
            aria-invalid={errors.email ? true : undefined}
            className="border-field focus:border-ink mt-2 min-h-12 w-full rounded-md border-2 px-4 text-base"
            {...register('email')}
          />
        </div>
        <div>
          <label htmlFor={`${ids}-code`} className="block text-sm font-semibold">
            {confirmPage.codeLabel}
          </label>
          <Controller
            control={control}
            name="otpCode"
            render={({ field }) => (
              <input
                id={`${ids}-code`}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                maxLength={CODE_LENGTH}
                aria-invalid={errors.otpCode ? true : undefined}
                className="border-field focus:border-ink mt-2 min-h-12 w-full rounded-md border-2 px-4 text-2xl font-semibold tracking-[0.5em] tabular-nums"
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))
                }
              />
            )}
          />
        </div>
        <SignupMessageRegion
          message={problem ? { kind: 'error', text: problem } : null}
          messageId={`${ids}-problem`}
          className=""
        />
        <button
          type="submit"
          disabled={isMutating}
          className={buttonVariants({ tone: 'dark', className: 'w-full' })}
        >
          {isMutating ? confirmPage.submitBusy : confirmPage.submit}
        </button>
      </form>
    </div>
  );
}
