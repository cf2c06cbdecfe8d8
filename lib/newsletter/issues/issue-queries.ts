import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/lib/db';
import type { IssueItemContent } from './issue-content';
import type { Topic } from '@/lib/newsletter/subscribers';

/**
 * The sending newsletter's queries. Every step two instances may race on is one conditional
 * statement: a post recorded once, an issue leaving `held` once, a delivery inserted and claimed once.
 */
type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

export async function getState(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('newsletter_state')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** Sets a state value unless it is set; true when this call set it. */
export async function setStateOnce(db: Db, key: string, value: string, now: Date) {
  const row = await db
    .insertInto('newsletter_state')
    .values({ key, value, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export function findPost(db: Db, postId: number) {
  return db
    .selectFrom('newsletter_posts')
    .selectAll()
    .where('post_id', '=', postId)
    .executeTakeFirst();
}

type PostState = Database['newsletter_posts']['state'];

/** Records posts not seen before with a state; the ids recorded by this call. */
export async function insertPosts(
  db: Db,
  {
    postIds,
    state,
    issueId = null,
    now,
  }: { postIds: number[]; state: PostState; issueId?: number | null; now: Date },
): Promise<number[]> {
  const nowIso = now.toISOString();
  return inChunks(postIds, async (chunk) => {
    const rows = await db
      .insertInto('newsletter_posts')
      .values(
        chunk.map((postId) => ({
          post_id: postId,
          state,
          issue_id: issueId,
          seen_at: nowIso,
          updated_at: nowIso,
        })),
      )
      .onConflict((oc) => oc.column('post_id').doNothing())
      .returning('post_id')
      .execute();
    return rows.map((row) => row.post_id);
  });
}

/** Runs `insert` over `items` 200 at a time; what each run returns, in order. */
async function inChunks<T, R>(items: T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const all: R[] = [];
  for (let i = 0; i < items.length; i += 200) all.push(...(await insert(items.slice(i, i + 200))));
  return all;
}

/** Moves a post from one state to another; false when it was not in `from`. */
export async function movePost(
  db: Db,
  {
    postId,
    from,
    to,
    issueId,
    now,
  }: { postId: number; from: PostState[]; to: PostState; issueId?: number | null; now: Date },
) {
  const row = await db
    .updateTable('newsletter_posts')
    .set({
      state: to,
      ...(issueId !== undefined ? { issue_id: issueId } : {}),
      updated_at: now.toISOString(),
    })
    .where('post_id', '=', postId)
    .where('state', 'in', from)
    .returning('post_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Every post of an issue takes its fate (sent or skipped). */
export async function settlePostsOf(
  db: Db,
  { issueId, state, now }: { issueId: number; state: 'sent' | 'skipped'; now: Date },
) {
  await db
    .updateTable('newsletter_posts')
    .set({ state, updated_at: now.toISOString() })
    .where('issue_id', '=', issueId)
    .where('state', '=', 'held')
    .execute();
}

export function findIssue(db: Db, id: number) {
  return db.selectFrom('newsletter_issues').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertIssue(
  db: Db,
  {
    kind,
    digestWeek = null,
    sendAt,
    now,
  }: { kind: 'post' | 'digest'; digestWeek?: string | null; sendAt: Date; now: Date },
): Promise<{ id: number; created: boolean }> {
  const nowIso = now.toISOString();
  const row = await db
    .insertInto('newsletter_issues')
    .values({
      kind,
      digest_week: digestWeek,
      status: 'held',
      send_at: sendAt.toISOString(),
      created_at: nowIso,
      updated_at: nowIso,
    })
    .onConflict((oc) => oc.column('digest_week').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row) return { id: row.id, created: true };
  const existing = await db
    .selectFrom('newsletter_issues')
    .select('id')
    .where('digest_week', '=', digestWeek)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

export async function setSendJob(db: Db, { issueId, jobId }: { issueId: number; jobId: number }) {
  await db
    .updateTable('newsletter_issues')
    .set({ send_job_id: jobId })
    .where('id', '=', issueId)
    .execute();
}

/** Takes a held issue to another status; false when someone else decided first. */
export async function decideIssue(
  db: Db,
  {
    id,
    status,
    decidedBy,
    now,
    recipients,
  }: {
    id: number;
    status: 'sending' | 'skipped' | 'cancelled';
    decidedBy: string;
    now: Date;
    recipients?: number;
  },
) {
  const row = await db
    .updateTable('newsletter_issues')
    .set({
      status,
      decided_by: decidedBy,
      updated_at: now.toISOString(),
      ...(recipients !== undefined ? { recipients } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'held')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Brings a held issue's send time forward to now (Send now). */
export async function sendIssueNow(db: Db, { id, now }: { id: number; now: Date }) {
  return db
    .updateTable('newsletter_issues')
    .set({ send_at: now.toISOString(), decided_by: 'owner', updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'held')
    .returning(['id', 'send_job_id'])
    .executeTakeFirst();
}

/** An issue whose deliveries are all done becomes sent; true when this call made it so. */
export async function finishIssueIfDone(db: Db, { id, now }: { id: number; now: Date }) {
  const row = await db
    .updateTable('newsletter_issues')
    .set({ status: 'sent', sent_at: now.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('newsletter_deliveries')
            .select('id')
            .where('issue_id', '=', id)
            .where('status', 'in', ['queued', 'sending']),
        ),
      ),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A post's item as an issue's row holds it, rendered at `now`. */
export function itemRow(issueId: number, item: IssueItemContent, now: Date): IssueItemRow {
  return {
    issue_id: issueId,
    post_id: item.postId,
    topic: item.topic,
    title: item.title,
    excerpt: item.excerpt,
    link: item.link,
    image_url: item.imageUrl,
    image_alt: item.imageAlt,
    text: item.text,
    published_at: item.publishedAt,
    rendered_at: now.toISOString(),
  };
}

/** Writes a post's item in an issue, or writes it again (an edit within the hold). */
export async function upsertItem(
  db: Db,
  { issueId, item, now }: { issueId: number; item: IssueItemContent; now: Date },
) {
  const row = itemRow(issueId, item, now);
  const { issue_id: _issue, post_id: _post, ...values } = row;
  await db
    .insertInto('newsletter_issue_items')
    .values(row)
    .onConflict((oc) => oc.column('post_id').doUpdateSet(values))
    .execute();
}

export async function deleteItem(db: Db, postId: number) {
  await db.deleteFrom('newsletter_issue_items').where('post_id', '=', postId).execute();
}

/** An issue's posts, oldest first. */
export function itemsOf(db: Db, issueId: number) {
  return db
    .selectFrom('newsletter_issue_items')
    .selectAll()
    .where('issue_id', '=', issueId)
    .orderBy('published_at')
    .orderBy('post_id')
    .execute();
}

export type IssueItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

/** Confirmed subscribers who get an issue of these topics now (a topic without a row is on). */
export async function recipientIds(db: Db, { topics, now }: { topics: Topic[]; now: Date }) {
  if (topics.length === 0) return [];
  const rows = await db
    .selectFrom('newsletter_subscribers as s')
    .select('s.id')
    .where('s.status', '=', 'confirmed')
    .where('s.suppressed_at', 'is', null)
    .where((eb) =>
      eb.or([eb('s.paused_until', 'is', null), eb('s.paused_until', '<=', now.toISOString())]),
    )
    .where((eb) =>
      eb.or(
        topics.map((topic) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('newsletter_topics as t')
                .select('t.topic')
                .whereRef('t.subscriber_id', '=', 's.id')
                .where('t.topic', '=', topic)
                .where('t.subscribed', '=', 0),
            ),
          ),
        ),
      ),
    )
    .orderBy('s.id')
    .execute();
  return rows.map((row) => row.id);
}

/** One delivery per subscriber of the issue, unless it already has one; the new rows' ids. */
export async function insertDeliveries(
  trx: Trx,
  { issueId, subscriberIds, now }: { issueId: number; subscriberIds: number[]; now: Date },
): Promise<number[]> {
  return inChunks(subscriberIds, async (chunk) => {
    const rows = await trx
      .insertInto('newsletter_deliveries')
      .values(
        chunk.map((subscriberId) => ({
          issue_id: issueId,
          subscriber_id: subscriberId,
          status: 'queued' as const,
          created_at: now.toISOString(),
        })),
      )
      .onConflict((oc) => oc.columns(['issue_id', 'subscriber_id']).doNothing())
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  });
}

export function findDelivery(db: Db, id: number) {
  return db.selectFrom('newsletter_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

type DeliveryStatus = Database['newsletter_deliveries']['status'];

/** Moves a delivery between states; false when it was not in `from` (someone else did). */
export async function moveDelivery(
  db: Db,
  {
    id,
    from,
    to,
    now,
    error,
    messageId,
    countAttempt,
  }: {
    id: number;
    from: DeliveryStatus;
    to: DeliveryStatus;
    now: Date;
    error?: string | null;
    messageId?: string;
    countAttempt?: boolean;
  },
) {
  return db
    .updateTable('newsletter_deliveries')
    .set((eb) => ({
      status: to,
      ...(countAttempt ? { attempts: eb('attempts', '+', 1) } : {}),
      ...(error !== undefined ? { last_error: error } : {}),
      ...(messageId !== undefined ? { message_id: messageId } : {}),
      ...(to === 'sent' ? { sent_at: now.toISOString() } : {}),
    }))
    .where('id', '=', id)
    .where('status', '=', from)
    .returning(['id', 'attempts'])
    .executeTakeFirst();
}
