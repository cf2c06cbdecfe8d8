import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormStatus } from 'react-dom';
import { buttonVariants } from '@/components/ui/button';
import { codeView } from '@/content/newsletter-code';
import { useHydrated } from '@/lib/hooks/use-form-action';
import { CODE_LENGTH, type FormMessage } from '@/lib/newsletter/opt-in/client';
import { CodeInput, emptyCode } from './code-input';
import { CodeSentNotice, TextButton } from './code-view-parts';
import { OneTimeCodeField } from './one-time-code-field';

interface CodeFormProps {
  ids: string;
  /** The address the code was sent to (it travels in the form, never in a URL). */
  email: string;
  /** The latest message of the section, which tells a new code from a refused one. */
  message: FormMessage | null;
  action: (form: FormData) => void;
}

/**
 * The code view: confirm with the code, send it again, or go back to the e-mail form. Without
 * the page's script the code is one field with a Confirm button; with it, six boxes that send
 * the code by themselves once full.
 */
export function CodeForm({ ids, email, message, action }: CodeFormProps) {
  const hydrated = useHydrated();
  return (
    <form action={action} noValidate aria-label={codeView.heading}>
      <CodeSentNotice ids={ids} email={email} />
      <input type="hidden" name="email" value={email} />
      {hydrated ? <CodeBoxes ids={ids} message={message} /> : <CodeField ids={ids} />}
      <div className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <IntentButton intent="resend" busyLabel={codeView.resendBusy}>
          {codeView.resend}
        </IntentButton>
        <IntentButton intent="change">{codeView.changeEmail}</IntentButton>
      </div>
    </form>
  );
}

function CodeField({ ids }: { ids: string }) {
  return (
    <>
      <label htmlFor={`${ids}-code`} className="mt-5 block text-sm font-semibold">
        {codeView.codeLabel}
      </label>
      <div className="mt-2 flex flex-col items-start gap-3">
        <OneTimeCodeField
          id={`${ids}-code`}
          aria-describedby={`${ids}-sent`}
          className="border-field focus:border-ink min-h-12 w-full max-w-56 rounded-md border-2 bg-white px-4 text-2xl font-semibold tracking-[0.3em] tabular-nums"
        />
        {/* First of the form's buttons, so that Enter in the field confirms. */}
        <button type="submit" name="intent" value="confirm" className={buttonVariants()}>
          {codeView.submit}
        </button>
      </div>
    </>
  );
}

/**
 * A code that was not taken, or a new code sent, empties the boxes; the first box takes focus
 * as they appear and each time they are emptied.
 */
function CodeBoxes({ ids, message }: { ids: string; message: FormMessage | null }) {
  const { pending, data } = useFormStatus();
  const confirming = pending && !data?.get('intent');
  const resending = pending && data?.get('intent') === 'resend';
  // What was typed into the one field the server's page had, before the script ran.
  const [digits, setDigits] = useState(() => {
    const field = document.getElementById(`${ids}-code`);
    const typed = field instanceof HTMLInputElement ? field.value.replace(/\D/g, '') : '';
    return emptyCode().map((_, index) => typed[index] ?? '');
  });
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState({ confirming, resending });
  if (busy.confirming !== confirming || busy.resending !== resending) {
    setBusy({ confirming, resending });
    const refused = busy.confirming && !confirming;
    const resent = busy.resending && !resending && message?.kind === 'success';
    if (refused || resent) {
      setDigits(emptyCode());
      setRound(round + 1);
    }
  }
  const first = useRef<HTMLInputElement | null>(null);
  const sent = useRef<string | null>(null);
  const code = digits.join('');

  useEffect(() => first.current?.focus(), [round]);

  useEffect(() => {
    if (code.length !== CODE_LENGTH) {
      sent.current = null;
    } else if (sent.current !== code) {
      sent.current = code;
      first.current?.form?.requestSubmit();
    }
  }, [code]);

  return (
    <>
      <p id={`${ids}-label`} className="mt-5 text-sm font-semibold">
        {codeView.codeLabel}
      </p>
      <div className="mt-2">
        <CodeInput
          digits={digits}
          onChange={setDigits}
          disabled={confirming}
          labelledBy={`${ids}-label`}
          describedBy={`${ids}-sent`}
          inputRef={(index, element) => {
            if (index === 0) first.current = element;
          }}
        />
        <input type="hidden" name="otpCode" value={code} />
      </div>
      {confirming ? (
        <p role="status" className="text-ink-soft mt-3 text-sm font-medium">
          {codeView.confirmBusy}
        </p>
      ) : null}
    </>
  );
}

function IntentButton({
  intent,
  busyLabel,
  children,
}: {
  intent: 'resend' | 'change';
  busyLabel?: string;
  children: ReactNode;
}) {
  const { pending, data } = useFormStatus();
  const busy = pending && data?.get('intent') === intent;
  return (
    <TextButton type="submit" name="intent" value={intent} disabled={pending}>
      {busy && busyLabel ? busyLabel : children}
    </TextButton>
  );
}
