/**
 * The newsletter's list, used by both rooms (opt-in puts people on and off it, issues mail
 * them): subscriber queries, signed tokens and links, topics, the welcome mail's kind.
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
