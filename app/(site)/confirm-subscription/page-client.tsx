'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { IntentLink } from '@/components/ui/intent-link';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toaster';
import { confirmPage, newsletterMessages } from '@/content/newsletter';
import { site } from '@/content/site';
import { ApiError, NetworkError } from '@/lib/hooks/fetcher';
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
 * when it fails, the e-mail and code form (SPEC.md sections 2, 4, 5 and 8).
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
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="text-center">
      <CheckIcon />
      <h1 ref={heading} tabIndex={-1} className="mt-6 text-3xl font-bold">
        {confirmPage.successHeading}
      </h1>
      <p className="text-ink-soft mt-4">{confirmPage.successText}</p>
      <IntentLink
        href="/insights"
        className="bg-ink hover:bg-ink-soft mt-8 inline-block rounded-md px-6 py-3 font-semibold text-white"
      >
        {confirmPage.successLink}
      </IntentLink>
    </div>
  );
}

function ErrorView({ message }: { message: string }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="text-center">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold">
        {confirmPage.errorHeading}
      </h1>
      <p role="alert" className="mt-4 font-medium text-red-800">
        {message}
      </p>
      <p className="text-ink-soft mt-2">{confirmPage.errorText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href="#newsletter"
          className="bg-ink hover:bg-ink-soft rounded-md px-6 py-3 font-semibold text-white"
        >
          {confirmPage.tryAgain}
        </a>
        <IntentLink
          href="/insights"
          className="border-ink hover:bg-paper rounded-md border-2 px-6 py-3 font-semibold"
        >
          {confirmPage.backToInsights}
        </IntentLink>
      </div>
      <p className="text-ink-soft mt-8 text-sm">
        {confirmPage.contactLine}{' '}
        <a href={`mailto:${site.contactEmail}`} className="underline underline-offset-2">
          {site.contactEmail}
        </a>
      </p>
    </div>
  );
}

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
      setFailure(
        error instanceof ApiError
          ? (error.serverMessage ?? newsletterMessages.confirmFailure)
          : error instanceof NetworkError
            ? newsletterMessages.confirmNetwork
            : newsletterMessages.confirmFailure,
      );
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
            className="border-line focus:border-ink mt-2 min-h-12 w-full rounded-md border-2 px-4 text-base"
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
                className="border-line focus:border-ink mt-2 min-h-12 w-full rounded-md border-2 px-4 text-2xl font-semibold tracking-[0.5em] tabular-nums"
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
        <div aria-live="polite" className="empty:hidden">
          {problem ? (
            <p
              id={`${ids}-problem`}
              className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
            >
              {problem}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={isMutating}
          className="bg-ink hover:bg-ink-soft min-h-12 w-full rounded-md px-6 font-semibold text-white disabled:cursor-wait disabled:opacity-70"
        >
          {isMutating ? confirmPage.submitBusy : confirmPage.submit}
        </button>
      </form>
    </div>
  );
}

function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="mx-auto h-14 w-14 text-green-700">
      <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
      <path
        d="M14 25l7 7 13-15"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
