import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { questions, screenerCopy } from '@/content/screener';
import { ctaFromQuery } from '@/lib/leads/fields';
import type { Lead, ScreenerValues } from '@/lib/leads/schema';
import { clearSession, loadSession, newLeadId, saveSession } from '@/lib/screener/session';
import {
  AUTO_ADVANCE_MS,
  emptyValues,
  enterStep,
  FIRST_STEP,
  isStepAnswered,
  LAST_STEP,
  nextStep,
  previousStep,
  progressOf,
  STEPS,
  toggleObstacle,
  type StepName,
} from '@/lib/screener/steps';
import { useLeadSubmission } from './use-lead-submission';

type LeadResolver = Resolver<ScreenerValues, unknown, Lead>;
let schemaResolver: Promise<LeadResolver> | null = null;

/**
 * The server's schema, applied to what the browser sends. The schema and zod are fetched when
 * first needed (the contact step asks for them ahead), not with the page's script; a failed
 * fetch is tried again next time.
 */
function loadLeadResolver(): Promise<LeadResolver> {
  schemaResolver ??= Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/leads/schema'),
  ]).then(
    ([{ zodResolver }, { leadSchema, prepareLeadInput }]): LeadResolver => {
      const resolve = zodResolver(leadSchema);
      return (values, context, options) =>
        resolve(
          prepareLeadInput(values) as never,
          context,
          options as never,
        ) as unknown as ReturnType<LeadResolver>;
    },
    (error: unknown) => {
      schemaResolver = null;
      throw error;
    },
  );
  return schemaResolver;
}

const leadResolver: LeadResolver = async (values, context, options) =>
  (await loadLeadResolver())(values, context, options);

/**
 * The screener in the browser: the answers (react-hook-form with the lead schema), the step
 * shown and where Next, Back and a choice lead (lib/screener/steps.ts), the auto-advance after
 * a single choice, resuming from session storage, and what a step change does for the visitor:
 * the new question is announced, takes focus and is scrolled to.
 */
export function useScreener() {
  const form = useForm<ScreenerValues, unknown, Lead>({
    defaultValues: emptyValues(),
    resolver: leadResolver,
  });
  const { control, setValue, getValues, reset } = form;
  const values = useWatch({ control }) as ScreenerValues;
  const { submit, submitting } = useLeadSubmission(form, () => clearSession(window.sessionStorage));

  const [step, setStep] = useState<StepName>(FIRST_STEP);
  const [processing, setProcessing] = useState(false);
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

  useEffect(() => {
    if (step === LAST_STEP) loadLeadResolver().catch(() => {});
  }, [step]);

  // After a step change: announce it, move focus to the question, scroll to the progress area.
  useEffect(() => {
    if (!stepChanged.current) return;
    stepChanged.current = false;
    const { position, total } = progressOf(step, getValues());
    setAnnouncement(screenerCopy.announce(position, total, questions[step].title));
    headingRef.current?.focus({ preventScroll: true });
    if (step !== FIRST_STEP) {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      progressRef.current?.scrollIntoView({
        behavior: reduced ? 'auto' : 'smooth',
        block: 'start',
      });
    }
  }, [step, getValues]);

  const goTo = useCallback(
    (target: StepName | null) => {
      if (target === null) return;
      for (const [field, value] of Object.entries(enterStep(target, getValues()))) {
        setValue(field as keyof ScreenerValues, value as never);
      }
      stepChanged.current = true;
      setStep(target);
    },
    [getValues, setValue],
  );

  /** A single choice: shown as chosen, then the next step follows. */
  function choose(value: string) {
    const definition = STEPS[step];
    if (processing || definition.kind !== 'single-choice') return;
    setValue(definition.field, value as never, { shouldDirty: true });
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

  function toggle(obstacle: ScreenerValues['obstacles'][number]) {
    const next = toggleObstacle(getValues(), obstacle);
    setValue('obstacles', next.obstacles, { shouldDirty: true });
    if (next.other_obstacle !== getValues('other_obstacle')) {
      setValue('other_obstacle', next.other_obstacle);
    }
  }

  function setTracking(percent: number) {
    setValue('revenue_tracking_percentage', percent, { shouldDirty: true });
  }

  const answered = isStepAnswered(step, values);
  const last = step === LAST_STEP;

  /** Enter or the main button: the last step sends, any other goes on once answered. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (last) return void submit(event);
    event.preventDefault();
    if (answered && !processing) goTo(nextStep(step, values));
  }

  return {
    step,
    values,
    errors: form.formState.errors,
    register: form.register,
    progress: progressOf(step, values),
    answered,
    last,
    processing,
    submitting,
    restored,
    announcement,
    headingRef,
    progressRef,
    choose,
    back,
    toggleObstacle: toggle,
    setTracking,
    onSubmit,
  };
}

export type ScreenerState = ReturnType<typeof useScreener>;
