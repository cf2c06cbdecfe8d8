/** The welcome mail: queued by the opt-in on confirmation, sent by the issues' jobs. */
export const WELCOME_MAIL_KIND = 'newsletter-welcome';
