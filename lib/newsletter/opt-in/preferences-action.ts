'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { confirmTopics, preferencesPage } from '@/content/newsletter-sending';
import { throughGate } from '@/lib/http/action-gate';
import { savePreferences, type PreferencesView } from './preferences';
import { TOPICS } from '@/lib/newsletter/subscribers';

/** The preferences form and the post-confirmation topic choice: the signed token names who. */
const topicList = z.array(z.enum(TOPICS)).max(TOPICS.length);
const preferencesGate = {
  schema: z.strictObject({
    token: z.string().min(1, preferencesPage.invalid).max(100, preferencesPage.invalid),
    shown: topicList,
    chosen: topicList,
    pause: z.enum(['keep', 'pause', 'resume']),
    place: z.enum(['preferences', 'confirm']),
  }),
  rateLimit: { name: 'newsletter-preferences', limit: { points: 30, duration: 600 } },
};

/** After a save: what to say, and the preferences as they now stand. null before a post. */
export type PreferencesState = {
  kind: 'success' | 'error';
  text: string;
  view?: Pick<PreferencesView, 'topics' | 'pausedUntil'>;
} | null;

export async function savePreferencesAction(
  _state: PreferencesState,
  form: FormData,
): Promise<PreferencesState> {
  const place = form.get('place') === 'confirm' ? 'confirm' : 'preferences';
  const input = {
    token: form.get('token'),
    shown: form.getAll('shown'),
    chosen: form.getAll('topic'),
    pause: form.has('pause') ? 'pause' : form.has('resume') ? 'resume' : 'keep',
    place,
  };
  const outcome = await throughGate(preferencesGate, input, (valid) =>
    savePreferences(valid.token, valid),
  );
  if (!outcome.ok) {
    const text =
      outcome.status >= 500
        ? place === 'confirm'
          ? confirmTopics.failed
          : preferencesPage.failed
        : outcome.message;
    return { kind: 'error', text };
  }
  // On to the preferences page the mails link to, which says so.
  if (place === 'confirm') {
    redirect(`/newsletter/preferences?token=${encodeURIComponent(String(input.token))}&saved=1`);
  }
  const { topics, pausedUntil } = outcome.value;
  return { kind: 'success', text: preferencesPage.saved, view: { topics, pausedUntil } };
}
