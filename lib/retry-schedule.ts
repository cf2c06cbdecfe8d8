/**
 * Timing shared by the store's work queues (mail, leads kept for forwarding, screener
 * opt-ins): each claims a row before working on it, and a failed row waits before it is
 * tried again, longer after each failure.
 */

/** A claim older than this belongs to a process that died; the row is taken up again. */
export const STALE_CLAIM_MS = 5 * 60 * 1000;

/** Delays before the next try of work kept for the remote backend, in seconds. */
export const BACKEND_RETRY_SECONDS = [30, 60, 300, 900, 1800, 3600] as const;

/** Claims taken before this time are stale. */
export function staleClaimBefore(now: Date): string {
  return new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
}

/** When to try again after the given number of failures (1 or more), along the schedule. */
export function retryAt(now: Date, schedule: readonly number[], failures: number): string {
  const delay = schedule[Math.min(Math.max(failures, 1) - 1, schedule.length - 1)]!;
  return new Date(now.getTime() + delay * 1000).toISOString();
}
