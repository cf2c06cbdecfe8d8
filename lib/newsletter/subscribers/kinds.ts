/**
 * The welcome mail: queued by the opt-in when a subscription is confirmed (while the
 * newsletter sends), rendered and sent by the issues' jobs, which register it.
 */
export const WELCOME_MAIL_KIND = 'newsletter-welcome';
