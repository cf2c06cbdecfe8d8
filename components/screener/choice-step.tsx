import type { ChoiceOption } from '@/content/screener';
import { cn } from '@/lib/utils';
import type { QuestionAria } from './fields';

interface ChoiceStepProps {
  aria: QuestionAria;
  options: readonly ChoiceOption[];
  value: string | null;
  disabled: boolean;
  onChoose: (value: string) => void;
}

/**
 * A single-choice question as a group of toggle buttons: Tab moves between answers and Enter
 * or Space chooses one. (Radio buttons would choose on every arrow key, and each choice
 * advances the screener.)
 */
export function ChoiceStep({ aria, options, value, disabled, onChoose }: ChoiceStepProps) {
  return (
    <div role="group" {...aria} className="grid gap-3">
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={selected}
            disabled={disabled}
            onClick={() => onChoose(option.value)}
            className={cn(
              'flex w-full items-start gap-3 rounded-lg border-2 px-4 py-3 text-left transition disabled:cursor-not-allowed',
              selected
                ? 'border-ink bg-ink text-white'
                : 'border-line text-ink hover:border-ink-soft bg-white disabled:opacity-60',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'mt-1 flex size-4 shrink-0 items-center justify-center rounded-full border-2',
                selected ? 'border-white' : 'border-ink-soft',
              )}
            >
              {selected ? <span className="size-2 rounded-full bg-white" /> : null}
            </span>
            <span>
              <span className="block font-semibold">{option.label}</span>
              {option.hint ? (
                <span className={cn('block text-sm', selected ? 'text-white/85' : 'text-ink-soft')}>
                  {option.hint}
                </span>
              ) : null}
            </span>
          </button>
        );
      })}
    </div>
  );
}
