import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { questions, screenerCopy } from '@/content/screener';
import { campaignFromQuery, loadCampaign, tabStorage } from '@/lib/analytics/campaign';
import { sendReport } from '@/lib/hooks/report';
import { ctaFromQuery, leadCampaign } from '@/lib/leads/fields';
import type { ScreenerValues } from '@/lib/leads/schema';
import { CHOICE_FIELD, PENDING_PRESS_ATTRIBUTE } from '@/lib/screener/form-fields';
import type { ScreenerFormState, ScreenerProblem } from '@/lib/screener/post';
import { clearSession, hasSession, newLeadId, saveSession } from '@/lib/screener/session';
import {
  AUTO_ADVANCE_MS,
  emptyValues,
  FIRST_STEP,
  isStepAnswered,
  LAST_STEP,
  nextStep,
  previousStep,
  progressOf,
  STEPS,
  type StepName,
} from '@/lib/screener/steps';
import { laterLoaded, loadLater, needsLater } from './later';
import { useAnswers } from './use-answers';
import { useLeadSubmission } from './use-lead-submission';

const EMPTY = emptyValues();

/**
 * The screener in the browser: the answers (./use-answers.ts, checked with the lead schema),
 * the step shown and where Next, Back and a choice lead (lib/screener/steps.ts), the
 * auto-advance after a single choice, resuming from session storage, and what a step change
 * does for the visitor: the new question is announced, takes focus and is scrolled to. It
 * starts from what the page showed: the server's answer to a post of the form (`posted`) when
 * there was one, with what the visitor changed on it before the script arrived, and carries
 * out a press made meanwhile.
 */
export function useScreener(posted: ScreenerFormState | null) {
  const form = useAnswers(posted?.values ?? EMPTY);
  const { values, setValue, getValues, reset } = form;
  const { submit, submitting } = useLeadSubmission(form, () => clearSession(window.sessionStorage));

  // The step the page showed: the first, or the one the server answered a post with.
  const [shown] = useState<StepName>(posted?.step ?? FIRST_STEP);
  const [postedState] = useState(posted);
  const [step, setStep] = useState<StepName>(shown);
  const [processing, setProcessing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [restored, setRestored] = useState(false);
  // The server's word on the step it answered with, until the visitor moves on.
  const [problem, setProblem] = useState<ScreenerProblem | null>(posted?.problem ?? null);
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  const pendingPress = useRef<string | null>(null);
  // A step change waiting for the later steps' code; anything the visitor does cancels it.
  const waiting = useRef<object | null>(null);
  // Resuming waits so: until it is done, the answers saved are left as they were.
  const resuming = useRef(false);

  /** Runs `then` once the later steps' code is here, unless the visitor moves first. */
  const afterLater = useCallback((then: () => void) => {
    const token = {};
    waiting.current = token;
    loadLater().then(
      () => {
        if (waiting.current !== token) return;
        waiting.current = null;
        then();
      },
      () => {
        // Not fetched (offline?): the visitor stays where they are, and the next move tries again.
        if (waiting.current === token) waiting.current = null;
        resuming.current = false;
      },
    );
  }, []);

  /** Cancels a step change that waits for the later steps' code. */
  const stopWaiting = useCallback(() => {
    waiting.current = null;
    resuming.current = false;
  }, []);

  // Start before the first paint: from the server's answer to a post, or else from session
  // storage; keep what was changed on the page meanwhile; carry the campaign source, the
  // visit's campaign (this page's own tags when it is the visit's first page) and referrer.
  useLayoutEffect(() => {
    const page = formRef.current;
    pendingPress.current = page?.getAttribute(PENDING_PRESS_ATTRIBUTE) ?? null;
    page?.removeAttribute(PENDING_PRESS_ATTRIBUTE);
    page?.removeAttribute('aria-busy');
    // A press on the page shown is answered on that step, not on saved answers.
    const resume = !postedState && !pendingPress.current && hasSession(window.sessionStorage);
    const start = postedState?.values ?? { ...emptyValues(), id: newLeadId() };
    // What the fields of the step shown held before the script ran. Only a later step has
    // fields of its own, and its page has waited for their code to hydrate.
    const changed = page && needsLater(shown) ? (laterLoaded()?.ownAnswers(shown, page) ?? {}) : {};
    const query = new URLSearchParams(window.location.search);
    const cta = ctaFromQuery(query.get('cta'));
    const visit = loadCampaign(tabStorage()) ?? campaignFromQuery(query);
    // The visit's campaign, whole, over one the saved answers may hold.
    const campaign = Object.values(visit).some(Boolean)
      ? {
          utm_source: visit.utm_source,
          utm_medium: visit.utm_medium,
          utm_campaign: visit.utm_campaign,
          landing_cta: visit.cta,
        }
      : {};
    const begin = (from: ScreenerValues): ScreenerValues => ({
      ...from,
      ...changed,
      ...campaign,
      id: from.id || newLeadId(),
      cta_source: cta ?? from.cta_source,
      // After a post the referrer is this page itself: the one the visitor came from is unknown.
      page_referrer: postedState
        ? from.page_referrer
        : (from.page_referrer ?? (document.referrer || null)),
    });
    // Session storage exists only in the browser, so resuming has to follow hydration; a layout
    // effect does it before the first paint, at the cost of one extra render. The saved
    // answers are read by the later steps' code: when it has yet to arrive (from the browser's
    // cache after a reload), the first step is live meanwhile, and a move on it starts afresh.
    const later = laterLoaded();
    const saved = resume && later ? later.loadSession(window.sessionStorage) : null;
    reset(begin(saved?.values ?? start));
    if (postedState?.done) clearSession(window.sessionStorage);
    if (saved) {
      setStep(saved.step);
    } else if (resume && !later) {
      resuming.current = true;
      afterLater(() => {
        resuming.current = false;
        const found = laterLoaded()?.loadSession(window.sessionStorage);
        if (!found) return;
        reset(begin(found.values));
        setStep(found.step);
      });
    }
    setRestored(true);
  }, [reset, postedState, shown, afterLater]);

  // A press made before the script ran, carried out now on the same button.
  useEffect(() => {
    const press = pendingPress.current;
    const page = formRef.current;
    if (!restored || !press || !page) return;
    pendingPress.current = null;
    const definition = STEPS[step];
    const answer = definition.kind === 'single-choice' ? getValues()[definition.field] : null;
    // The early script showed the press as chosen; show the answers as they stand again.
    for (const choice of page.querySelectorAll<HTMLButtonElement>(
      `button[name="${CHOICE_FIELD}"]`,
    )) {
      choice.setAttribute('aria-pressed', String(choice.value === answer));
    }
    const [name = '', value = ''] = press.split('=');
    page
      .querySelector<HTMLButtonElement>(
        `button[name="${CSS.escape(name)}"][value="${CSS.escape(value)}"]`,
      )
      ?.click();
  }, [restored, step, getValues]);

  useEffect(() => {
    if (restored && !submitting && !postedState?.done && !resuming.current) {
      saveSession(window.sessionStorage, step, values);
    }
  }, [restored, step, values, submitting, postedState]);

  useEffect(
    () => () => {
      if (advanceTimer.current) clearTimeout(advanceTimer.current);
    },
    [],
  );

  // After a step change, focus moves to the question before the browser paints: the answer
  // that had it is gone, and focus must not fall to the page's body in between.
  useLayoutEffect(() => {
    if (stepChanged.current) headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  // Then: announce the step and scroll to the progress area.
  useEffect(() => {
    if (!stepChanged.current) return;
    stepChanged.current = false;
    const { position, total } = progressOf(step, getValues());
    setAnnouncement(screenerCopy.announce(position, total, questions[step].title));
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
      stopWaiting();
      const move = () => {
        // Entering a later step may set its answer (the slider starts on target).
        const entered = needsLater(target)
          ? (laterLoaded()?.enterStep(target, getValues()) ?? {})
          : {};
        for (const [field, value] of Object.entries(entered)) {
          setValue(field as keyof ScreenerValues, value as never);
        }
        stepChanged.current = true;
        setProblem(null);
        setStep(target);
      };
      // The step's controls may still be on their way (fetched since the first answer).
      if (needsLater(target) && !laterLoaded()) afterLater(move);
      else move();
    },
    [getValues, setValue, stopWaiting, afterLater],
  );

  /** A single choice: shown as chosen, then the next step follows. */
  function choose(value: string) {
    const definition = STEPS[step];
    if (processing || definition.kind !== 'single-choice') return;
    stopWaiting();
    // The steps after the single choices need more code: it is fetched from the first answer.
    loadLater().catch(() => {});
    // The first answer of an application starts the screener, for the visit's campaign.
    if (step === FIRST_STEP && !getValues().business_type) reportStart(getValues());
    setValue(definition.field, value as never);
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
    /** What the fields start with: the server's answer to a post, if any. */
    initialValues: postedState?.values ?? EMPTY,
    /** The answers themselves, for the later steps' controls. */
    answers: form,
    /** The server's word on the contact fields, until the visitor moves on. */
    postedErrors: problem && postedState?.step === step ? postedState.errors : null,
    problem,
    done: postedState?.done ?? false,
    progress: progressOf(step, values),
    answered,
    last,
    processing,
    submitting,
    restored,
    announcement,
    formRef,
    headingRef,
    progressRef,
    choose,
    back,
    onSubmit,
  };
}

/** Counts the screener's start for the visit's campaign (a report: nothing waits for it). */
function reportStart(values: ScreenerValues) {
  const { landing_cta: cta, ...tags } = leadCampaign(values);
  sendReport('/api/analytics/event', { kind: 'screener_start', ...tags, ...(cta ? { cta } : {}) });
}

export type ScreenerState = ReturnType<typeof useScreener>;
