import { serverMessages } from '@/content/newsletter';
import { enforceRateLimit } from '@/lib/http/route';
import type { Limit } from '@/lib/http/rate-limit';

/**
 * Per-client and per-address limits, so that neither one visitor with many addresses nor many
 * aiming at one get far; the local backend's mail caps come on top.
 */
export const CLIENT_LIMITS = {
  subscribe: { points: 10, duration: 10 * 60 },
  resend: { points: 10, duration: 10 * 60 },
  confirm: { points: 30, duration: 10 * 60 },
  unsubscribe: { points: 30, duration: 10 * 60 },
} satisfies Record<string, Limit>;

export const ADDRESS_LIMITS = {
  /** subscribe and resend together: every one may mean a mail to a stranger's inbox. */
  mail: { points: 6, duration: 60 * 60 },
  /** Code guesses: with at most 5 per code and 3 codes an hour this is only a backstop. */
  confirm: { points: 15, duration: 15 * 60 },
} satisfies Record<string, Limit>;

export async function limitAddress(kind: keyof typeof ADDRESS_LIMITS, email: string) {
  await enforceRateLimit(
    {
      name: `newsletter-address-${kind}`,
      limit: ADDRESS_LIMITS[kind],
      message: serverMessages.tooManyForAddress,
    },
    email,
  );
}
