/** The kinds of job that deliver the owner's alerts (lib/alerts/channels.ts). */
export const ALERT_WEBHOOK_JOB = 'alert-webhook';
export const ALERT_MAIL_JOB = 'alert-mail';
export const ALERT_JOB_KINDS = [ALERT_WEBHOOK_JOB, ALERT_MAIL_JOB] as const;
