import * as v from './fields';

export const SMTP_URL = v.urlOf(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL');

export const mailEnv = {
  SMTP_URL,
  // Mail without an address in From leaves with no From header at all, and with a
  // Message-ID on @localhost: large mailbox providers refuse both.
  MAIL_FROM: v.withDefault(v.mailbox, 'Hidden Growth <hello@hiddengrowth.co>'),
  LEADS_NOTIFY_EMAIL: v.email(),
};

export function mailConfig(env: v.Env<typeof mailEnv>) {
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    /** The address alone, whose domain names the site's Message-IDs. */
    fromAddress: v.mailboxAddress(env.MAIL_FROM)!,
    leadsNotifyEmail: env.LEADS_NOTIFY_EMAIL,
  };
}
