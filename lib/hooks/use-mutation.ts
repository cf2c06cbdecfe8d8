import { useCallback, useState } from 'react';
import { postJson } from './fetcher';

/** The reply of most endpoints: what to tell the visitor, when the server words it. */
export interface MessageReply {
  message?: string;
}

/**
 * A POST to the site's API that runs only when triggered, never by rendering, so a mail
 * scanner that opens a link acts on nothing; `trigger` throws ApiError or NetworkError.
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
