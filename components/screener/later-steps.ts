/**
 * The code of the screener's steps after the single choices: the slider, the obstacles, the
 * contact step, reading the answers saved in the tab to resume on them and what a later
 * step's fields held before the script ran, the sending of the application, and what the
 * server answered a post of the form with (a problem with the step, or the stored
 * application). The first steps need none of it, so the page fetches it
 * as the visitor answers (./later.ts) rather than with its script.
 */
export { ContactStep } from './contact-step';
export { ObstaclesStep } from './obstacles-step';
export { RevenueSlider } from './revenue-slider';
export { Problem } from './problem';
export { Submitted } from './submitted';
export { ownAnswers } from '@/lib/screener/posted-answers';
export { loadSession } from '@/lib/screener/saved-session';
export { enterStep } from '@/lib/screener/later-answers';
export { loadCheck, recheck, submitAnswers } from './check-answers';
export { submitApplication } from './send-application';
