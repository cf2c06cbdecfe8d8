import type { Transaction } from 'kysely';
import { getConfig } from '@/lib/config';
import { getDb, type Database } from '@/lib/db';
import { enqueueJob, type JobRef } from '@/lib/jobs';
import type { MailMessage, MailRef } from '@/lib/mail';
import {
  getPublishedPostForMail,
  getPublishedPostIdsForMail,
  type Post,
  type RevalidateBody,
} from '@/lib/wordpress';
import { ARCHIVE_KIND, ISSUE_SEND_KIND, POST_CHANGE_KIND, PREVIEW_MAIL_KIND } from './constants';
import { prepareIssueItem } from './issue-content';
import { previewMessage } from './issue-mail';
import * as q from './issue-queries';
import { isTopic, type Topic } from '@/lib/newsletter/subscribers';

/**
 * From a post WordPress publishes to an issue held for the owner: each post change is a job
 * reading the post as it is now; a post seen before is never mailed again.
 */
type Trx = Transaction<Database>;

const ARCHIVE_KEY = 'archive_recorded_at';
/** A post WordPress dates this close to the archive's recording is the publish, not archive. */
const FRESH_PUBLISH_MS = 24 * 60 * 60 * 1000;

function changedPosts(body: RevalidateBody): number[] {
  const ids = new Set<number>();
  for (const change of body.changes) if (change.kind === 'post') ids.add(change.id);
  return [...ids];
}

/** The webhook's post changes: one job per post when on; off, each is recorded as seen. */
export async function notePostChanges(body: RevalidateBody, now = new Date()): Promise<number[]> {
  const postIds = changedPosts(body);
  if (postIds.length === 0) return [];
  const db = getDb();
  if (!getConfig().newsletter.enabled) {
    const published = body.changes
      .filter((c) => c.kind === 'post' && ['publish', 'update', 'terms'].includes(c.action))
      .map((c) => c.id);
    if (published.length) await q.insertPosts(db, { postIds: published, state: 'archive', now });
    return [];
  }
  return db.transaction().execute(async (trx) => {
    const jobs: number[] = [];
    for (const postId of postIds) {
      const id = await enqueueJob(trx, POST_CHANGE_KIND, { postId }, { now });
      if (id !== undefined) jobs.push(id);
    }
    return jobs;
  });
}

/** Records every published post as the archive, once; and whether `fresh` was left out as new. */
export async function ensureArchive(
  now = new Date(),
  fresh?: Post,
): Promise<{ recordedAt: string; freshLeftOut: boolean }> {
  const db = getDb();
  const recorded = await q.getState(db, ARCHIVE_KEY);
  if (recorded) return { recordedAt: recorded, freshLeftOut: false };
  const ids = await getPublishedPostIdsForMail();
  const freshId =
    fresh && now.getTime() - Date.parse(fresh.date) < FRESH_PUBLISH_MS ? fresh.id : undefined;
  const recordedHere = await db.transaction().execute(async (trx) => {
    if (!(await q.setStateOnce(trx, ARCHIVE_KEY, now.toISOString(), now))) return false;
    const postIds = ids.filter((id) => id !== freshId);
    await q.insertPosts(trx, { postIds, state: 'archive', now });
    return true;
  });
  return {
    recordedAt: (await q.getState(db, ARCHIVE_KEY))!,
    freshLeftOut: recordedHere && freshId !== undefined,
  };
}

export async function recordArchive(_ref: JobRef, { now }: { now: Date }): Promise<string> {
  if (!getConfig().newsletter.enabled) return 'disabled';
  await ensureArchive(now);
  return 'recorded';
}

export async function queueArchive(now = new Date()): Promise<number | undefined> {
  return enqueueJob(getDb(), ARCHIVE_KIND, {}, { uniqueKey: ARCHIVE_KIND, now });
}

/** The job of one post change: what the post's state in WordPress now means for the list. */
export async function handlePostChange(ref: JobRef, { now }: { now: Date }): Promise<string> {
  const postId = Number(ref.postId);
  if (!Number.isInteger(postId) || postId <= 0) return 'invalid';
  const post = await getPublishedPostForMail(postId);
  if (!getConfig().newsletter.enabled) {
    if (post) await q.insertPosts(getDb(), { postIds: [postId], state: 'archive', now });
    return 'disabled';
  }
  const archive = await ensureArchive(now, post ?? undefined);
  // WordPress dates to the second: a post of the archive's own second is not older than it.
  const archiveSecond = Math.floor(Date.parse(archive.recordedAt) / 1000) * 1000;
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const seen = await q.findPost(trx, postId);
      if (!post) return seen?.state === 'held' ? withdraw(trx, seen, now) : 'not-published';
      if (seen && seen.state !== 'held' && seen.state !== 'withdrawn') return `seen-${seen.state}`;
      const item = prepareIssueItem(post);
      if (seen?.state === 'held' && seen.issue_id !== null) {
        await q.upsertItem(trx, { issueId: seen.issue_id, item, now });
        return 'rendered-again';
      }
      if (!seen && !archive.freshLeftOut && Date.parse(post.date) < archiveSecond) {
        // Published before the feature was on, and not yet seen: part of the archive.
        await q.insertPosts(trx, { postIds: [postId], state: 'archive', now });
        return 'archive';
      }
      if (seen) {
        await q.movePost(trx, { postId, from: ['withdrawn'], to: 'held', now });
      } else if (
        (await q.insertPosts(trx, { postIds: [postId], state: 'held', now })).length === 0
      ) {
        // Another runner recorded the post a moment ago: undo, and look again on the next try.
        throw new Error(`post ${postId} was recorded by another runner`);
      }
      const issueId = await holdingIssue(trx, now);
      await q.movePost(trx, { postId, from: ['held'], to: 'held', issueId, now });
      await q.upsertItem(trx, { issueId, item, now });
      return 'held';
    });
}

/** A post unpublished while held leaves its issue; an issue left empty is cancelled. */
async function withdraw(trx: Trx, seen: { post_id: number; issue_id: number | null }, now: Date) {
  await q.deleteItem(trx, seen.post_id);
  await q.movePost(trx, {
    postId: seen.post_id,
    from: ['held'],
    to: 'withdrawn',
    issueId: null,
    now,
  });
  if (seen.issue_id !== null && (await q.itemsOf(trx, seen.issue_id)).length === 0) {
    await q.decideIssue(trx, {
      id: seen.issue_id,
      status: 'cancelled',
      decidedBy: 'withdrawn',
      now,
    });
    return 'cancelled';
  }
  return 'withdrawn';
}

/** The held issue a new post joins: its own, or the next weekly slot's digest. */
async function holdingIssue(trx: Trx, now: Date): Promise<number> {
  const config = getConfig().newsletter;
  const holdMs = config.holdMinutes * 60_000;
  if (config.mode === 'each') {
    const sendAt = new Date(now.getTime() + holdMs);
    const { id } = await q.insertIssue(trx, { kind: 'post', sendAt, now });
    await scheduleIssue(trx, { id, sendAt, now });
    return id;
  }
  let slot = nextDigestSlot(now, config.digestAt);
  for (let week = 0; ; week++) {
    const { id, created } = await q.insertIssue(trx, {
      kind: 'digest',
      digestWeek: slot.toISOString(),
      sendAt: slot,
      now,
    });
    if (created) await scheduleIssue(trx, { id, sendAt: slot, now });
    const issue = (await q.findIssue(trx, id))!;
    // A digest the owner skipped, or one already going out, takes no more posts.
    if (issue.status === 'held' || week >= 52) return id;
    slot = new Date(slot.getTime() + 7 * 24 * 60 * 60 * 1000);
  }
}

async function scheduleIssue(
  trx: Trx,
  { id, sendAt, now }: { id: number; sendAt: Date; now: Date },
) {
  const config = getConfig().newsletter;
  const jobId = await enqueueJob(
    trx,
    ISSUE_SEND_KIND,
    { issueId: id },
    { runAt: sendAt, uniqueKey: `${ISSUE_SEND_KIND}:${id}`, now },
  );
  if (jobId !== undefined) await q.setSendJob(trx, { issueId: id, jobId });
  if (config.ownerEmail) {
    const previewAt = new Date(
      Math.max(now.getTime(), sendAt.getTime() - config.holdMinutes * 60_000),
    );
    await enqueueJob(
      trx,
      PREVIEW_MAIL_KIND,
      { issueId: id },
      { runAt: previewAt, uniqueKey: `${PREVIEW_MAIL_KIND}:${id}`, now },
    );
  }
}

/** The first weekly slot (a weekday and UTC time) after `now`. */
export function nextDigestSlot(now: Date, at: { day: number; hour: number; minute: number }): Date {
  const slot = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), at.hour, at.minute),
  );
  slot.setUTCDate(slot.getUTCDate() + ((at.day - slot.getUTCDay() + 7) % 7));
  if (slot.getTime() <= now.getTime()) slot.setUTCDate(slot.getUTCDate() + 7);
  return slot;
}

export function topicsOfItems(items: { topic: string }[]): Topic[] {
  return [...new Set(items.map((item) => item.topic).filter(isTopic))];
}

/** Renders the owner's preview when it is sent: null once the issue is no longer held. */
export async function renderPreviewMail(
  ref: MailRef,
  now = new Date(),
): Promise<MailMessage | null> {
  const owner = getConfig().newsletter.ownerEmail;
  const issueId = Number(ref.issueId);
  if (!owner || !Number.isInteger(issueId)) return null;
  const db = getDb();
  const issue = await q.findIssue(db, issueId);
  if (!issue || issue.status !== 'held') return null;
  const items = await q.itemsOf(db, issueId);
  if (items.length === 0) return null;
  const recipients = (await q.recipientIds(db, { topics: topicsOfItems(items), now })).length;
  return previewMessage({
    issue: { id: issue.id, kind: issue.kind, items },
    to: owner,
    sendAt: new Date(issue.send_at),
    recipients,
    now,
  });
}
