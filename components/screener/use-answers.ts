import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import type { Lead, ScreenerValues } from '@/lib/leads/schema';
import type { AnswerErrors, ApplicationCheck } from '@/lib/screener/check-application';

export type { AnswerErrors };

/** The answers typed into fields (the rest are set by the screener's own controls). */
export type TypedField =
  'other_obstacle' | 'full_name' | 'email' | 'website_url' | 'newsletter_opt_in';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/** What a typed field is given: its name, and the screener's hold on its value. */
export interface FieldBinding<N extends TypedField = TypedField> {
  name: N;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  ref: (element: FieldElement | null) => void;
}

export type CheckApplication = (values: ScreenerValues) => ApplicationCheck;

let checker: Promise<CheckApplication> | null = null;

/**
 * The lead schema's check of an application. It and zod are fetched when first needed (the
 * contact step asks for them ahead), not with the page's script; a failed fetch is tried again
 * next time.
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

/** Writes an answer into its field, as the field shows it. */
function show(element: FieldElement, value: unknown) {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') {
    element.checked = value === true;
  } else {
    element.value = typeof value === 'string' ? value : '';
  }
}

/**
 * The screener's answers in the browser. The typed fields keep their own text (the server
 * writes what the page starts with into them) and report each change; a field that appears
 * later is given its answer. An application is checked with the lead schema (fetched on
 * first use): if it passes, `onValid` gets the lead as it will be sent; if not, `onInvalid`
 * gets what is wrong, the first field at fault takes focus, and the messages show. From then
 * on every change of a typed field is checked again, and its message follows it.
 */
export function useAnswers(
  initial: ScreenerValues,
  load: () => Promise<CheckApplication> = loadCheck,
) {
  // The answers now; `values` is what the page last rendered from them.
  const current = useRef(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AnswerErrors>({});
  // Fields on the page, in the order they appeared (the order focus looks for a fault in).
  const fields = useRef(new Map<TypedField, FieldElement>());
  const bindings = useRef(new Map<TypedField, FieldBinding>());
  // Set by reset(): until then a field that appears keeps what it holds (what was typed
  // before the script ran is read by the screener as it starts).
  const started = useRef(false);
  const checked = useRef(false);

  const update = useCallback((next: ScreenerValues) => {
    current.current = next;
    setValues(next);
  }, []);

  const getValues = useCallback(() => current.current, []);

  const setValue = useCallback(
    <K extends keyof ScreenerValues>(name: K, value: ScreenerValues[K]) => {
      update({ ...current.current, [name]: value });
      const field = fields.current.get(name as TypedField);
      if (field) show(field, value);
    },
    [update],
  );

  /** Starts again from `next`: no message, nothing checked yet. */
  const reset = useCallback(
    (next: ScreenerValues) => {
      update(next);
      setErrors({});
      checked.current = false;
      started.current = true;
      for (const [name, field] of fields.current) show(field, next[name]);
    },
    [update],
  );

  const setError = useCallback((name: string, message: string) => {
    setErrors((shown) => ({ ...shown, [name]: message }));
  }, []);

  /** Checks a changed field again, unless it has changed once more meanwhile. */
  const recheck = useCallback(
    (name: TypedField) => {
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
    },
    [load],
  );

  const register = useCallback(
    <N extends TypedField>(name: N): FieldBinding<N> => {
      let binding = bindings.current.get(name);
      if (!binding) {
        binding = {
          name,
          onChange: (event) => {
            const target = event.target;
            const value =
              target instanceof HTMLInputElement && target.type === 'checkbox'
                ? target.checked
                : target.value;
            update({ ...current.current, [name]: value });
            if (checked.current) recheck(name);
          },
          ref: (element) => {
            if (!element) {
              fields.current.delete(name);
              return;
            }
            fields.current.set(name, element);
            if (started.current) show(element, current.current[name]);
          },
        };
        bindings.current.set(name, binding);
      }
      return binding as FieldBinding<N>;
    },
    [update, recheck],
  );

  /**
   * Checks the application and hands it on. Rejects when the check cannot be fetched (the
   * messages stay as they were) or when `onValid` throws.
   */
  const handleSubmit = useCallback(
    async (
      onValid: (lead: Lead) => Promise<void>,
      onInvalid: (errors: AnswerErrors) => void | Promise<void>,
    ) => {
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
    },
    [load],
  );

  return { values, errors, getValues, setValue, reset, setError, register, handleSubmit };
}

export type Answers = ReturnType<typeof useAnswers>;
