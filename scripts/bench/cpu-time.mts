// The performance score of a Lighthouse run re-simulated on CPU time (bench:pages).
//
// Lighthouse's default mode (Lantern) times every main-thread task by its wall time in the
// trace, then simulates a slow phone from those times. On a shared machine a task's wall time
// also counts the time the renderer waited for a core (Chrome's other processes, Lighthouse, the
// server), so the same page scores 75 in one run and 87 in the next. Here the run's own metrics
// are simulated again with each task timed by its CPU time (the trace's `tdur`), and scored with
// the run's own scoring curves and weights: a steadier figure of the work the page itself asks.
import type { RunnerResult } from 'lighthouse';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternSpeedIndex } from 'lighthouse/core/computed/metrics/lantern-speed-index.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

type MetricRequest = (data: unknown, context: unknown) => Promise<{ timing: number }>;

/** The simulated metrics, by the id of the audit that scores each. */
const SIMULATED: Record<string, { request: MetricRequest }> = {
  'first-contentful-paint': LanternFirstContentfulPaint as unknown as { request: MetricRequest },
  'largest-contentful-paint': LanternLargestContentfulPaint as unknown as {
    request: MetricRequest;
  },
  'speed-index': LanternSpeedIndex as unknown as { request: MetricRequest },
  'total-blocking-time': LanternTotalBlockingTime as unknown as { request: MetricRequest },
};

// Lantern reads a task's duration from one getter; while `onCpuTime` is set it answers with
// the task's CPU time when the trace has one.
let onCpuTime = false;
const cpuNode = Lantern.Graph.CPUNode.prototype;
const wallTime = Object.getOwnPropertyDescriptor(cpuNode, 'duration')?.get;
if (!wallTime) throw new Error("Lighthouse's Lantern CPUNode has no duration getter to re-time");
Object.defineProperty(cpuNode, 'duration', {
  configurable: true,
  get(this: { event: { tdur?: number } }) {
    const cpuTime = this.event.tdur;
    return onCpuTime && typeof cpuTime === 'number' ? cpuTime : wallTime.call(this);
  },
});

/** The run's performance score with its simulated metrics re-timed on CPU time. */
export async function cpuTimePerformance(result: RunnerResult): Promise<number> {
  const { lhr, artifacts } = result;
  const settings = lhr.configSettings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  // A fresh cache: nothing computed on wall time is reused.
  const context = { computedCache: new Map(), settings };
  const category = lhr.categories.performance;
  if (!category) throw new Error('the run has no performance category');
  onCpuTime = true;
  try {
    let weighted = 0;
    let weights = 0;
    for (const { id, weight } of category.auditRefs) {
      if (!weight) continue;
      const audit = lhr.audits[id];
      const scoring = audit?.scoringOptions as { p10: number; median: number } | undefined;
      if (!audit || !scoring) throw new Error(`the run has no scoring for ${id}`);
      const simulated = SIMULATED[id];
      // Layout shifts do not depend on timing: the run's own value stands.
      const value = simulated
        ? (await simulated.request(data, context)).timing
        : audit.numericValue;
      if (typeof value !== 'number') throw new Error(`the run has no value for ${id}`);
      weighted += weight * Audit.computeLogNormalScore(scoring, value);
      weights += weight;
    }
    return Math.round((100 * weighted) / weights);
  } finally {
    onCpuTime = false;
  }
}
