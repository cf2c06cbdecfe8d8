import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { clearNewsletter } from '@/test/newsletter';
import { preferencesToken, topicsOf } from '@/lib/newsletter/subscribers';
import { recipientIds } from '@/lib/newsletter/issues/issue-queries';
import { readPreferences, savePreferences, type PreferencesChange } from './preferences';

const DAY = 24 * 60 * 60 * 1000;

async function subscriber(email: string, status: 'confirmed' | 'unsubscribed' = 'confirmed') {
  const now = new Date().toISOString();
  const row = await getDb()
    .insertInto('newsletter_subscribers')
    .values({
      email,
      status,
      consent_source: 'sign-up form',
      consent_text: 'Consent statement shown beside the form.',
      requested_at: now,
      confirmed_at: now,
      code_attempts: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('Expected a refusal');
}

beforeEach(() => clearNewsletter());

describe('the preferences page’s save', () => {
  it('changes the topics the form showed, and never one it did not show', async () => {
    const id = await subscriber('ann@example.com');
    const token = preferencesToken(id);
    expect((await readPreferences(token))!.topics).toEqual({
      insights: true,
      'case-study': true,
    });
    // A page that shows only Insights, unticked: the case study stays on.
    await savePreferences(token, { shown: ['insights'], chosen: [], pause: 'keep' });
    expect(await topicsOf(getDb(), id)).toEqual({ insights: false, 'case-study': true });
    // Both shown, only the case study ticked, then both again.
    await savePreferences(token, {
      shown: ['insights', 'case-study'],
      chosen: ['case-study'],
      pause: 'keep',
    });
    expect(await topicsOf(getDb(), id)).toEqual({ insights: false, 'case-study': true });
    await savePreferences(token, {
      shown: ['insights', 'case-study'],
      chosen: ['insights', 'case-study'],
      pause: 'keep',
    });
    expect(await topicsOf(getDb(), id)).toEqual({ insights: true, 'case-study': true });
  });

  it('pauses all mail for a month, and resumes it', async () => {
    const id = await subscriber('ben@example.com');
    const token = preferencesToken(id);
    const now = new Date();
    const view = await savePreferences(token, { shown: [], chosen: [], pause: 'pause' }, now);
    expect(Date.parse(view.pausedUntil!) - now.getTime()).toBe(30 * DAY);
    // Paused: no issue of any topic reaches them, until the month is over.
    const topics = ['insights', 'case-study'] as const;
    expect(await recipientIds(getDb(), { topics: [...topics], now })).toEqual([]);
    const later = new Date(now.getTime() + 31 * DAY);
    expect(await recipientIds(getDb(), { topics: [...topics], now: later })).toEqual([id]);
    // Resumed at once.
    const resumed = await savePreferences(token, { shown: [], chosen: [], pause: 'resume' });
    expect(resumed.pausedUntil).toBeNull();
    expect(await recipientIds(getDb(), { topics: [...topics], now })).toEqual([id]);
  });

  it('someone who turned a topic off gets no issue of it alone', async () => {
    const id = await subscriber('cat@example.com');
    await savePreferences(preferencesToken(id), {
      shown: ['insights', 'case-study'],
      chosen: ['insights'],
      pause: 'keep',
    });
    const now = new Date();
    expect(await recipientIds(getDb(), { topics: ['case-study'], now })).toEqual([]);
    expect(await recipientIds(getDb(), { topics: ['insights'], now })).toEqual([id]);
  });

  it('refuses a forged token with 400 and an unsubscribed person with 409', async () => {
    const id = await subscriber('dee@example.com', 'unsubscribed');
    const change: PreferencesChange = { shown: [], chosen: [], pause: 'pause' };
    const forged = `${id}.${'0'.repeat(32)}`;
    expect(await readPreferences(forged)).toBeNull();
    expect((await refusal(savePreferences(forged, change))).status).toBe(400);
    expect((await readPreferences(preferencesToken(id)))!.state).toBe('not-subscribed');
    expect((await refusal(savePreferences(preferencesToken(id), change))).status).toBe(409);
    const row = await getDb()
      .selectFrom('newsletter_subscribers')
      .select('paused_until')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.paused_until).toBeNull();
  });
});
