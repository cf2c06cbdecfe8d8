'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { codeView, fill, newsletterMessages } from '@/content/newsletter';
import { messageFor } from '@/lib/hooks/fetcher';
import {
  useConfirmSubscription,
  useResendConfirmation,
  useSubscribe,
} from '@/lib/hooks/use-newsletter';
import { COOLDOWN_SECONDS } from '@/lib/newsletter/constants';
import type { SubscribeInput } from '@/lib/newsletter/schema';
import { CodeInput, emptyCode } from './code-input';
import { CodeSentNotice, TextButton } from './code-view-parts';
import { SignupFormView } from './signup-form-view';
import { SignupMessageRegion, type SignupMessage } from './signup-message';

/**
 * The shared zod schema validates the form, but this island is on every page: the schema
 * and its resolver are fetched on the first validation instead of with every page's scripts.
 */
const subscribeResolver: Resolver<SubscribeInput> = async (values, context, options) => {
  const [{ zodResolver }, { subscribeSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/newsletter/schema'),
  ]);
  return zodResolver(subscribeSchema)(values, context, options);
};

const subscribeFailure = {
  failure: newsletterMessages.subscribeFailure,
  network: newsletterMessages.subscribeConnection,
  unexpected: newsletterMessages.subscribeUnexpected,
};
const confirmFailure = {
  failure: newsletterMessages.confirmFailure,
  network: newsletterMessages.confirmNetwork,
  unexpected: newsletterMessages.confirmUnexpected,
};
// A resend that got no answer reads as any other unexpected failure.
const resendFailure = {
  failure: newsletterMessages.resendFailure,
  network: newsletterMessages.resendUnexpected,
  unexpected: newsletterMessages.resendUnexpected,
};

export interface NewsletterSignupProps {
  /** What was typed into the server's HTML of the form before this island took over. */
  initialValues?: SubscribeInput;
}

/**
 * The sign-up island: the e-mail form, then the code view once a code has been sent. A code
 * confirms itself once its six digits are in; the form allows one submit per 30 seconds.
 */
export function NewsletterSignup({ initialValues }: NewsletterSignupProps = {}) {
  const [mode, setMode] = useState<'form' | 'code'>('form');
  const [email, setEmail] = useState('');
  // What the e-mail form starts with each time it is shown.
  const [seed, setSeed] = useState(initialValues);
  const [message, setMessage] = useState<SignupMessage>(null);
  const lastSubmitRef = useRef<number | null>(null);

  return (
    <div>
      {mode === 'form' ? (
        <SignupForm
          initialValues={seed}
          onSent={(address, text) => {
            setEmail(address);
            setMessage({ kind: 'success', text });
            setMode('code');
          }}
          setMessage={setMessage}
          lastSubmitRef={lastSubmitRef}
        />
      ) : (
        <CodeView
          email={email}
          setMessage={setMessage}
          onConfirmed={(text) => {
            setEmail('');
            setSeed(undefined);
            setMessage({ kind: 'success', text });
            setMode('form');
          }}
          onChangeEmail={() => {
            // Back to the form with the address to correct, not an empty box.
            setSeed({ email, website: '' });
            setMessage(null);
            setMode('form');
          }}
        />
      )}
      <SignupMessageRegion message={message} />
    </div>
  );
}

/**
 * Seconds left of the 30-second cooldown between submits; when none are left, the submit
 * being made now starts a new cooldown.
 */
function cooldownLeft(lastSubmitRef: React.RefObject<number | null>): number {
  const now = Date.now();
  const last = lastSubmitRef.current;
  if (last !== null && now - last < COOLDOWN_SECONDS * 1000) {
    return Math.ceil((last + COOLDOWN_SECONDS * 1000 - now) / 1000);
  }
  lastSubmitRef.current = now;
  return 0;
}

interface SignupFormProps {
  initialValues?: SubscribeInput;
  onSent: (email: string, message: string) => void;
  setMessage: (message: SignupMessage) => void;
  lastSubmitRef: React.RefObject<number | null>;
}

function SignupForm({ initialValues, onSent, setMessage, lastSubmitRef }: SignupFormProps) {
  const ids = useId();
  const { trigger, isMutating } = useSubscribe();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SubscribeInput>({
    resolver: subscribeResolver,
    defaultValues: initialValues ?? { email: '', website: '' },
  });

  const onSubmit = async ({ email, website }: SubscribeInput) => {
    // The decoy is invisible to people: a filled one is a robot, dropped without a word.
    if (website) return;
    const seconds = cooldownLeft(lastSubmitRef);
    if (seconds > 0) {
      setMessage({ kind: 'error', text: fill(newsletterMessages.cooldown, { seconds }) });
      return;
    }
    setMessage(null);
    try {
      const reply = await trigger({ email: email.trim() });
      if (reply.alreadySubscribed) {
        setMessage({
          kind: 'success',
          text: reply.message ?? newsletterMessages.subscribeSuccess,
        });
        reset({ email: '', website: '' });
      } else {
        onSent(email.trim(), reply.message ?? newsletterMessages.subscribeSuccess);
      }
    } catch (error) {
      setMessage({ kind: 'error', text: messageFor(error, subscribeFailure) });
    }
  };

  return (
    <SignupFormView
      ids={ids}
      emailField={register('email')}
      websiteField={register('website')}
      emailError={errors.email?.message}
      busy={isMutating}
      onSubmit={handleSubmit(onSubmit)}
    />
  );
}

interface CodeViewProps {
  email: string;
  setMessage: (message: SignupMessage) => void;
  onConfirmed: (message: string) => void;
  onChangeEmail: () => void;
}

function CodeView({ email, setMessage, onConfirmed, onChangeEmail }: CodeViewProps) {
  const ids = useId();
  const [digits, setDigits] = useState(emptyCode);
  const firstBox = useRef<HTMLInputElement | null>(null);
  const submitted = useRef<string | null>(null);
  const confirm = useConfirmSubscription();
  const resend = useResendConfirmation();

  useEffect(() => firstBox.current?.focus(), []);

  const code = digits.join('');
  useEffect(() => {
    // Submitted by itself once all six boxes hold a digit (once per code typed).
    if (code.length !== digits.length || confirm.isMutating || submitted.current === code) return;
    submitted.current = code;
    confirm
      .trigger({ email, otpCode: code })
      .then((reply) => onConfirmed(reply.message ?? newsletterMessages.confirmSuccess))
      .catch((error: unknown) => {
        setMessage({ kind: 'error', text: messageFor(error, confirmFailure) });
        setDigits(emptyCode());
        submitted.current = null;
        requestAnimationFrame(() => firstBox.current?.focus());
      });
  }, [code, digits.length, email, confirm, onConfirmed, setMessage]);

  const onResend = async () => {
    try {
      const reply = await resend.trigger({ email });
      setMessage({ kind: 'success', text: reply.message ?? newsletterMessages.resendSuccess });
      setDigits(emptyCode());
      firstBox.current?.focus();
    } catch (error) {
      setMessage({ kind: 'error', text: messageFor(error, resendFailure) });
    }
  };

  return (
    <div>
      <CodeSentNotice ids={ids} email={email} />
      <p id={`${ids}-label`} className="mt-5 text-sm font-semibold">
        {codeView.codeLabel}
      </p>
      <div className="mt-2">
        <CodeInput
          digits={digits}
          onChange={setDigits}
          disabled={confirm.isMutating}
          labelledBy={`${ids}-label`}
          describedBy={`${ids}-sent`}
          inputRef={(index, element) => {
            if (index === 0) firstBox.current = element;
          }}
        />
      </div>
      {confirm.isMutating ? (
        <p role="status" className="text-ink-soft mt-3 text-sm font-medium">
          {codeView.confirmBusy}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <TextButton onClick={onResend} disabled={resend.isMutating}>
          {resend.isMutating ? codeView.resendBusy : codeView.resend}
        </TextButton>
        <TextButton onClick={onChangeEmail}>{codeView.changeEmail}</TextButton>
      </div>
    </div>
  );
}
