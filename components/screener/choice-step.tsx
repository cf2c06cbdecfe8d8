import type { ChoiceOption } from '@/content/screener';
import { CHOICE_FIELD } from '@/lib/screener/client';
import type { QuestionAria } from './fields';

interface ChoiceStepProps {
  aria: QuestionAria;
  options: readonly ChoiceOption[];
  value: string | null;
  disabled: boolean;
}

/**
 * A single-choice question as toggle buttons, each a submit button posting its answer as
 * `choice`. Not radio buttons: they would choose (and advance the screener) on every arrow key.
 */
export function ChoiceStep({ aria, options, value, disabled }: ChoiceStepProps) {
  return (
    <div role="group" {...aria} className="grid gap-3">
      {options.map((option) => (
        <button
          key={option.value}
          type="submit"
          name={CHOICE_FIELD}
          value={option.value}
          aria-pressed={option.value === value}
          // aria-disabled, not disabled: a disabled button loses focus, and the chosen one keeps
          // it until the next question takes it. The form lets no press through meanwhile.
          aria-disabled={disabled || undefined}
          className="group border-line text-ink hover:border-ink-soft aria-pressed:border-ink aria-pressed:bg-ink flex w-full items-start gap-3 rounded-lg border-2 bg-white px-4 py-3 text-left transition aria-disabled:cursor-not-allowed aria-disabled:not-aria-pressed:opacity-60 aria-pressed:text-white"
        >
          <span
            aria-hidden="true"
            className="border-ink-soft mt-1 flex size-4 shrink-0 items-center justify-center rounded-full border-2 group-aria-pressed:border-white"
          >
            <span className="hidden size-2 rounded-full bg-white group-aria-pressed:block" />
          </span>
          <span>
            <span className="block font-semibold">{option.label}</span>
            {option.hint ? (
              <span className="text-ink-soft block text-sm group-aria-pressed:text-white/85">
                {option.hint}
              </span>
            ) : null}
          </span>
        </button>
      ))}
    </div>
  );
}
