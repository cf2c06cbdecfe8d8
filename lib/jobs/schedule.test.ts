import { REMOTE_RETRY_SECONDS } from '@/lib/remote-backend';
import { retryAt, staleClaimBefore, STALE_CLAIM_MS } from './schedule';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const after = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString();

describe('retry schedule', () => {
  it('waits the schedule’s step for the number of failures, then its last step', () => {
    expect(retryAt(NOW, REMOTE_RETRY_SECONDS, 1)).toBe(after(30));
    expect(retryAt(NOW, REMOTE_RETRY_SECONDS, 2)).toBe(after(60));
    expect(retryAt(NOW, REMOTE_RETRY_SECONDS, 6)).toBe(after(3600));
    expect(retryAt(NOW, REMOTE_RETRY_SECONDS, 40)).toBe(after(3600));
  });

  it('treats a count below one as the first failure', () => {
    expect(retryAt(NOW, [10, 20], 0)).toBe(after(10));
  });

  it('calls a claim stale after five minutes', () => {
    expect(STALE_CLAIM_MS).toBe(5 * 60 * 1000);
    expect(staleClaimBefore(NOW)).toBe('2026-03-15T11:55:00.000Z');
  });
});
