import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/lib/db';

/**
 * The topics a subscriber follows. A topic without a row is on, so a topic added later reaches
 * the existing list, and saving a form changes only the topics it names.
 */
export const TOPICS = ['insights', 'case-study'] as const;
export type Topic = (typeof TOPICS)[number];
export type TopicChoice = Record<Topic, boolean>;

export const DEFAULT_TOPIC = true;

export function isTopic(value: string): value is Topic {
  return (TOPICS as readonly string[]).includes(value);
}

type Db = Kysely<Database> | Transaction<Database>;

/** A subscriber's topics, with the default for each topic they never chose. */
export async function topicsOf(db: Db, subscriberId: number): Promise<TopicChoice> {
  const rows = await db
    .selectFrom('newsletter_topics')
    .select(['topic', 'subscribed'])
    .where('subscriber_id', '=', subscriberId)
    .execute();
  const choice = Object.fromEntries(TOPICS.map((topic) => [topic, DEFAULT_TOPIC])) as TopicChoice;
  for (const row of rows) if (isTopic(row.topic)) choice[row.topic] = row.subscribed === 1;
  return choice;
}

/** Records the topics given, and only those: a topic not named keeps what it was. */
export async function setTopics(
  db: Db,
  {
    subscriberId,
    changes,
    now,
  }: { subscriberId: number; changes: Partial<TopicChoice>; now: Date },
): Promise<void> {
  for (const [topic, subscribed] of Object.entries(changes)) {
    if (!isTopic(topic) || subscribed === undefined) continue;
    const values = { subscribed: subscribed ? 1 : 0, updated_at: now.toISOString() } as const;
    await db
      .insertInto('newsletter_topics')
      .values({ subscriber_id: subscriberId, topic, ...values })
      .onConflict((oc) => oc.columns(['subscriber_id', 'topic']).doUpdateSet(values))
      .execute();
  }
}
