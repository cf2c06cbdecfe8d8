import {
  useCallback,
  useRef,
  useState,
  type ChangeEvent,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import type { ScreenerValues } from '@/lib/leads/schema';
import type { AnswerErrors, ApplicationCheck } from '@/lib/screener/check-application';
import { laterLoaded } from './later';

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

/**
 * What checking the answers works on (./check-answers.ts, in the later steps' code, which the
 * typed fields come with): the answers now, the fields on the page in the order they
 * appeared, whether an application has been checked, the messages, and the check's loader.
 */
export interface AnswersStore {
  current: RefObject<ScreenerValues>;
  fields: RefObject<Map<TypedField, FieldElement>>;
  checked: RefObject<boolean>;
  setErrors: Dispatch<SetStateAction<AnswerErrors>>;
  /** How the check is fetched, when not as the later steps' code fetches it. */
  load?: () => Promise<CheckApplication>;
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
 * later is given its answer. An application is checked with the lead schema by
 * ./check-answers.ts; once one has been, every change of a typed field is checked again, and
 * its message follows it.
 */
export function useAnswers(initial: ScreenerValues, load?: () => Promise<CheckApplication>) {
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
  const [store] = useState<AnswersStore>(() => ({ current, fields, checked, setErrors, load }));

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
            if (checked.current) laterLoaded()?.recheck(store, name);
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
    [update, store],
  );

  return { values, errors, getValues, setValue, reset, setError, register, store };
}

export type Answers = ReturnType<typeof useAnswers>;
