import { useCallback, useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type ResolverResult,
} from 'react-hook-form';
import type { z } from 'zod';

/** The field messages a Server Action answered with, by field name. */
export type ServerFieldErrors = Partial<Record<string, string | null | undefined>>;

const NONE: ServerFieldErrors = {};

/**
 * zodResolver and its schema fetched on first use (or `preload()`), so the first load has no
 * zod. A failed fetch lets the form through unjudged (the Server Action checks the same schema).
 */
export function lazySchemaResolver<T extends FieldValues>(
  load: () => Promise<z.ZodType<unknown, T>>,
): Resolver<T> & { preload: () => void } {
  let resolver: Promise<Resolver<T>> | null = null;
  const fetchResolver = () => {
    resolver ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<T>,
      (error: unknown) => {
        resolver = null;
        throw error;
      },
    );
    return resolver;
  };
  const resolve: Resolver<T> = async (values, context, options) => {
    let check: Resolver<T>;
    try {
      check = await fetchResolver();
    } catch {
      return { values, errors: {} } as ResolverResult<T>;
    }
    return check(values, context, options);
  };
  return Object.assign(resolve, {
    preload: () => void fetchResolver().catch(() => {}),
  });
}

/**
 * react-hook-form in front of a form posted to its Server Action: each field is checked with
 * the action's schema as the visitor leaves it, then as it changes. `messages`: the browser's
 * word on each field, else the action's (`serverErrors`) until the field changes.
 * `passesCheck(event)` comes first in onSubmit: an unchecked submit is prevented and checked,
 * then made again with the same button if it passes; else the first field at fault takes focus.
 */
export function useCheckedForm<T extends FieldValues>(
  resolver: Resolver<T>,
  serverErrors: ServerFieldErrors = NONE,
) {
  const form = useForm<T>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    resolver,
    // A field that leaves the page (a step left) starts again from what the page writes in it.
    shouldUnregister: true,
    shouldFocusError: false,
  });
  const { handleSubmit, register: registerField, formState } = form;
  // The fields changed since the action's latest answer, whose words they no longer bear.
  const [changed, setChanged] = useState({ answer: serverErrors, names: [] as string[] });
  const changedNames = changed.answer === serverErrors ? changed.names : [];

  const messages: Partial<Record<string, string>> = {};
  for (const [name, message] of Object.entries(serverErrors)) {
    if (message && !changedNames.includes(name)) messages[name] = message;
  }
  for (const [name, error] of Object.entries(formState.errors)) {
    if (typeof error?.message === 'string' && error.message) messages[name] = error.message;
  }

  const register = <N extends Path<T>>(name: N) =>
    registerField(name, {
      onChange: () => {
        if (serverErrors[name] && !changedNames.includes(name))
          setChanged({ answer: serverErrors, names: [...changedNames, name] });
      },
    });

  // Whether the submit being dispatched is one made again after its check; whether a check is
  // under way (a second press meanwhile is the same submit, not another).
  const checked = useRef(false);
  const checking = useRef(false);
  const passesCheck = useCallback(
    (event: FormEvent<HTMLFormElement>, onInvalid?: (errors: FieldErrors<T>) => void) => {
      if (checked.current) {
        checked.current = false;
        return true;
      }
      event.preventDefault();
      if (checking.current) return false;
      checking.current = true;
      const element = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      // The same submit made again, in a task of its own: a check already fetched can finish
      // while the browser is still dispatching the first submit, and a form asked to submit
      // then ignores it (HTML's "firing submission events" guard).
      const submitAgain = () =>
        setTimeout(() => {
          checking.current = false;
          if (!element.isConnected) return;
          checked.current = true;
          element.requestSubmit(isSubmitButton(submitter, element) ? submitter : undefined);
        });
      handleSubmit(submitAgain, (found) => {
        checking.current = false;
        onInvalid?.(found);
        firstAtFault(element, found)?.focus();
      })(event).catch(() => {
        // The check itself failed: the action, which applies the same schema, has the word.
        submitAgain();
      });
      return false;
    },
    [handleSubmit],
  );

  return { register, messages, errors: formState.errors, passesCheck };
}

function isSubmitButton(
  element: HTMLElement | null,
  form: HTMLFormElement,
): element is HTMLButtonElement | HTMLInputElement {
  return (
    (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
    element.type === 'submit' &&
    element.form === form
  );
}

function firstAtFault(form: HTMLFormElement, errors: FieldErrors): HTMLElement | undefined {
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && errors[name] && element instanceof HTMLElement) return element;
  }
  return undefined;
}
