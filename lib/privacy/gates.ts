import { z } from 'zod';
import { privacyRequestPage } from '@/content/privacy';
import { PURPOSES } from '@/lib/personal-data';

const limit = (name: string, points: number) => ({
  name,
  limit: { points, duration: 10 * 60 },
  message: () => 'Too many tries from this connection. Please wait a few minutes.',
});

/** An address as the desk keeps it: trimmed and lower-cased, at most 254 characters. */
const email = z
  .string()
  .trim()
  .max(254, privacyRequestPage.invalid)
  .pipe(z.email(privacyRequestPage.invalid))
  .transform((value) => value.toLowerCase());

const token = z.string().min(40).max(400);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || undefined);

/** The desk's forms: each schema and per-client limit, as every form of the site has. */
export const PRIVACY_GATES = {
  request: { schema: z.object({ email }), rateLimit: limit('privacy-request', 10) },
  open: { schema: z.object({ t: token }), rateLimit: limit('privacy-open', 30) },
  correct: {
    schema: z.object({
      name: optional(120),
      website: optional(300).pipe(z.url('Please enter a full web address.').optional()),
      email: z.union([z.literal(''), email]).transform((value) => value || undefined),
    }),
    rateLimit: limit('privacy-change', 30),
  },
  withdraw: {
    schema: z.object({ purpose: z.enum(PURPOSES) }),
    rateLimit: limit('privacy-change', 30),
  },
  erase: {
    schema: z.object({ confirm: z.literal('yes', 'Tick the box to confirm.') }),
    rateLimit: limit('privacy-change', 30),
  },
};
