import * as v from './fields';
import { SMTP_URL, type mailEnv } from './mail';

/** The owner's alerts: a signed webhook, and a mail through a relay of its own. */
export const alertsEnv = {
  ALERT_WEBHOOK_URL: v.url(),
  ALERT_WEBHOOK_SECRET: v.secret(16),
  ALERT_EMAIL: v.email(),
  ALERT_SMTP_URL: SMTP_URL,
  ALERT_MAIL_FROM: v.optional(v.mailbox),
};

type AlertsEnv = v.Env<typeof alertsEnv & Pick<typeof mailEnv, 'MAIL_FROM'>>;

// An unsigned alert could be forged by anyone who learns the URL; an alert mail through the
// site's own relay would fail exactly when that relay does.
export const alertsRules: v.Rule[] = [
  {
    when: 'ALERT_WEBHOOK_URL',
    requires: 'ALERT_WEBHOOK_SECRET',
    message: 'is required when ALERT_WEBHOOK_URL is set (16+ characters, to sign each alert)',
  },
  {
    together: ['ALERT_EMAIL', 'ALERT_SMTP_URL'],
    message:
      'ALERT_EMAIL and ALERT_SMTP_URL must be set together (alerts go through a relay of their own, not SMTP_URL)',
  },
];

/** Where the owner's alerts go: a signed JSON webhook, a mail, either, both or neither. */
export function alertsConfig(env: AlertsEnv) {
  return {
    webhook:
      env.ALERT_WEBHOOK_URL && env.ALERT_WEBHOOK_SECRET
        ? { url: env.ALERT_WEBHOOK_URL, secret: env.ALERT_WEBHOOK_SECRET }
        : undefined,
    mail:
      env.ALERT_EMAIL && env.ALERT_SMTP_URL
        ? {
            to: env.ALERT_EMAIL,
            smtpUrl: env.ALERT_SMTP_URL,
            from: env.ALERT_MAIL_FROM ?? env.MAIL_FROM,
          }
        : undefined,
  };
}
