/**
 * The screener's one entry, for its components in the browser (nothing else uses the
 * screener): its form's Server Action (the browser holds only its reference) and the states
 * it answers, the names its fields post under, reading a post back into answers, the answers
 * kept in the tab, and the step machine's steps. No zod, no server code: the step machine's
 * server side (./post.ts) is reached through the action.
 */
export { screenerFormAction } from './form-action';
export type { ContactErrors, ScreenerFormState, ScreenerProblem } from './post';
export { CHOICE_FIELD, hiddenFields, INTENT_FIELD } from './form-fields';
export { contactProblem } from './contact-problem';
export { readAnswers } from './posted-answers';
export { clearSession, loadSession, saveSession } from './session';
export {
  AUTO_ADVANCE_MS,
  choicesOf,
  emptyValues,
  FIRST_STEP,
  isSingleChoiceStep,
  isStepAnswered,
  LAST_STEP,
  progressOf,
  questionOf,
  STEPS,
  type SingleChoiceStep,
} from './steps';
