'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { toast } from '@/components/ui/toaster';
import {
  AUTO_ADVANCE_MS,
  OTHER_OBSTACLE,
  questions,
  REVENUE_TRACKING,
  screenerCopy,
  type StepNumber,
} from '@/content/screener';
import {
  ctaFromQuery,
  leadSchema,
  prepareLeadInput,
  type Lead,
  type ScreenerValues,
} from '@/lib/leads/schema';
import {
  clearSession,
  emptyValues,
  loadSession,
  newLeadId,
  saveSession,
} from '@/lib/leads/screener-session';
import {
  isSingleChoiceStep,
  isStepAnswered,
  LAST_STEP,
  nextStep,
  previousStep,
  progressOf,
} from '@/lib/leads/steps';
import { ChoiceStep } from './choice-step';
import { ContactStep } from './contact-step';
import { ObstaclesStep } from './obstacles-step';
import { ProgressBar } from './progress-bar';
import { RevenueSlider } from './revenue-slider';

const schemaResolver = zodResolver(leadSchema);
/** The server's schema, applied to what the browser sends (SPEC.md section 5). */
const leadResolver: Resolver<ScreenerValues, unknown, Lead> = (values, context, options) =>
  schemaResolver(
    prepareLeadInput(values) as never,
    context,
    options as never,
  ) as unknown as ReturnType<Resolver<ScreenerValues, unknown, Lead>>;

type ChoiceField =
  'business_type' | 'annual_revenue' | 'product_stage' | 'risk_level' | 'customer_understanding';

/** The booking screener: steps, auto-advance, Back, progress, resume and submission. */
export function Screener({ intro }: { intro: ReactNode }) {
  const router = useRouter();
  const form = useForm<ScreenerValues, unknown, Lead>({
    defaultValues: emptyValues(),
    resolver: leadResolver,
  });
  const { control, register, setValue, getValues, reset, handleSubmit, setError } = form;
  const values = useWatch({ control }) as ScreenerValues;
  const errors = form.formState.errors;

  const [step, setStep] = useState<StepNumber>(1);
  const [processing, setProcessing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [restored, setRestored] = useState(false);
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  // Resume from session storage before the first paint; carry the campaign source and referrer.
  useLayoutEffect(() => {
    const saved = loadSession(window.sessionStorage);
    const start = saved?.values ?? { ...emptyValues(), id: newLeadId() };
    const cta = ctaFromQuery(new URLSearchParams(window.location.search).get('cta'));
    reset({
      ...start,
      id: start.id || newLeadId(),
      cta_source: cta ?? start.cta_source,
      page_referrer: start.page_referrer ?? (document.referrer || null),
    });
    // Session storage exists only in the browser, so resuming has to follow hydration; a layout
    // effect does it before the first paint, at the cost of one extra render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (saved) setStep(saved.step);
    setRestored(true);
  }, [reset]);

  useEffect(() => {
    if (restored && !submitting) saveSession(window.sessionStorage, step, values);
  }, [restored, step, values, submitting]);

  useEffect(
    () => () => {
      if (advanceTimer.current) clearTimeout(advanceTimer.current);
    },
    [],
  );

  // After a step change: announce it, move focus to the question, scroll to the progress area.
  useEffect(() => {
    if (!stepChanged.current) return;
    stepChanged.current = false;
    const { position, total } = progressOf(step, getValues());
    setAnnouncement(screenerCopy.announce(position, total, questions[step].title));
    headingRef.current?.focus({ preventScroll: true });
    if (step !== 1) {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      progressRef.current?.scrollIntoView({
        behavior: reduced ? 'auto' : 'smooth',
        block: 'start',
      });
    }
  }, [step, getValues]);

  const goTo = useCallback(
    (target: StepNumber | null) => {
      if (target === null) return;
      if (target === 3 && getValues('revenue_tracking_percentage') === null) {
        setValue('revenue_tracking_percentage', REVENUE_TRACKING.initial);
      }
      stepChanged.current = true;
      setStep(target);
    },
    [getValues, setValue],
  );

  function choose(field: ChoiceField, value: string) {
    if (processing) return;
    setValue(field, value as never, { shouldDirty: true });
    setProcessing(true);
    advanceTimer.current = setTimeout(() => {
      advanceTimer.current = null;
      setProcessing(false);
      goTo(nextStep(step, getValues()));
    }, AUTO_ADVANCE_MS);
  }

  function back() {
    if (advanceTimer.current) clearTimeout(advanceTimer.current);
    advanceTimer.current = null;
    setProcessing(false);
    goTo(previousStep(step, getValues()));
  }

  function toggleObstacle(obstacle: ScreenerValues['obstacles'][number]) {
    const current = getValues('obstacles');
    const next = current.includes(obstacle)
      ? current.filter((o) => o !== obstacle)
      : [...current, obstacle];
    setValue('obstacles', next, { shouldDirty: true });
    if (obstacle === OTHER_OBSTACLE && !next.includes(OTHER_OBSTACLE))
      setValue('other_obstacle', '');
  }

  async function submitLead(lead: Lead) {
    setSubmitting(true);
    let problem: string = screenerCopy.toasts.failure.description;
    try {
      const response = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(lead),
      });
      if (response.ok) {
        clearSession(window.sessionStorage);
        toast.success(screenerCopy.toasts.success.title, {
          description: screenerCopy.toasts.success.description,
        });
        router.push('/');
        return;
      }
      const body = (await response.json().catch(() => null)) as {
        error?: { message?: string; fields?: Record<string, string> };
      } | null;
      if (body?.error?.message) problem = body.error.message;
      for (const [field, message] of Object.entries(body?.error?.fields ?? {})) {
        if (field === 'full_name' || field === 'email' || field === 'website_url') {
          setError(field, { type: 'server', message });
        }
      }
    } catch {
      // Network failure: the default text applies.
    }
    toast.error(screenerCopy.toasts.failure.title, { description: problem });
    setSubmitting(false);
  }

  function invalid(fieldErrors: FieldErrors<ScreenerValues>) {
    const { toasts } = screenerCopy;
    if (fieldErrors.full_name)
      return toast.error(toasts.missingName.title, { description: toasts.missingName.description });
    if (fieldErrors.email)
      return toast.error(toasts.invalidEmail.title, {
        description: toasts.invalidEmail.description,
      });
    if (fieldErrors.website_url)
      return toast.error(toasts.invalidUrl.title, { description: toasts.invalidUrl.description });
    // An earlier answer is missing (e.g. an edited session): say so rather than fail silently.
    const first = Object.values(fieldErrors)[0] as { message?: string } | undefined;
    toast.error(toasts.failure.title, {
      description: first?.message ?? toasts.failure.description,
    });
  }

  const onSubmit = handleSubmit(submitLead, invalid);
  const answered = isStepAnswered(step, values);
  const { position, total, percent } = progressOf(step, values);
  const question = questions[step];
  const headingId = `step-${step}-title`;
  const descriptionId = `step-${step}-description`;
  const last = step === LAST_STEP;

  return (
    <div className="grid gap-6">
      {step === 1 ? intro : null}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      <form
        noValidate
        aria-labelledby={headingId}
        // Set once the script runs (answers can be taken); tests wait for it.
        data-ready={restored ? '' : undefined}
        onSubmit={(event) => {
          if (last) return void onSubmit(event);
          event.preventDefault();
          if (answered && !processing) goTo(nextStep(step, values));
        }}
        className="border-line grid gap-6 rounded-2xl border bg-white p-5 shadow-sm sm:p-8"
      >
        <div ref={progressRef} className="scroll-mt-24">
          <ProgressBar position={position} total={total} percent={percent} />
        </div>
        <div className="grid gap-2">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-ink text-xl font-bold focus:outline-none sm:text-2xl"
          >
            {question.title}
          </h2>
          <p id={descriptionId} className="text-ink-soft">
            {question.description}
            {isSingleChoiceStep(step) ? (
              <span className="sr-only"> {screenerCopy.singleChoiceHint}</span>
            ) : null}
          </p>
        </div>

        {step === 1 || step === 2 || step === 4 || step === 6 || step === 7 ? (
          <ChoiceStep
            labelledBy={headingId}
            describedBy={descriptionId}
            options={questions[step].options}
            value={values[questions[step].field]}
            disabled={processing}
            onChoose={(value) => choose(questions[step].field, value)}
          />
        ) : null}
        {step === 3 ? (
          <RevenueSlider
            describedBy={descriptionId}
            value={values.revenue_tracking_percentage ?? REVENUE_TRACKING.initial}
            onChange={(value) =>
              setValue('revenue_tracking_percentage', value, { shouldDirty: true })
            }
          />
        ) : null}
        {step === 5 ? (
          <ObstaclesStep
            labelledBy={headingId}
            describedBy={descriptionId}
            selected={values.obstacles}
            onToggle={toggleObstacle}
            otherField={register('other_obstacle')}
          />
        ) : null}
        {step === 11 ? (
          <ContactStep register={register} errors={errors} disabled={submitting} />
        ) : null}

        <div className="border-line flex items-center justify-between gap-4 border-t pt-5">
          <button
            type="button"
            onClick={back}
            disabled={step === 1 || submitting}
            className="border-line text-ink hover:border-ink-soft rounded-lg border-2 px-5 py-2.5 font-semibold disabled:cursor-not-allowed disabled:opacity-50"
          >
            {screenerCopy.back}
          </button>
          {last ? (
            <button
              type="submit"
              disabled={!answered || submitting}
              className="bg-accent text-ink rounded-lg px-6 py-2.5 font-bold shadow-sm hover:bg-amber-400 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {submitting ? screenerCopy.submitting : screenerCopy.submit}
            </button>
          ) : (
            <button
              type="submit"
              disabled={!answered || processing}
              className="bg-ink hover:bg-ink-soft rounded-lg px-6 py-2.5 font-bold text-white shadow-sm disabled:cursor-not-allowed disabled:opacity-50"
            >
              {processing ? screenerCopy.processing : screenerCopy.next}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
