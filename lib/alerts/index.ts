import { getDb } from '@/lib/db';
import { registerCheck } from '@/lib/jobs';
import { registerAlertChannels } from './channels';
import { conditionTitle, operationalConditions, operationalProblems } from './conditions';
import { recordConditions } from './state';

/**
 * The owner's alerts: the site's own failures checked after every jobs-loop pass, each change
 * recorded and sent once by webhook and mail; other features raise theirs via recordConditions().
 */
export { activeStates, recordConditions, type Observation, type Transition } from './state';
export {
  operationalProblems,
  registerWaitingJobs,
  type Problem,
  type WaitingJobs,
} from './conditions';
export { alertText, signWebhook, SIGNATURE_HEADER, type AlertRef } from './channels';

/** Looks at the site's failures now and alerts on what began or ended since the last look. */
export async function checkOperations(now = new Date()) {
  const problems = new Map((await operationalProblems(getDb(), now)).map((p) => [p.key, p]));
  return recordConditions(
    operationalConditions().map((key) => {
      const problem = problems.get(key);
      return problem
        ? {
            key,
            active: true,
            title: problem.title,
            reason: problem.reason,
            detail: problem.detail,
          }
        : { key, active: false, title: conditionTitle(key) };
    }),
    now,
  );
}

/** Registers the alerts' delivery jobs and the check that runs after each pass of the loop. */
export function registerAlerts(): void {
  registerAlertChannels();
  registerCheck('operations', { everyMs: 0, run: (now) => checkOperations(now).then(() => {}) });
}
