/** Business constants of the newsletter's opt-in (the browser's forms read CODE_LENGTH and COOLDOWN_SECONDS). */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 15 * 60 * 1000;
export const LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** Between two submits of the sign-up form (client) and two confirmation mails (server). */
export const COOLDOWN_SECONDS = 30;
export const RESEND_MIN_MS = COOLDOWN_SECONDS * 1000;
export const MAX_MAILS_PER_HOUR = 3;
/** Unconfirmed sign-ups are removed after this many days (npm run data:purge). */
export const PENDING_RETENTION_DAYS = 30;
/** Bytes of randomness in a confirmation-link token (256 bits). */
export const TOKEN_BYTES = 32;
/** The newsletter's kinds of job: the confirmation mail, and a screener opt-in to retry. */
export const CONFIRMATION_MAIL_KIND = 'newsletter-confirmation';
export const OPT_IN_RETRY_KIND = 'newsletter-opt-in';
/** "Pause for a month". */
export const PAUSE_DAYS = 30;
