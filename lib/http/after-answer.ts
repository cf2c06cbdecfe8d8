import { after } from 'next/server';

/**
 * Work the visitor's answer does not wait for (sending a mail already kept in the store's
 * queue): Next's after() runs it once the response has been sent, within the request's life.
 * Called outside a request (a job run, a script, a test), where after() refuses, it starts at
 * once instead. Either way a failure is the caller's `onError`, never the visitor's.
 */
export function afterAnswer(work: () => Promise<unknown>, onError: (error: unknown) => void) {
  const run = () => work().catch(onError);
  try {
    after(run);
  } catch {
    void run();
  }
}
