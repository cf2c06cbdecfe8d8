import { OTHER_OBSTACLE, REVENUE_TRACKING } from '@/content/screener';
import type { ScreenerValues } from '@/lib/leads/schema';
import { STEPS, type StepName } from './steps';

/**
 * The answers of the screener's steps after the single choices, as entering and changing them
 * sets them; plain functions of the answers, for the server's step machine (./post.ts) and
 * the later steps' code in the browser alike.
 */

/**
 * What entering a step sets: the slider stands at 0 (on target) until the visitor moves it, so
 * an untouched slider answers "on target".
 */
export function enterStep(step: StepName, values: ScreenerValues): Partial<ScreenerValues> {
  if (STEPS[step].kind === 'slider' && values.revenue_tracking_percentage === null) {
    return { revenue_tracking_percentage: REVENUE_TRACKING.initial };
  }
  return {};
}

/**
 * The obstacles after one is ticked or unticked; unticking 'Other (please specify)' empties
 * its text.
 */
export function toggleObstacle(
  values: Pick<ScreenerValues, 'obstacles' | 'other_obstacle'>,
  obstacle: ScreenerValues['obstacles'][number],
): Pick<ScreenerValues, 'obstacles' | 'other_obstacle'> {
  const obstacles = values.obstacles.includes(obstacle)
    ? values.obstacles.filter((o) => o !== obstacle)
    : [...values.obstacles, obstacle];
  return {
    obstacles,
    other_obstacle: obstacles.includes(OTHER_OBSTACLE) ? values.other_obstacle : '',
  };
}
