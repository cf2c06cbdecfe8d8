import { useActionState, useCallback, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders and while the page hydrates, true once the page's script has
 * taken over (at once in a component that mounts later): for what only the script adds, so that
 * the first render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A form bound to a Server Action with useActionState, for a form that also posts without
 * JavaScript. On the server and while the page hydrates the action is passed as it is, so that
 * React writes the form to post to it and a post made before the script arrives (or without
 * it) is answered with this page at `permalink`, the action's state in place. Once the script
 * runs, a post that gets no answer (offline, a proxy's error page) becomes
 * `unanswered(state, form, error)` instead of an error thrown into the page; `error` is a
 * TypeError when the request could not be sent at all.
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
