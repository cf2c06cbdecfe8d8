'use client';

import { useActionState, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { REVENUE_TRACKING, screenerCopy } from '@/content/screener';
import { hiddenFields, INTENT_FIELD } from '@/lib/screener/form-fields';
import { screenerFormAction } from '@/lib/screener/form-action';
import {
  choicesOf,
  FIRST_STEP,
  isSingleChoiceStep,
  questionOf,
  STEPS,
  type SingleChoiceStep,
} from '@/lib/screener/steps';
import { ChoiceStep } from './choice-step';
import type { QuestionAria } from './fields';
import { ContactStep, ObstaclesStep, Problem, RevenueSlider, Submitted } from './later';
import { ProgressBar } from './progress-bar';
import { useScreener, type ScreenerState } from './use-screener';

/**
 * The booking screener: one question at a time, its progress, and Back and Next. It is a form
 * that posts (lib/screener/form-action.ts): without the page's script each step is sent to
 * the server, which answers with the next one, the answers of the other steps travelling in
 * hidden fields; with it, the same form is driven here and sends nothing until the end.
 */
export function Screener({ intro }: { intro: ReactNode }) {
  // The permalink is the form's address before the script runs: a post goes to this page and
  // comes back at the form (an empty action attribute is invalid HTML).
  const [posted, action] = useActionState(screenerFormAction, null, '#screener');
  const { headingRef, progressRef, formRef, ...screener } = useScreener(posted);
  const { step, processing, submitting, last, restored } = screener;
  const question = questionOf(step);
  const aria: QuestionAria = {
    'aria-labelledby': `step-${step}-title`,
    'aria-describedby': `step-${step}-description`,
  };

  if (screener.done) return <Submitted />;
  return (
    <div className="grid gap-6">
      {step === FIRST_STEP ? intro : null}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {screener.announcement}
      </p>
      <form
        id="screener"
        ref={formRef}
        action={action}
        noValidate
        aria-labelledby={aria['aria-labelledby']}
        data-screener=""
        // Set once the script runs (answers can be taken); tests wait for it.
        data-ready={restored ? '' : undefined}
        onSubmit={screener.onSubmit}
        // Busy (set by the page's early script) until the screener's code runs.
        className="group/screener border-line grid gap-6 rounded-2xl border bg-white p-5 shadow-sm aria-busy:cursor-progress sm:p-8"
      >
        {hiddenFields(step, screener.values).map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <div ref={progressRef} className="scroll-mt-24 group-aria-busy/screener:animate-pulse">
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
        {screener.problem ? <Problem problem={screener.problem} /> : null}

        {/* Next comes first in the form, so that Enter in a field means Next, not Back. */}
        <div className="border-line flex flex-row-reverse flex-wrap items-center justify-between gap-4 border-t pt-5">
          <button
            type="submit"
            name={INTENT_FIELD}
            value="next"
            // Until the script runs, the server checks the step: the button stays usable.
            disabled={restored && (!screener.answered || (last ? submitting : processing))}
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
            onClick={(event) => {
              event.preventDefault();
              screener.back();
            }}
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

/** The controls of the step shown, by its kind. */
function StepFields({
  screener,
  aria,
}: {
  screener: Omit<ScreenerState, 'headingRef' | 'progressRef' | 'formRef'>;
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
          onChange={(percent) => screener.answers.setValue('revenue_tracking_percentage', percent)}
        />
      );
    case 'multi-choice':
      return (
        <ObstaclesStep
          aria={aria}
          selected={values.obstacles}
          answers={screener.answers}
          otherField={screener.answers.register('other_obstacle')}
          otherText={screener.initialValues.other_obstacle}
        />
      );
    case 'contact':
      return (
        <ContactStep
          register={screener.answers.register}
          errors={screener.answers.errors}
          postedErrors={screener.postedErrors}
          disabled={screener.submitting}
          values={screener.initialValues}
        />
      );
  }
}
