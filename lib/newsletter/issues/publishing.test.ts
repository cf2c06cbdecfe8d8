import type { ParsedMail } from 'mailparser';
import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { runDueJobs } from '@/lib/jobs';
import { registerSiteJobs } from '@/lib/site-jobs';
import { addConfirmedSubscribers, mailsTo, newsletterSink } from '@/test/newsletter';
import { mailWordPress } from '@/test/newsletter-wordpress';
import { decideIssue, viewDecision } from './decisions';
import { localNewsletter } from '@/lib/newsletter/opt-in/local';
import { notePostChanges, queueArchive } from './publishing';
import { readReturnPath, verifyDecisionToken } from './signed';
import { unsubscribeToken } from '@/lib/newsletter/subscribers';

registerSiteJobs();

const sink = newsletterSink();
const wp = mailWordPress();

const OWNER = 'owner@hiddengrowth.co';
const MINUTE = 60_000;
const READERS = ['ann@example.com', 'ben@example.com', 'cat@example.com'];

beforeAll(() => {
  process.env.NEWSLETTER_ENABLED = 'true';
  process.env.NEWSLETTER_OWNER_EMAIL = OWNER;
  resetConfigForTests();
});

afterAll(() => {
  delete process.env.NEWSLETTER_ENABLED;
  delete process.env.NEWSLETTER_OWNER_EMAIL;
  resetConfigForTests();
  wp.restore();
});

let nextPostId = 9000;
beforeEach(async () => {
  nextPostId += 10;
  await addConfirmedSubscribers(READERS);
});

/** The webhook's post change, then every job due `minutes` from now. */
async function webhook(action: 'publish' | 'update' | 'unpublish', id: number, at = new Date()) {
  await notePostChanges({ changes: [{ kind: 'post', action, id }] }, at);
  await runDueJobs(at);
}

/**
 * Runs the jobs due `minutes` from now, then those due a few minutes after (an issue's
 * deliveries are spaced at NEWSLETTER_SEND_RATE, 60 a minute by default).
 */
async function runAt(minutes: number) {
  await runDueJobs(new Date(Date.now() + minutes * MINUTE), 500);
  await runDueJobs(new Date(Date.now() + (minutes + 5) * MINUTE), 500);
  await new Promise((resolve) => setTimeout(resolve, 150));
}

const issues = () => getDb().selectFrom('newsletter_issues').selectAll().orderBy('id').execute();
const issueMailsTo = (address: string, subject: string) =>
  mailsTo(sink, address).filter((m) => m.subject === subject);
const previews = () => mailsTo(sink, OWNER).filter((m) => m.subject?.startsWith('Preview: '));
const header = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');

function decisionLinks(preview: ParsedMail) {
  const tokens = [...(preview.text ?? '').matchAll(/\/newsletter\/issue\?token=(\S+)/g)].map((m) =>
    decodeURIComponent(m[1]!),
  );
  expect(tokens).toHaveLength(2);
  const [send, skip] = tokens as [string, string];
  return { send, skip };
}

describe('switching the newsletter on', () => {
  it('records the archive and never mails it, even when its posts are updated later', async () => {
    await queueArchive();
    await runAt(0);
    const archive = await getDb()
      .selectFrom('newsletter_posts')
      .select(['post_id', 'state'])
      .execute();
    expect(archive.length).toBe(wp.publishedIds().length);
    expect(new Set(archive.map((row) => row.state))).toEqual(new Set(['archive']));

    await webhook('update', 101);
    await webhook('publish', 102);
    await runAt(24 * 60);
    expect(await issues()).toEqual([]);
    expect(sink.messages).toHaveLength(0);
  });

  it('treats an old post seen for the first time by a webhook as archive too', async () => {
    // No archive job ran yet: the first post change records it first.
    await webhook('update', 103);
    await runAt(24 * 60);
    expect(await issues()).toEqual([]);
    expect(sink.messages).toHaveLength(0);
  });
});

describe('a new insight', () => {
  it('is held, previewed to the owner, and sent to each subscriber once after the hold', async () => {
    const id = nextPostId;
    const title = `A new finding ${id}`;
    wp.publish({ id, title });
    const publishedAt = new Date();
    await webhook('publish', id, publishedAt);

    const [issue] = await issues();
    expect(issue).toMatchObject({ kind: 'post', status: 'held' });
    // Held for NEWSLETTER_HOLD_MINUTES' default of 120.
    expect(Date.parse(issue!.send_at) - publishedAt.getTime()).toBe(120 * MINUTE);

    // The owner's preview: when, to how many, the two signed links, then the issue itself.
    const [preview] = await waitFor(previews, 1);
    expect(preview!.subject).toBe(`Preview: ${title}`);
    expect(preview!.text).toContain('This issue goes to 3 subscribers');
    expect(preview!.text).toContain(title);
    const links = decisionLinks(preview!);
    expect(verifyDecisionToken(links.send)).toEqual({ issueId: issue!.id, decision: 'send' });
    expect(verifyDecisionToken(links.skip)).toEqual({ issueId: issue!.id, decision: 'skip' });
    // Opening a link's page decides nothing.
    expect(await viewDecision(links.skip)).toMatchObject({ decision: 'skip', status: 'held' });
    expect((await issues())[0]!.status).toBe('held');

    // Nothing goes before the hold ends.
    await runDueJobs(new Date(Date.now() + 119 * MINUTE));
    for (const reader of READERS) expect(issueMailsTo(reader, title)).toHaveLength(0);

    await runAt(121);
    for (const reader of READERS) {
      const mails = issueMailsTo(reader, title);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.text).toContain(title);
      expect(mail.text).toContain(`https://www.hiddengrowth.co/insights/new-post-${id}`);
      expect(mail.html).toContain(`href="https://www.hiddengrowth.co/insights/new-post-${id}"`);
      expect(header(mail, 'list-unsubscribe')).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
      expect(mail.text).toMatch(/\/newsletter\/preferences\?token=\d+\.[a-f0-9]{32}/);
      expect(header(mail, 'list-unsubscribe-post')).toBe(
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      );
      expect(mail.messageId).toMatch(/^<issue-\d+\.delivery-\d+\.[a-f0-9]{20}@/);
      const target = readReturnPath(sink.envelopeOf(mail).from);
      expect(target).toEqual({ deliveryId: expect.any(Number) });
    }
    expect((await issues())[0]).toMatchObject({ status: 'sent', recipients: 3 });

    // Running the queue again, and WordPress reporting the post updated, send nothing more.
    wp.edit(id, `${title} (revised)`);
    await webhook('update', id, new Date(Date.now() + 200 * MINUTE));
    await runAt(48 * 60);
    for (const reader of READERS) expect(mailsTo(sink, reader)).toHaveLength(1);
    expect(await issues()).toHaveLength(1);
  });

  it('is rendered again when edited within the hold', async () => {
    const id = nextPostId;
    wp.publish({ id, title: `First title ${id}` });
    await webhook('publish', id);
    wp.edit(id, `Better title ${id}`);
    await webhook('update', id);
    await runAt(121);
    expect(issueMailsTo(READERS[0]!, `Better title ${id}`)).toHaveLength(1);
    expect(issueMailsTo(READERS[0]!, `First title ${id}`)).toHaveLength(0);
  });

  it('is cancelled when unpublished within the hold', async () => {
    const id = nextPostId;
    wp.publish({ id, title: `Withdrawn ${id}` });
    await webhook('publish', id);
    wp.unpublish(id);
    await webhook('unpublish', id);
    expect((await issues())[0]).toMatchObject({ status: 'cancelled' });
    await runAt(121);
    for (const reader of READERS) expect(mailsTo(sink, reader)).toHaveLength(0);
  });

  it('goes at once on Send now, and never on Skip', async () => {
    const sent = nextPostId;
    const skipped = nextPostId + 1;
    wp.publish({ id: sent, title: `Send me ${sent}` });
    await webhook('publish', sent);
    wp.publish({ id: skipped, title: `Skip me ${skipped}` });
    await webhook('publish', skipped);
    const [first, second] = await waitFor(previews, 2);

    const skip = await decideIssue(decisionLinks(second!).skip);
    expect(skip).toMatchObject({ decision: 'skip', applied: true, status: 'skipped' });
    const send = await decideIssue(decisionLinks(first!).send);
    expect(send).toMatchObject({ decision: 'send', applied: true });
    // Send now runs the issue's send job after the answer; its deliveries are due at once.
    await waitUntil(async () => (await issues())[0]!.status !== 'held');
    await runAt(1);
    for (const reader of READERS) {
      expect(issueMailsTo(reader, `Send me ${sent}`)).toHaveLength(1);
    }
    // A second click changes nothing and says so.
    expect(await decideIssue(decisionLinks(second!).skip)).toMatchObject({ applied: false });
    await runAt(48 * 60);
    for (const reader of READERS)
      expect(issueMailsTo(reader, `Skip me ${skipped}`)).toHaveLength(0);
    // Skipped for good: an update later never sends it.
    await webhook('update', skipped, new Date(Date.now() + 200 * MINUTE));
    await runAt(48 * 60);
    for (const reader of READERS) expect(mailsTo(sink, reader)).toHaveLength(1);
  });

  it('a case-study stage reaches only those who follow the case study', async () => {
    const id = nextPostId;
    await getDb()
      .insertInto('newsletter_topics')
      .values({
        subscriber_id: (await subscriberId(READERS[1]!))!,
        topic: 'case-study',
        subscribed: 0,
        updated_at: new Date().toISOString(),
      })
      .execute();
    wp.publish({ id, title: `Stage ${id}`, caseStudy: true });
    await webhook('publish', id);
    await runAt(121);
    expect(issueMailsTo(READERS[0]!, `Stage ${id}`)).toHaveLength(1);
    expect(issueMailsTo(READERS[1]!, `Stage ${id}`)).toHaveLength(0);
    expect(issueMailsTo(READERS[2]!, `Stage ${id}`)).toHaveLength(1);
  });
});

describe('sending an issue', () => {
  it('stops the mail of someone who unsubscribes during the send', async () => {
    const id = nextPostId;
    wp.publish({ id, title: `Mid-send ${id}` });
    await webhook('publish', id);
    // The hold ends: the issue fans out, and the first delivery goes.
    await runDueJobs(new Date(Date.now() + 121 * MINUTE), 2);
    await waitFor(() => sink.messages.filter((m) => m.subject === `Mid-send ${id}`), 1);
    // The last reader unsubscribes with the link of an earlier mail, before their turn.
    await localNewsletter.unsubscribe(unsubscribeToken((await subscriberId(READERS[2]!))!));
    await runAt(121);
    expect(issueMailsTo(READERS[0]!, `Mid-send ${id}`)).toHaveLength(1);
    expect(issueMailsTo(READERS[1]!, `Mid-send ${id}`)).toHaveLength(1);
    expect(issueMailsTo(READERS[2]!, `Mid-send ${id}`)).toHaveLength(0);
    const statuses = await deliveryStatuses();
    expect(statuses).toEqual({ sent: 2, cancelled: 1 });
    expect((await issues())[0]).toMatchObject({ status: 'sent' });
  });

  it('sends each subscriber once when the process dies mid-send and another run takes over', async () => {
    const id = nextPostId;
    wp.publish({ id, title: `Crash ${id}` });
    await webhook('publish', id);
    const holdEnds = new Date(Date.now() + 121 * MINUTE);
    // Fan out and send the first delivery.
    await runDueJobs(holdEnds, 2);
    await waitFor(() => sink.messages.filter((m) => m.subject === `Crash ${id}`), 1);
    // The process is killed while its second delivery is with the relay: its job is left
    // claimed and the delivery `sending`, as a SIGKILL after the claim leaves them.
    const second = await getDb()
      .selectFrom('newsletter_deliveries')
      .select('id')
      .where('status', '=', 'queued')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await getDb()
      .updateTable('newsletter_deliveries')
      .set({ status: 'sending', attempts: 1 })
      .where('id', '=', second.id)
      .execute();
    await getDb()
      .updateTable('jobs')
      .set({ status: 'running', claimed_at: holdEnds.toISOString() })
      .where('unique_key', '=', `newsletter-delivery:${second.id}`)
      .execute();
    // A restarted process (much later, once the claim is stale) runs every job again.
    await runAt(24 * 60);
    await runAt(48 * 60);
    const counts = READERS.map((reader) => issueMailsTo(reader, `Crash ${id}`).length);
    // The one in flight is never sent twice; every other subscriber gets exactly one.
    expect(counts.filter((n) => n > 1)).toEqual([]);
    expect(counts.filter((n) => n === 1)).toHaveLength(2);
    expect(await deliveryStatuses()).toEqual({ sent: 2, interrupted: 1 });
    expect((await issues())[0]).toMatchObject({ status: 'sent' });
  });
});

async function subscriberId(email: string) {
  const row = await getDb()
    .selectFrom('newsletter_subscribers')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.id;
}

async function deliveryStatuses() {
  const rows = await getDb().selectFrom('newsletter_deliveries').select('status').execute();
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return counts;
}

async function waitFor<T>(read: () => T[], count: number): Promise<T[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = read();
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`Expected ${count}, found ${found.length}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function waitUntil(check: () => Promise<boolean>) {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the weekly edition (NEWSLETTER_MODE=weekly)', () => {
  beforeAll(() => {
    process.env.NEWSLETTER_MODE = 'weekly';
    resetConfigForTests();
  });
  afterAll(() => {
    delete process.env.NEWSLETTER_MODE;
    resetConfigForTests();
  });

  it('gathers the week’s posts into one mail at the digest slot', async () => {
    const [a, b] = [nextPostId, nextPostId + 1];
    wp.publish({ id: a, title: `Monday ${a}` });
    await webhook('publish', a);
    wp.publish({ id: b, title: `Thursday ${b}` });
    await webhook('publish', b);

    const all = await issues();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ kind: 'digest', status: 'held' });
    // The next Monday 09:00 UTC (NEWSLETTER_DIGEST_AT's default).
    const slot = new Date(all[0]!.send_at);
    expect([slot.getUTCDay(), slot.getUTCHours(), slot.getUTCMinutes()]).toEqual([1, 9, 0]);
    expect(slot.getTime() - Date.now()).toBeLessThanOrEqual(7 * 24 * 60 * MINUTE);

    await runAt(8 * 24 * 60);
    const subject = `This week at Hidden Growth: Monday ${a} and 1 more`;
    for (const reader of READERS) {
      expect(mailsTo(sink, reader).map((m) => m.subject)).toEqual([subject]);
      expect(issueMailsTo(reader, subject)[0]!.text).toContain(`Thursday ${b}`);
    }
  });
});
