import { randomUUID } from 'node:crypto';
import { screenerMessages } from '@/content/screener-messages';
import { leadSchema, prepareLeadInput, type ScreenerValues } from '@/lib/leads/client';
import { contactProblem } from './contact-problem';
import { CHOICE_FIELD, INTENT_FIELD, STEP_FIELD } from './form-fields';
import { readAnswers } from './posted-answers';
import {
  choicesOf,
  enterStep,
  FIRST_STEP,
  isStepAnswered,
  isStepName,
  LAST_STEP,
  nextStep,
  pathFor,
  previousStep,
  STEPS,
  type SingleChoiceStep,
  type StepName,
} from './steps';

/** What stops the visitor: the toasts' title and words, or only words. */
export interface ScreenerProblem {
  title?: string;
  description: string;
}

/** The contact fields a refusal can point at, each with its message. */
export type ContactErrors = Partial<Record<'full_name' | 'email' | 'website_url', string>>;

/**
 * The screener as the server answers a post: the step, the answers so far, what stops the
 * visitor (worded as the toasts), and whether the application was stored.
 */
export interface ScreenerFormState {
  step: StepName;
  values: ScreenerValues;
  problem: ScreenerProblem | null;
  errors: ContactErrors;
  done: boolean;
  /** What the thank-you says beyond the usual, once stored (the calendar could not be opened). */
  note?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a step that lacks its answer says, under the question. */
function missing(step: StepName): ScreenerProblem {
  const { required } = screenerMessages;
  const byKind: Partial<Record<string, string>> = {
    'multi-choice': required.obstacles,
    slider: required.tracking,
  };
  return { description: byKind[STEPS[step].kind] ?? required.choice };
}

function at(step: StepName, values: ScreenerValues, problem: ScreenerProblem | null = null) {
  const entered = { ...values, ...enterStep(step, values) };
  return { step, values: entered, problem, errors: {}, done: false };
}

/**
 * Where a post of the screener's form leads, by the step machine of ./steps.ts: a choice is
 * taken and the next step of the visitor's path follows; Next goes on once the step has its
 * answer; Back returns along the path; a resume stays on the step posted. Nothing is kept on
 * the server between posts: every earlier answer on the path is checked again at each post,
 * and a post that fails one comes back to that step with its message. On the contact step the
 * whole application is checked (as the lead schema checks it); `complete` says it passed, for
 * the caller to store it.
 */
export function screenerAfterPost(form: FormData): {
  state: ScreenerFormState;
  complete: boolean;
} {
  const values = readAnswers(form);
  if (!UUID.test(values.id)) values.id = randomUUID();
  const posted = form.get(STEP_FIELD);
  const choice = form.get(CHOICE_FIELD);
  let step: StepName = isStepName(posted) ? posted : FIRST_STEP;

  const definition = STEPS[step];
  if (definition.kind === 'single-choice' && choice !== null) {
    const isListed = choicesOf(step as SingleChoiceStep).some((c) => c.value === choice);
    values[definition.field] = (isListed ? choice : null) as never;
  }

  const goTo = (to: StepName, problem: ScreenerProblem | null = null) => ({
    state: at(to, values, problem),
    complete: false,
  });
  const path = pathFor(values);
  if (!path.includes(step)) step = FIRST_STEP;
  for (const earlier of path.slice(0, path.indexOf(step)))
    if (!isStepAnswered(earlier, values)) return goTo(earlier, missing(earlier));

  const intent = form.get(INTENT_FIELD);
  if (intent === 'back') return goTo(previousStep(step, values) ?? step);
  // Answers saved in the tab, posted again on a return to the page: the step they were on.
  if (intent === 'resume') return goTo(step);

  if (step !== LAST_STEP) {
    if (!isStepAnswered(step, values)) return goTo(step, missing(step));
    return goTo(nextStep(step, values) ?? step);
  }

  const parsed = leadSchema.safeParse(prepareLeadInput(values));
  if (parsed.success) return { state: at(step, values), complete: true };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return {
    state: { ...at(step, values, contactProblem(errors)), errors: contactErrors(errors) },
    complete: false,
  };
}

/** The messages of the contact fields among a refusal's field messages. */
export function contactErrors(fields: Record<string, string>): ContactErrors {
  const errors: ContactErrors = {};
  for (const name of STEPS.contact.fields) if (fields[name]) errors[name] = fields[name];
  return errors;
}
