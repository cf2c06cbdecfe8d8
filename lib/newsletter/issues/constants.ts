/** The issues' kinds of job (./jobs.ts registers them). */
export const PREVIEW_MAIL_KIND = 'newsletter-preview';
export const POST_CHANGE_KIND = 'newsletter-post';
export const ARCHIVE_KIND = 'newsletter-archive';
export const ISSUE_SEND_KIND = 'newsletter-issue';
export const DELIVERY_KIND = 'newsletter-delivery';
/**
 * Distinct mails given up on with a temporary status (4.x.x) that suppress an address within
 * SOFT_BOUNCE_DAYS (delay notices do not count).
 */
export const SOFT_BOUNCE_LIMIT = 3;
export const SOFT_BOUNCE_DAYS = 30;
