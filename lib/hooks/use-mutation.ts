import { useCallback, useState } from 'react';
import { postJson } from './fetcher';

/** The reply of most endpoints: what to tell the visitor, when the server words it. */
export interface MessageReply {
  message?: string;
}

/**
 * A POST to the site's API that runs only when triggered, never by rendering or by loading a
 * URL (a confirmation link is confirmed by the page's script, so a mail scanner that opens it
 * confirms nobody). `trigger(arg)` resolves with the reply or throws ApiError / NetworkError for
 * the caller to word with messageFor; `isMutating` is true while a call is under way.
 */
export function useMutation<Arg, Reply>(url: string) {
  const [pending, setPending] = useState(0);
  const trigger = useCallback(
    async (arg: Arg): Promise<Reply> => {
      setPending((count) => count + 1);
      try {
        return await postJson<Reply>(url, arg);
      } finally {
        setPending((count) => count - 1);
      }
    },
    [url],
  );
  return { trigger, isMutating: pending > 0 };
}
