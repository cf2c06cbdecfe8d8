'use client';

import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { REVENUE_TRACKING, screenerCopy } from '@/content/screener';
import {
  choicesOf,
  FIRST_STEP,
  hiddenFields,
  INTENT_FIELD,
  isSingleChoiceStep,
  questionOf,
  STEPS,
  type SingleChoiceStep,
} from '@/lib/screener/client';
import { ChoiceStep } from './choice-step';
import { ContactStep } from './contact-step';
import type { QuestionAria } from './fields';
import { ObstaclesStep } from './obstacles-step';
import { Problem } from './problem';
import { ProgressBar } from './progress-bar';
import { RevenueSlider } from './revenue-slider';
import { Submitted } from './submitted';
import { useScreener, type ScreenerState } from './use-screener';

/**
 * The booking screener: one question at a time in one form posted to its Server Action; every
 * press is a post answered with the next step, the other steps' answers in hidden fields.
 */
export function Screener({ intro }: { intro: ReactNode }) {
  const { formRef, headingRef, progressRef, ...screener } = useScreener();
  const { step, last, processing, submitting, hydrated } = screener;
  const question = questionOf(step);
  const aria: QuestionAria = {
    'aria-labelledby': `step-${step}-title`,
    'aria-describedby': `step-${step}-description`,
  };

  if (screener.done) return <Submitted note={screener.note} />;
  return (
    <div className="grid gap-6">
      {step === FIRST_STEP ? intro : null}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {screener.announcement}
      </p>
      <form
        id="screener"
        ref={formRef}
        action={screener.formAction}
        noValidate
        aria-labelledby={aria['aria-labelledby']}
        // Set once the script runs (presses are answered in place); tests wait for it.
        data-ready={hydrated ? '' : undefined}
        onSubmit={screener.onSubmit}
        onChange={screener.onChange}
        className="border-line grid gap-6 rounded-2xl border bg-white p-5 shadow-sm sm:p-8"
      >
        {hiddenFields(step, screener.values).map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <div ref={progressRef} className="scroll-mt-24">
          <ProgressBar {...screener.progress} />
        </div>
        <div className="grid gap-2">
          <h2
            id={aria['aria-labelledby']}
            ref={headingRef}
            tabIndex={-1}
            className="text-ink text-xl font-bold focus:outline-none sm:text-2xl"
          >
            {question.title}
          </h2>
          <p id={aria['aria-describedby']} className="text-ink-soft">
            {question.description}
            {isSingleChoiceStep(step) ? (
              <span className="sr-only"> {screenerCopy.singleChoiceHint}</span>
            ) : null}
          </p>
        </div>

        <StepFields key={step} screener={screener} aria={aria} />
        {screener.problem ? <Problem problem={screener.problem} /> : null}

        {/* Next comes first in the form, so that Enter in a field means Next, not Back. */}
        <div className="border-line flex flex-row-reverse flex-wrap items-center justify-between gap-4 border-t pt-5">
          <button
            type="submit"
            name={INTENT_FIELD}
            value="next"
            // Until the script runs, the server checks the step: the button stays usable.
            disabled={hydrated && (!screener.answered || processing || submitting)}
            className={buttonVariants({ tone: last ? 'primary' : 'dark', size: 'lg' })}
          >
            {last
              ? submitting
                ? screenerCopy.submitting
                : screenerCopy.submit
              : processing
                ? screenerCopy.processing
                : screenerCopy.next}
          </button>
          <button
            type="submit"
            name={INTENT_FIELD}
            value="back"
            disabled={step === FIRST_STEP || submitting}
            className={buttonVariants({ tone: 'subtle', size: 'lg' })}
          >
            {screenerCopy.back}
          </button>
        </div>
      </form>
    </div>
  );
}

function StepFields({
  screener,
  aria,
}: {
  screener: Omit<ScreenerState, 'formRef' | 'headingRef' | 'progressRef'>;
  aria: QuestionAria;
}) {
  const { step, values } = screener;
  const definition = STEPS[step];
  switch (definition.kind) {
    case 'single-choice':
      return (
        <ChoiceStep
          aria={aria}
          options={choicesOf(step as SingleChoiceStep)}
          value={screener.chosen ?? values[definition.field]}
          disabled={screener.processing}
        />
      );
    case 'slider':
      return (
        <RevenueSlider
          describedBy={aria['aria-describedby']}
          initial={values.revenue_tracking_percentage ?? REVENUE_TRACKING.initial}
        />
      );
    case 'multi-choice':
      return (
        <ObstaclesStep aria={aria} selected={values.obstacles} otherText={values.other_obstacle} />
      );
    case 'contact':
      return (
        <ContactStep
          errors={screener.errors}
          register={screener.register}
          disabled={screener.submitting}
          values={values}
        />
      );
  }
}
