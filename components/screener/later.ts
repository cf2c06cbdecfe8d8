import { lazy } from 'react';
import { STEPS, type StepName } from '@/lib/screener/steps';
import type * as LaterSteps from './later-steps';

type Later = typeof LaterSteps;

let loaded: Later | null = null;
let loading: Promise<Later> | null = null;

/**
 * The code of the steps after the single choices (./later-steps.ts), fetched once: when the
 * first answer is given, when the screener resumes on such a step, or when one is to be
 * shown. A failed fetch is tried again next time.
 */
export function loadLater(): Promise<Later> {
  loading ??= import('./later-steps').then(
    (later) => (loaded = later),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** That code, when it has arrived. */
export function laterLoaded(): Later | null {
  return loaded;
}

/** Whether a step's controls are in that code: every step but the single choices. */
export function needsLater(step: StepName): boolean {
  return STEPS[step].kind !== 'single-choice';
}

/**
 * A component of that code. Once the code is here it renders at once: React's lazy takes a
 * thenable that settles as it is asked, without suspending. The screener shows a later step
 * only after the code has arrived; before that, only the server's render and the hydration of
 * a page the server answered on a later step (or with a problem, or the stored application)
 * wait for it, hydration keeping the server's HTML meanwhile.
 */
function fromLater<
  K extends 'ContactStep' | 'ObstaclesStep' | 'Problem' | 'RevenueSlider' | 'Submitted',
>(name: K) {
  return lazy<Later[K]>(() => {
    const here = loaded;
    if (!here) return loadLater().then((later) => ({ default: later[name] }));
    const settled = {
      then: (resolve: (value: { default: Later[K] }) => void) => resolve({ default: here[name] }),
    };
    return settled as unknown as Promise<{ default: Later[K] }>;
  });
}

export const ContactStep = fromLater('ContactStep');
export const ObstaclesStep = fromLater('ObstaclesStep');
export const Problem = fromLater('Problem');
export const RevenueSlider = fromLater('RevenueSlider');
export const Submitted = fromLater('Submitted');
