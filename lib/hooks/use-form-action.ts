import { useActionState, useCallback, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False on the server and while the page hydrates, so the first render matches the HTML. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * useActionState for a form that also posts without JavaScript: until hydration the action is
 * passed as it is, so a post made then is answered with the page at `permalink`. Once the
 * script runs, a post that gets no answer becomes `unanswered(state, form, error)` (`error` a
 * TypeError when the request could not be sent) instead of an error thrown into the page.
 */
export function useFormAction<S>(
  action: (state: Awaited<S>, form: FormData) => Promise<S>,
  initialState: Awaited<S>,
  permalink: string,
  unanswered: (state: Awaited<S>, form: FormData, error: unknown) => S,
) {
  const hydrated = useHydrated();
  const guarded = useCallback(
    async (state: Awaited<S>, form: FormData): Promise<S> => {
      try {
        return await action(state, form);
      } catch (error) {
        return unanswered(state, form, error);
      }
    },
    [action, unanswered],
  );
  return useActionState<S, FormData>(hydrated ? guarded : action, initialState, permalink);
}
