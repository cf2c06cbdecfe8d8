/**
 * The code of the screener's steps after the single choices: the slider, the obstacles, the
 * contact step and the sending of the application. The first steps need none of it, so the
 * page fetches it as the visitor answers (./later.ts) rather than with its script.
 */
export { ContactStep } from './contact-step';
export { ObstaclesStep } from './obstacles-step';
export { RevenueSlider } from './revenue-slider';
export { sayApplied, sayFailed, sayInvalid, sendApplication } from './send-application';
