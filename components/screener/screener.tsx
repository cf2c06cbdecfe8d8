'use client';

import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { questions, REVENUE_TRACKING, screenerCopy } from '@/content/screener';
import {
  choicesOf,
  FIRST_STEP,
  isSingleChoiceStep,
  STEPS,
  type SingleChoiceStep,
} from '@/lib/screener/steps';
import { ChoiceStep } from './choice-step';
import { ContactStep } from './contact-step';
import type { QuestionAria } from './fields';
import { ObstaclesStep } from './obstacles-step';
import { ProgressBar } from './progress-bar';
import { RevenueSlider } from './revenue-slider';
import { useScreener, type ScreenerState } from './use-screener';

/** The booking screener: one question at a time, its progress, and Back and Next. */
export function Screener({ intro }: { intro: ReactNode }) {
  const { headingRef, progressRef, ...screener } = useScreener();
  const { step, processing, submitting, last } = screener;
  const question = questions[step];
  const aria: QuestionAria = {
    'aria-labelledby': `step-${step}-title`,
    'aria-describedby': `step-${step}-description`,
  };

  return (
    <div className="grid gap-6">
      {step === FIRST_STEP ? intro : null}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {screener.announcement}
      </p>
      <form
        noValidate
        aria-labelledby={aria['aria-labelledby']}
        // Set once the script runs (answers can be taken); tests wait for it.
        data-ready={screener.restored ? '' : undefined}
        onSubmit={screener.onSubmit}
        className="border-line grid gap-6 rounded-2xl border bg-white p-5 shadow-sm sm:p-8"
      >
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

        <StepFields screener={screener} aria={aria} />

        <div className="border-line flex items-center justify-between gap-4 border-t pt-5">
          <button
            type="button"
            onClick={screener.back}
            disabled={step === FIRST_STEP || submitting}
            className={buttonVariants({ tone: 'subtle', size: 'lg' })}
          >
            {screenerCopy.back}
          </button>
          <button
            type="submit"
            disabled={!screener.answered || (last ? submitting : processing)}
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
        </div>
      </form>
    </div>
  );
}

/** The controls of the step shown, by its kind. */
function StepFields({
  screener,
  aria,
}: {
  screener: Omit<ScreenerState, 'headingRef' | 'progressRef'>;
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
          value={values[definition.field]}
          disabled={screener.processing}
          onChoose={screener.choose}
        />
      );
    case 'slider':
      return (
        <RevenueSlider
          describedBy={aria['aria-describedby']}
          value={values.revenue_tracking_percentage ?? REVENUE_TRACKING.initial}
          onChange={screener.setTracking}
        />
      );
    case 'multi-choice':
      return (
        <ObstaclesStep
          aria={aria}
          selected={values.obstacles}
          onToggle={screener.toggleObstacle}
          otherField={screener.register('other_obstacle')}
        />
      );
    case 'contact':
      return (
        <ContactStep
          register={screener.register}
          errors={screener.errors}
          disabled={screener.submitting}
        />
      );
  }
}
