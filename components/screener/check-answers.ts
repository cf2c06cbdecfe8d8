import type { Lead } from '@/lib/leads/schema';
import type { AnswerErrors, AnswersStore, CheckApplication, TypedField } from './use-answers';

let checker: Promise<CheckApplication> | null = null;

/**
 * The lead schema's check of an application. It and zod are fetched when first needed (the
 * contact step asks for them ahead), not with the later steps' code; a failed fetch is tried
 * again next time.
 */
export function loadCheck(): Promise<CheckApplication> {
  checker ??= import('@/lib/screener/check-application').then(
    (module) => module.checkApplication,
    (error: unknown) => {
      checker = null;
      throw error;
    },
  );
  return checker;
}

/**
 * Checks the application and hands it on: if it passes, `onValid` gets the lead as it will be
 * sent; if not, `onInvalid` gets what is wrong, the first field at fault takes focus, and the
 * messages show. From then on each change of a typed field is checked again. Rejects when the
 * check cannot be fetched (the messages stay as they were) or when `onValid` throws.
 */
export async function submitAnswers(
  { current, fields, checked, setErrors, load = loadCheck }: AnswersStore,
  onValid: (lead: Lead) => Promise<void>,
  onInvalid: (errors: AnswerErrors) => void | Promise<void>,
) {
  const check = await load();
  const result = check(current.current);
  if (result.errors === null) {
    setErrors({});
    try {
      await onValid(result.lead);
    } finally {
      checked.current = true;
    }
    return;
  }
  const found = result.errors;
  await onInvalid({ ...found });
  const focusFault = () => {
    for (const [name, field] of fields.current) {
      if (Object.hasOwn(found, name)) return field.focus();
    }
  };
  focusFault();
  // Again once the browser is done with the press, which may have moved focus itself.
  setTimeout(focusFault);
  checked.current = true;
  setErrors(found);
}

/** Checks a changed field again, unless it has changed once more meanwhile. */
export function recheck({ current, setErrors, load = loadCheck }: AnswersStore, name: TypedField) {
  const asked = current.current;
  load().then(
    (check) => {
      if (current.current[name] !== asked[name]) return;
      const found = check(asked).errors ?? {};
      setErrors((shown) => {
        const next = { ...shown };
        if (Object.hasOwn(found, name)) next[name] = found[name];
        else delete next[name];
        return next;
      });
    },
    () => {
      // The check could not be fetched: the message stays until the next change or submit.
    },
  );
}
