import { OBSTACLES, OTHER_OBSTACLE } from '@/content/screener';
import { screenerFields } from '@/content/screener-fields';
import { LIMITS } from '@/lib/field-limits';
import { FieldLabel, type QuestionAria } from './fields';

const copy = screenerFields.obstacles;

interface ObstaclesStepProps {
  aria: QuestionAria;
  selected: readonly string[];
  otherText: string;
}

/**
 * Several obstacles as checkboxes. The 'Other' text field is always in the form and shown by
 * the stylesheet while 'Other' is ticked, so it appears without the page's script too.
 */
export function ObstaclesStep({ aria, selected, otherText }: ObstaclesStepProps) {
  return (
    <fieldset {...aria} className="group grid gap-3">
      <div className="grid gap-2 sm:grid-cols-2">
        {OBSTACLES.map((obstacle, index) => {
          const id = `obstacle-${index}`;
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
                defaultChecked={selected.includes(obstacle)}
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
          name="other_obstacle"
          rows={3}
          maxLength={LIMITS.otherObstacle}
          placeholder={copy.otherPlaceholder}
          defaultValue={otherText}
          className="border-field focus:border-ink rounded-lg border-2 px-3 py-2"
        />
      </div>
    </fieldset>
  );
}
