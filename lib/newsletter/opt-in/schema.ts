import '@/lib/zod-browser';
import { z } from 'zod';
import { confirmPage, newsletterMessages } from '@/content/newsletter';
import { CODE_LENGTH } from './constants';

/** The newsletter's schemas, shared by the routes, the forms' actions and the browser's checks. */
export const emailField = z
  .string({ error: newsletterMessages.emailRequired })
  .trim()
  .min(1, newsletterMessages.emailRequired)
  .max(254, newsletterMessages.emailInvalid)
  .pipe(z.email({ error: newsletterMessages.emailInvalid }));

/** The decoy: invisible to people, so any value means a robot filled the form. */
export const decoyField = z.string().max(500).optional();

export const subscribeSchema = z.strictObject({ email: emailField, website: decoyField });
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const resendSchema = z.strictObject({ email: emailField });
export type ResendInput = z.infer<typeof resendSchema>;

export const otpCodeField = z
  .string({ error: newsletterMessages.codeRequired })
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), confirmPage.codeFormat);

/** A link token as the site issues it (base64url) or as a remote backend might (UUID, hex). */
export const tokenField = z.string().regex(/^[A-Za-z0-9._~-]{16,512}$/, 'This link is not valid.');

/** The code form of /confirm-subscription: both fields required, then the code's shape. */
export const confirmCodeSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1, confirmPage.bothRequired)
    .max(254, newsletterMessages.emailInvalid)
    .pipe(z.email({ error: newsletterMessages.emailInvalid })),
  otpCode: z.string().trim().min(1, confirmPage.bothRequired).pipe(otpCodeField),
});
export type ConfirmCodeInput = z.infer<typeof confirmCodeSchema>;

export const confirmTokenSchema = z.strictObject({ token: tokenField });
export type ConfirmTokenInput = z.infer<typeof confirmTokenSchema>;

/** POST /api/newsletter/confirm: `{ token }` or `{ email, otpCode }`. */
export const confirmRequestSchema = z
  .strictObject({
    token: z.unknown().optional(),
    email: z.unknown().optional(),
    otpCode: z.unknown().optional(),
  })
  .transform((value, ctx): ConfirmTokenInput | ConfirmCodeInput => {
    const byToken = value.token !== undefined;
    if (byToken && (value.email !== undefined || value.otpCode !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['token'],
        message: 'Send a token or a code, not both.',
      });
      return z.NEVER;
    }
    const parsed = byToken
      ? confirmTokenSchema.safeParse({ token: value.token })
      : confirmCodeSchema.safeParse({ email: value.email ?? '', otpCode: value.otpCode ?? '' });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return parsed.data;
  });
export type ConfirmRequest = z.infer<typeof confirmRequestSchema>;

/**
 * POST /api/newsletter/unsubscribe: RFC 8058's one-click body (`List-Unsubscribe=One-Click`,
 * token in the query) or JSON `{ token }` from the /unsubscribe page.
 */
export const unsubscribeSchema = z.union([
  z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') }),
  z.strictObject({ token: tokenField }),
]);
export type UnsubscribeInput = z.infer<typeof unsubscribeSchema>;

/** Trimmed and lower-cased: one subscriber per mailbox whatever the visitor typed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
