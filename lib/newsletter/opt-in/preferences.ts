import { preferencesPage } from '@/content/newsletter-sending';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { log } from '@/lib/log';
import {
  findSubscriber,
  setTopics,
  topicsOf,
  TOPICS,
  unsubscribeToken,
  verifyPreferencesToken,
  type Topic,
  type TopicChoice,
} from '@/lib/newsletter/subscribers';
import { PAUSE_DAYS } from './constants';

/**
 * The preferences page of every mail (a signed link): topics and a month's pause. Saving changes
 * only the topics the form showed, so one added later is never switched off by it.
 */
export interface PreferencesView {
  email: string;
  /** active: confirmed and mailed; else why the page offers no form. */
  state: 'active' | 'not-subscribed' | 'suppressed';
  topics: TopicChoice;
  pausedUntil: string | null;
  unsubscribeToken: string;
}

export interface PreferencesChange {
  /** The topics the form showed: only these change. */
  shown: Topic[];
  /** Of those, the ones ticked. */
  chosen: Topic[];
  pause: 'keep' | 'pause' | 'resume';
}

/** The preferences a token names; null when it is forged or its subscriber is gone. */
export async function readPreferences(
  token: string,
  now = new Date(),
): Promise<PreferencesView | null> {
  const id = verifyPreferencesToken(token);
  if (id === null) return null;
  const db = getDb();
  const subscriber = await findSubscriber(db, { id });
  if (!subscriber) return null;
  const paused = subscriber.paused_until && subscriber.paused_until > now.toISOString();
  return {
    email: subscriber.email,
    state:
      subscriber.status !== 'confirmed'
        ? 'not-subscribed'
        : subscriber.suppressed_at
          ? 'suppressed'
          : 'active',
    topics: await topicsOf(db, id),
    pausedUntil: paused ? subscriber.paused_until : null,
    unsubscribeToken: unsubscribeToken(id),
  };
}

/** Saves a change for the holder of a valid token, while they are subscribed. */
export async function savePreferences(
  token: string,
  change: PreferencesChange,
  now = new Date(),
): Promise<PreferencesView> {
  const id = verifyPreferencesToken(token);
  if (id === null) throw new AppError(400, preferencesPage.invalid);
  const changes: Partial<TopicChoice> = {};
  for (const topic of TOPICS) {
    if (change.shown.includes(topic)) changes[topic] = change.chosen.includes(topic);
  }
  const saved = await getDb()
    .transaction()
    .execute(async (trx) => {
      const subscriber = await findSubscriber(trx, { id });
      if (!subscriber || subscriber.status !== 'confirmed') return false;
      await setTopics(trx, { subscriberId: id, changes, now });
      if (change.pause !== 'keep') {
        const until =
          change.pause === 'pause'
            ? new Date(now.getTime() + PAUSE_DAYS * 24 * 60 * 60 * 1000).toISOString()
            : null;
        await trx
          .updateTable('newsletter_subscribers')
          .set({ paused_until: until, updated_at: now.toISOString() })
          .where('id', '=', id)
          .execute();
      }
      return true;
    });
  if (!saved) throw new AppError(409, preferencesPage.notSubscribed);
  log.info('newsletter.preferences_saved', { subscriberId: id, pause: change.pause });
  return (await readPreferences(token, now))!;
}
