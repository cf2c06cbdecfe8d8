/** Business constants of the newsletter. */
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
/** Sales enquiries are kept this many months after the last contact (privacy page). */
export const LEAD_RETENTION_MONTHS = 24;
/** Bytes of randomness in a confirmation-link token (256 bits). */
export const TOKEN_BYTES = 32;
/** The newsletter's kinds of job: the confirmation mail, and a screener opt-in to retry. */
export const CONFIRMATION_MAIL_KIND = 'newsletter-confirmation';
export const OPT_IN_RETRY_KIND = 'newsletter-opt-in';
/** The sending newsletter's kinds of job (lib/newsletter/jobs.ts registers them). */
export const WELCOME_MAIL_KIND = 'newsletter-welcome';
export const PREVIEW_MAIL_KIND = 'newsletter-preview';
export const POST_CHANGE_KIND = 'newsletter-post';
export const ARCHIVE_KIND = 'newsletter-archive';
export const ISSUE_SEND_KIND = 'newsletter-issue';
export const DELIVERY_KIND = 'newsletter-delivery';
/** "Pause for a month". */
export const PAUSE_DAYS = 30;
/**
 * Distinct mails given up on with a temporary status (4.x.x) that suppress an address within
 * SOFT_BOUNCE_DAYS (delay notices do not count).
 */
export const SOFT_BOUNCE_LIMIT = 3;
export const SOFT_BOUNCE_DAYS = 30;
