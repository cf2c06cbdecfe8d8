import type { UseFormRegisterReturn } from 'react-hook-form';
import { OBSTACLES, OTHER_OBSTACLE, questions } from '@/content/screener';
import { LIMITS } from '@/lib/leads/fields';
import { cn } from '@/lib/utils';
import { FieldLabel, type QuestionAria } from './fields';

const copy = questions.obstacles;

interface ObstaclesStepProps {
  aria: QuestionAria;
  selected: readonly string[];
  onToggle: (obstacle: (typeof OBSTACLES)[number]) => void;
  otherField: UseFormRegisterReturn<'other_obstacle'>;
}

/** Several obstacles, each a toggling checkbox; 'Other (please specify)' reveals a text field. */
export function ObstaclesStep({ aria, selected, onToggle, otherField }: ObstaclesStepProps) {
  const otherChosen = selected.includes(OTHER_OBSTACLE);
  return (
    <fieldset {...aria} className="grid gap-3">
      <div className="grid gap-2 sm:grid-cols-2">
        {OBSTACLES.map((obstacle, index) => {
          const id = `obstacle-${index}`;
          const checked = selected.includes(obstacle);
          return (
            <label
              key={obstacle}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border-2 px-4 py-3 transition has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--color-accent-strong)]',
                checked ? 'border-ink bg-ink/5' : 'border-line hover:border-ink-soft bg-white',
              )}
            >
              <input
                id={id}
                type="checkbox"
                checked={checked}
                onChange={() => onToggle(obstacle)}
                aria-controls={obstacle === OTHER_OBSTACLE ? 'other-obstacle-field' : undefined}
                className="accent-ink mt-1 size-4 shrink-0 focus-visible:outline-none"
              />
              <span>{obstacle}</span>
            </label>
          );
        })}
      </div>
      <div id="other-obstacle-field" hidden={!otherChosen}>
        {otherChosen ? (
          <div className="grid gap-1">
            <FieldLabel htmlFor="other-obstacle">{copy.otherLabel}</FieldLabel>
            <textarea
              id="other-obstacle"
              rows={3}
              maxLength={LIMITS.otherObstacle}
              placeholder={copy.otherPlaceholder}
              className="border-line focus:border-ink rounded-lg border-2 px-3 py-2"
              {...otherField}
            />
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
