'use client';

import { buttonVariants } from '@/components/ui/button';
import { PendingButton } from '@/components/ui/pending-button';
import { fill } from '@/lib/text';
import { confirmTopics, newsletterTopics, preferencesPage } from '@/content/newsletter-sending';
import { useFormAction } from '@/lib/hooks/use-form-action';
import { savePreferencesAction, type PreferencesState } from '@/lib/newsletter/opt-in/client';
import { SignupMessageRegion } from './signup-message';

type TopicName = keyof typeof newsletterTopics;

interface TopicsFormProps {
  token: string;
  topics: Record<TopicName, boolean>;
  pausedUntil: string | null;
  /** The preferences page offers the pause; the topic choice after confirming does not. */
  place: 'preferences' | 'confirm';
  permalink: string;
}

/** The form's words in each place it stands. */
const COPY = {
  preferences: { ...preferencesPage, legend: preferencesPage.topicsLegend },
  confirm: confirmTopics,
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The topics a subscriber follows, and on the preferences page the pause. Each shown topic
 * travels as `shown`, so that saving changes those and no other.
 */
export function TopicsForm(props: TopicsFormProps) {
  const copy = COPY[props.place];
  const unanswered = (): PreferencesState => ({ kind: 'error', text: copy.failed });
  const [state, action] = useFormAction(savePreferencesAction, null, props.permalink, unanswered);
  const topics = state?.view?.topics ?? props.topics;
  const pausedUntil = state?.view ? state.view.pausedUntil : props.pausedUntil;
  return (
    <form action={action} className="mt-8 text-left">
      <input type="hidden" name="token" value={props.token} />
      <input type="hidden" name="place" value={props.place} />
      <fieldset>
        <legend className="text-lg font-semibold">{copy.legend}</legend>
        {(Object.keys(newsletterTopics) as TopicName[]).map((topic) => (
          <div key={topic} className="mt-4 flex gap-3">
            <input type="hidden" name="shown" value={topic} />
            <input
              type="checkbox"
              id={`topic-${topic}`}
              name="topic"
              value={topic}
              defaultChecked={topics[topic]}
              aria-describedby={`topic-${topic}-description`}
              className="mt-1 size-5 shrink-0"
            />
            <div>
              <label htmlFor={`topic-${topic}`} className="font-medium">
                {newsletterTopics[topic].label}
              </label>
              <p id={`topic-${topic}-description`} className="text-ink-soft text-sm">
                {newsletterTopics[topic].description}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      {props.place === 'preferences' ? (
        <fieldset className="mt-8" key={pausedUntil ?? 'running'}>
          <legend className="text-lg font-semibold">{preferencesPage.pauseLegend}</legend>
          {pausedUntil ? (
            <p className="text-ink-soft mt-2">
              {fill(preferencesPage.pausedUntil, { date: day(pausedUntil) })}
            </p>
          ) : null}
          <div className="mt-4 flex items-center gap-3">
            <input
              type="checkbox"
              id="pause-choice"
              name={pausedUntil ? 'resume' : 'pause'}
              value="on"
              className="size-5 shrink-0"
            />
            <label htmlFor="pause-choice" className="font-medium">
              {pausedUntil ? preferencesPage.resume : preferencesPage.pause}
            </label>
          </div>
        </fieldset>
      ) : null}
      <PendingButton
        label={copy.save}
        busy={copy.saveBusy}
        className={buttonVariants({ tone: 'dark', className: 'mt-8' })}
      />
      <SignupMessageRegion message={state ? { kind: state.kind, text: state.text } : null} />
    </form>
  );
}
