import { OBSTACLES, OTHER_OBSTACLE } from '@/content/screener';
import { screenerFields } from '@/content/screener-fields';
import { LIMITS } from '@/lib/leads/fields';
import type { ScreenerValues } from '@/lib/leads/schema';
import { toggleObstacle } from '@/lib/screener/later-answers';
import { FieldLabel, type QuestionAria } from './fields';
import type { Answers, FieldBinding } from './use-answers';

const copy = screenerFields.obstacles;

interface ObstaclesStepProps {
  aria: QuestionAria;
  selected: readonly string[];
  /** Where a tick goes. */
  answers: Pick<Answers, 'getValues' | 'setValue'>;
  otherField: FieldBinding<'other_obstacle'>;
  /** The other obstacle's text the page starts with (the server writes it into the field). */
  otherText: string;
}

/**
 * Several obstacles, each a toggling checkbox; 'Other (please specify)' reveals a text field.
 * The field is always in the form and shown by the stylesheet while 'Other' is ticked, so it
 * appears without the page's script too.
 */
export function ObstaclesStep({
  aria,
  selected,
  answers,
  otherField,
  otherText,
}: ObstaclesStepProps) {
  const onToggle = (obstacle: ScreenerValues['obstacles'][number]) => {
    const { getValues, setValue } = answers;
    const next = toggleObstacle(getValues(), obstacle);
    setValue('obstacles', next.obstacles);
    if (next.other_obstacle !== getValues().other_obstacle) {
      setValue('other_obstacle', next.other_obstacle);
    }
  };
  return (
    <fieldset {...aria} className="group grid gap-3">
      <div className="grid gap-2 sm:grid-cols-2">
        {OBSTACLES.map((obstacle, index) => {
          const id = `obstacle-${index}`;
          const checked = selected.includes(obstacle);
          return (
            <label
              key={obstacle}
              htmlFor={id}
              // Drawn from the box's own state, so a tick shows before the script runs too.
              className="border-line hover:border-ink-soft has-checked:border-ink has-checked:bg-ink/5 has-[:focus-visible]:outline-ink flex cursor-pointer items-start gap-3 rounded-lg border-2 bg-white px-4 py-3 transition has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2"
            >
              <input
                id={id}
                type="checkbox"
                name="obstacles"
                value={obstacle}
                checked={checked}
                onChange={() => onToggle(obstacle)}
                data-other={obstacle === OTHER_OBSTACLE ? '' : undefined}
                aria-controls={obstacle === OTHER_OBSTACLE ? 'other-obstacle-field' : undefined}
                className="accent-ink mt-1 size-4 shrink-0 focus-visible:outline-none"
              />
              <span>{obstacle}</span>
            </label>
          );
        })}
      </div>
      <div id="other-obstacle-field" className="hidden gap-1 group-has-[[data-other]:checked]:grid">
        <FieldLabel htmlFor="other-obstacle">{copy.otherLabel}</FieldLabel>
        <textarea
          id="other-obstacle"
          rows={3}
          maxLength={LIMITS.otherObstacle}
          placeholder={copy.otherPlaceholder}
          defaultValue={otherText}
          className="border-field focus:border-ink rounded-lg border-2 px-3 py-2"
          {...otherField}
        />
      </div>
    </fieldset>
  );
}
