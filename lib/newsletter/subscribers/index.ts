/**
 * The newsletter's list, which both of its rooms use (lib/newsletter/opt-in puts people on it
 * and takes them off; lib/newsletter/issues mails them): the subscriber queries, the signed
 * tokens and links every mail to a subscriber carries, the topics a subscriber follows, and
 * the welcome mail's kind, which one room queues and the other sends. The only module of this
 * folder that the rooms import; nothing outside the newsletter imports it.
 */
export { findSubscriber, NO_CODE, spendTokens, unsubscribeWithin } from './queries';
export {
  mac,
  preferencesToken,
  sameMac,
  unsubscribeToken,
  verifyPreferencesToken,
  verifyUnsubscribeToken,
} from './tokens';
export { listSubscriber, subscriberLinks } from './links';
export {
  DEFAULT_TOPIC,
  isTopic,
  setTopics,
  topicsOf,
  TOPICS,
  type Topic,
  type TopicChoice,
} from './topics';
export { WELCOME_MAIL_KIND } from './kinds';
