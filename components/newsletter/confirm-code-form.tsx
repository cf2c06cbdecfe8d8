import { useId, useMemo } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { confirmPage } from '@/content/newsletter';
import { lazySchemaResolver, useCheckedForm } from '@/lib/hooks/use-checked-form';
import {
  CODE_LENGTH,
  loadOptInSchemas,
  type ConfirmCodeInput,
  type ConfirmCodeState,
} from '@/lib/newsletter/opt-in/client';
import { OneTimeCodeField } from './one-time-code-field';
import { SignupMessageRegion } from './signup-message';

interface ConfirmCodeFormProps {
  notice: string;
  state: ConfirmCodeState;
  action: (form: FormData) => void;
}

/** Checked with the schema confirmCodeAction applies, fetched with zod as a field takes focus. */
const confirmCodeResolver = lazySchemaResolver<ConfirmCodeInput>(() =>
  loadOptInSchemas().then(({ confirmCodeSchema }) => confirmCodeSchema),
);

const FIELDS = ['email', 'otpCode'] as const;

/**
 * /confirm-subscription's form: the address and the code from the mail, posted to its Server
 * Action. One message stands under the form, the browser's check or the server's refusal, and
 * the fields at fault name it as their description.
 */
export function ConfirmCodeForm({ notice, state, action }: ConfirmCodeFormProps) {
  const ids = useId();
  const refused = state?.outcome === 'refused' ? state : null;
  const serverErrors = useMemo(
    () => Object.fromEntries((refused?.invalid ?? []).map((name) => [name, refused!.message])),
    [refused],
  );
  const { register, messages, errors, passesCheck } = useCheckedForm(
    confirmCodeResolver,
    serverErrors,
  );
  // The browser's own word on the first field at fault; else the server's answer to the post.
  const checked = FIELDS.map((name) => errors[name]?.message).find(Boolean);
  const message = (typeof checked === 'string' ? checked : null) ?? refused?.message ?? null;
  const problemId = `${ids}-problem`;
  const field = (name: (typeof FIELDS)[number]) => ({
    ...register(name),
    'aria-invalid': messages[name] ? true : undefined,
    'aria-describedby': messages[name] && message ? problemId : undefined,
  });
  return (
    <div>
      <h1 className="text-3xl font-bold">{confirmPage.formHeading}</h1>
      <p className="text-ink-soft mt-4">{notice}</p>
      <form
        action={action}
        onSubmit={(event) => passesCheck(event)}
        onFocus={confirmCodeResolver.preload}
        noValidate
        aria-describedby={message ? problemId : undefined}
        className="border-line mt-8 space-y-5 rounded-xl border bg-white p-6 shadow-sm"
      >
        <div>
          <label htmlFor={`${ids}-email`} className="block text-sm font-semibold">
            {confirmPage.emailLabel}
          </label>
          <input
            id={`${ids}-email`}
            {...field('email')}
            type="email"
            autoComplete="email"
            required
            defaultValue={refused?.email ?? ''}
            className="border-field focus:border-ink mt-2 min-h-12 w-full rounded-md border-2 px-4 text-base"
          />
        </div>
        <div>
          <label htmlFor={`${ids}-code`} className="block text-sm font-semibold">
            {confirmPage.codeLabel}
          </label>
          <OneTimeCodeField
            id={`${ids}-code`}
            required
            maxLength={CODE_LENGTH}
            defaultValue={refused?.otpCode ?? ''}
            {...field('otpCode')}
            className="border-field focus:border-ink mt-2 min-h-12 w-full rounded-md border-2 px-4 text-2xl font-semibold tracking-[0.5em] tabular-nums"
          />
        </div>
        <SignupMessageRegion
          message={message ? { kind: 'error', text: message } : null}
          messageId={problemId}
          className=""
        />
        <PendingButton
          label={confirmPage.submit}
          busy={confirmPage.submitBusy}
          className={buttonVariants({ tone: 'dark', className: 'w-full' })}
        />
      </form>
    </div>
  );
}
