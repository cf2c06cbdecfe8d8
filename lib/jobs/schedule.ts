/**
 * The timing of the one retry rule: a job is claimed before it runs, a claim older than five
 * minutes belongs to a process that died and is taken up again, and a failed job waits before
 * its next try, along its kind's schedule.
 */

/** A claim older than this belongs to a process that died; the job is taken up again. */
export const STALE_CLAIM_MS = 5 * 60 * 1000;

/** Claims taken before this time are stale. */
export function staleClaimBefore(now: Date): string {
  return new Date(now.getTime() - STALE_CLAIM_MS).toISOString();
}

/** When to try again after the given number of failures (1 or more), along the schedule. */
export function retryAt(now: Date, schedule: readonly number[], failures: number): string {
  const delay = schedule[Math.min(Math.max(failures, 1) - 1, schedule.length - 1)]!;
  return new Date(now.getTime() + delay * 1000).toISOString();
}
