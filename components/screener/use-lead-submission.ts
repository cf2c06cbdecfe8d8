import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { loadLater } from './later';
import type { Answers } from './use-answers';

/**
 * The contact step's submit and whether an application is being sent (it stays so after a
 * success, while the home page loads). The checking, sending and what is said about it
 * (./send-application.ts) came with the contact step, in the later steps' code. `onSent` runs
 * once the application is stored, before the page changes.
 */
export function useLeadSubmission(form: Pick<Answers, 'store' | 'setError'>, onSent: () => void) {
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);
  const sending = useRef(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    loadLater().then(
      ({ submitApplication }) =>
        submitApplication({
          form,
          sending,
          setSubmitting,
          onSent,
          goHome: () => router.push('/'),
        }),
      () => {
        // Not fetched (offline): the answers stay for another try.
      },
    );
  }

  return { submit, submitting };
}
