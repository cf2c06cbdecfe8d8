import { useRouter } from 'next/navigation';
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import type { FieldErrors } from 'react-hook-form';
import { toast } from '@/components/ui/toaster';
import { screenerCopy } from '@/content/screener';
import { screenerMessages } from '@/content/screener-messages';
import {
  campaignFromQuery,
  leadCampaign,
  loadCampaign,
  tabStorage,
} from '@/lib/analytics/campaign';
import { lazySchemaResolver, useCheckedForm } from '@/lib/hooks/use-checked-form';
import { useFormAction, useHydrated } from '@/lib/hooks/use-form-action';
import type { ContactInput, ScreenerValues } from '@/lib/leads/client';
import {
  AUTO_ADVANCE_MS,
  CHOICE_FIELD,
  clearSession,
  contactProblem,
  emptyValues,
  FIRST_STEP,
  INTENT_FIELD,
  isStepAnswered,
  LAST_STEP,
  loadSession,
  progressOf,
  questionOf,
  readAnswers,
  saveSession,
  screenerFormAction,
  type ScreenerFormState,
} from '@/lib/screener/client';

/** The screener before any post: the first step, nothing answered. */
const INITIAL: ScreenerFormState = {
  step: FIRST_STEP,
  values: emptyValues(),
  problem: null,
  errors: {},
  done: false,
};

/** The contact step's check: the lead schema's contact fields, fetched once the step shows. */
const contactResolver = lazySchemaResolver<ContactInput>(() =>
  import('@/lib/leads/client').then(({ contactSchema }) => contactSchema),
);

/** The toast of a contact step the browser's check refused: its first field at fault's. */
function sayContactProblem(errors: FieldErrors<ContactInput>) {
  const messages: Record<string, string> = {};
  for (const [name, error] of Object.entries(errors)) {
    if (typeof error?.message === 'string') messages[name] = error.message;
  }
  const problem = contactProblem(messages);
  toast.error(problem.title, { description: problem.description });
}

/** A post that got no answer: its step and answers, and why, in the toasts' words. */
function unanswered(state: ScreenerFormState, form: FormData, error: unknown): ScreenerFormState {
  const { failure } = screenerMessages.toasts;
  return {
    ...state,
    values: readAnswers(form),
    problem: {
      title: failure.title,
      description: error instanceof TypeError ? failure.network : failure.description,
    },
  };
}

/**
 * The screener's one form in the browser; every step posts to its Server Action. The script
 * adds: a choice shows as chosen for 800 ms before its answer; the server's word comes as a
 * toast; a new question takes focus and is announced; the contact step is checked before it
 * is posted; the form is kept in the tab and posted again on return.
 */
export function useScreener() {
  const router = useRouter();
  const hydrated = useHydrated();
  const [state, formAction, pending] = useFormAction(
    screenerFormAction,
    INITIAL,
    '#screener',
    unanswered,
  );
  // The state the page was drawn with (a post sent before the script ran shows in the page).
  const [drawn] = useState(state);
  const [held, setHeld] = useState<{ state: ScreenerFormState; choice: string } | null>(null);
  const holdTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [answered, setAnswered] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const stepShown = useRef(state.step);
  // Whether the visitor has pressed anything: only then does a new step take focus.
  const pressed = useRef(false);

  const shown = held?.state ?? state;
  const { step } = shown;
  const last = step === LAST_STEP;
  const processing = held !== null || (pending && !last);
  const submitting = pending && last;
  const contact = useCheckedForm(contactResolver, shown.errors);

  const formChanged = useCallback(
    (keep: boolean) => {
      const form = formRef.current;
      if (!form) return;
      const fields = new FormData(form);
      setAnswered(isStepAnswered(step, readAnswers(fields)));
      if (keep) saveSession(tabStorage(), fields);
    },
    [step],
  );

  // The visit's campaign and the page the visitor came from, which only the browser knows.
  const visit = useMemo(() => (hydrated ? visitOf(drawn === INITIAL) : {}), [hydrated, drawn]);

  // Answers kept in the tab are posted again, unless the page is the server's answer to a post.
  useEffect(() => {
    const saved = drawn === INITIAL ? loadSession(tabStorage()) : null;
    if (saved) {
      saved.set(INTENT_FIELD, 'resume');
      startTransition(() => formAction(saved));
    }
  }, [drawn, formAction]);

  useEffect(() => () => clearTimeout(holdTimer.current), []);

  useEffect(() => {
    if (last) contactResolver.preload();
  }, [last]);

  // A step the visitor moved to takes focus before the paint (the control that had it is gone).
  useLayoutEffect(() => {
    formChanged(state !== drawn);
    if (stepShown.current === step) return;
    stepShown.current = step;
    if (!pressed.current) return;
    headingRef.current?.focus({ preventScroll: true });
    const { position, total } = progressOf(step, shown.values);
    setAnnouncement(screenerCopy.announce(position, total, questionOf(step).title));
    if (step !== FIRST_STEP) {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      progressRef.current?.scrollIntoView({
        behavior: reduced ? 'auto' : 'smooth',
        block: 'start',
      });
    }
  }, [shown, step, state, drawn, formChanged]);

  // The server's word on a post the script sent: a toast, the field at fault focused.
  useEffect(() => {
    if (state === drawn) return;
    if (state.done) {
      const { success } = screenerMessages.toasts;
      clearSession(tabStorage());
      toast.success(success.title, { description: state.note ?? success.description });
      router.push('/');
    } else if (state.problem) {
      toast.error(state.problem.title ?? screenerMessages.toasts.failure.title, {
        description: state.problem.description,
      });
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [state, drawn, router]);

  /** A press: while a step is on its way only Back goes through; a choice is held 800 ms. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const button = submitter instanceof HTMLButtonElement ? submitter : null;
    const back = button?.name === INTENT_FIELD && button.value === 'back';
    if (submitting || (processing && !back)) {
      event.preventDefault();
      return;
    }
    if (last && !back && !contact.passesCheck(event, sayContactProblem)) return;
    pressed.current = true;
    if (button?.name === CHOICE_FIELD) {
      setHeld({ state: shown, choice: button.value });
      clearTimeout(holdTimer.current);
      holdTimer.current = setTimeout(() => setHeld(null), AUTO_ADVANCE_MS);
    }
  }

  return {
    step,
    values: withVisit(shown.values, visit),
    chosen: held?.choice ?? null,
    /** The server's word on the step, in the page: for a post sent before the script ran. */
    problem: shown === drawn ? shown.problem : null,
    errors: contact.messages,
    register: contact.register,
    done: shown.done,
    note: shown.note,
    progress: progressOf(step, shown.values),
    hydrated,
    answered,
    last,
    processing,
    submitting,
    announcement,
    formAction,
    formRef,
    headingRef,
    progressRef,
    onSubmit,
    onChange: () => formChanged(true),
  };
}

/** The visit's campaign and referrer (none when this page answers a post: it is its own). */
function visitOf(arrived: boolean): Partial<ScreenerValues> {
  const campaign =
    loadCampaign(tabStorage()) ?? campaignFromQuery(new URLSearchParams(window.location.search));
  return {
    page_referrer: arrived ? document.referrer || null : null,
    ...leadCampaign({ ...campaign, landing_cta: campaign.cta }),
  };
}

/** The answers with the visit's campaign (unless they carry one) and the referrer joined. */
function withVisit(values: ScreenerValues, visit: Partial<ScreenerValues>): ScreenerValues {
  const carried = Object.keys(leadCampaign(values)).length > 0;
  return {
    ...values,
    ...(carried ? {} : leadCampaign(visit)),
    page_referrer: values.page_referrer ?? visit.page_referrer ?? null,
  };
}

export type ScreenerState = ReturnType<typeof useScreener>;
