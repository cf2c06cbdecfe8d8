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

/**
 * The contact step is checked with the lead schema's own contact fields (contactSchema), fetched
 * with zod once the step is shown rather than with the page's first script.
 */
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

/**
 * A post that got no answer: its step and answers (the fields start again from these), and
 * why, in the toasts' words (the network's, or the generic failure's).
 */
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
 * The screener's one form in the browser; every step posts to its Server Action
 * (lib/screener/form-action.ts). The script adds: a choice shows as chosen for 800 ms before
 * its answer (the form waits meanwhile); the server's word comes as a toast, a stored lead
 * leads home; a new question takes focus and is announced. The contact step is
 * react-hook-form's, checked with the lead schema: a step that fails is not posted, its first
 * fault said and focused. The form is kept in the tab and posted again on return; the visit's
 * campaign and referrer join its fields.
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
  // The state the page was drawn with: the first step, or the answer to a post sent before the
  // script ran, which the page itself shows (later states are said in toasts).
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

  /** Whether the form as it stands answers its step; and the form kept in the tab. */
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

  // The contact step's check is fetched as the step is shown.
  useEffect(() => {
    if (last) contactResolver.preload();
  }, [last]);

  // Each step shown: whether it is answered; a step the visitor moved to takes focus before the
  // browser paints (the control that had it is gone), is announced and scrolled to.
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

  // The server's word on a post the script sent: a toast, the field at fault focused; a stored
  // application forgets the answers kept in the tab and goes home.
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
    // Next on the contact step: held back until the fields pass, then made again.
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
    /** The answers as the form carries them, with the visit's campaign and referrer. */
    values: withVisit(shown.values, visit),
    /** The choice shown as chosen while it is held. */
    chosen: held?.choice ?? null,
    /** The server's word on the step, in the page: for a post sent before the script ran. */
    problem: shown === drawn ? shown.problem : null,
    /** What stands against each contact field: the browser's check, or the server's word. */
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

/**
 * What the browser knows of the visit: its campaign (kept in the tab since its first page, or
 * else this page's own), and the page the visitor came from, unless this page is the answer
 * to a post (its referrer is then the page itself).
 */
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
