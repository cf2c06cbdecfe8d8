import { operationalProblems } from '@/lib/alerts/conditions';
import { getConfig } from '@/lib/config';
import { checkStore, getDb } from '@/lib/db';
import { log, errorFields } from '@/lib/log';
import { probeRedis } from '@/lib/http/rate-limit';
import { mailTransport, probeSmtp } from '@/lib/mail';
import { probeRemoteBackend } from '@/lib/remote-backend';
import { probeWordPress } from '@/lib/wordpress';

/**
 * The instance's health. Liveness: the process answers. Readiness: the store and, with
 * REDIS_URL, Redis answer in time, else 503. Outside systems and the alert conditions are
 * `degraded`, never 503: pages keep serving, and a balancer could not fix them.
 */
export const REQUIRED_TIMEOUT_MS = 1500;
export const OUTSIDE_TIMEOUT_MS = 1500;
/** An outside system is asked at most this often per instance, however often health is. */
export const OUTSIDE_PROBE_TTL_MS = 30_000;

export type RequiredState = 'up' | 'down';
export type OutsideState = 'up' | 'degraded';

export interface Readiness {
  /** ok: all up; degraded: ready, an outside system is not answering; down: not ready. */
  status: 'ok' | 'degraded' | 'down';
  store: RequiredState;
  redis?: RequiredState;
  /** Where content comes from. */
  content: 'wordpress' | 'snapshot';
  wordpress?: OutsideState;
  smtp?: OutsideState;
  backend?: OutsideState;
  /** Why the site is degraded by its own failures, when it is (lib/alerts/conditions.ts). */
  reasons?: string[];
}

type Outside = 'wordpress' | 'smtp' | 'backend';

const probes: Record<Outside, (timeoutMs: number) => Promise<boolean | null>> = {
  wordpress: probeWordPress,
  smtp: async (timeoutMs) => (mailTransport() === 'none' ? false : probeSmtp(timeoutMs)),
  backend: probeRemoteBackend,
};

const globalForHealth = globalThis as unknown as {
  __outsideProbes?: Map<Outside, { at: number; result: Promise<boolean | null> }>;
};
const lastProbes = (globalForHealth.__outsideProbes ??= new Map());

function probeOutside(name: Outside, now: number): Promise<boolean | null> {
  const last = lastProbes.get(name);
  if (last && now - last.at < OUTSIDE_PROBE_TTL_MS) return last.result;
  const result = probes[name](OUTSIDE_TIMEOUT_MS);
  lastProbes.set(name, { at: now, result });
  return result;
}

/** Forgets the outside systems' last answers (tests). */
export function resetHealthForTests(): void {
  lastProbes.clear();
}

const required = (up: boolean): RequiredState => (up ? 'up' : 'down');
const outside = (up: boolean): OutsideState => (up ? 'up' : 'degraded');

/** Asks everything at once; the answer comes within the longer of the two timeouts. */
export async function readiness(now = Date.now()): Promise<Readiness> {
  const [store, redis, wordpress, smtp, backend] = await Promise.all([
    checkStore(REQUIRED_TIMEOUT_MS),
    probeRedis(REQUIRED_TIMEOUT_MS),
    probeOutside('wordpress', now),
    probeOutside('smtp', now),
    probeOutside('backend', now),
  ]);
  const report: Readiness = {
    status: 'ok',
    store: required(store),
    ...(redis === null ? {} : { redis: required(redis) }),
    content: getConfig().wordpress.url ? 'wordpress' : 'snapshot',
    ...(wordpress === null ? {} : { wordpress: outside(wordpress) }),
    ...(smtp === null ? {} : { smtp: outside(smtp) }),
    ...(backend === null ? {} : { backend: outside(backend) }),
  };
  if (store) {
    const reasons = await siteProblems(now);
    if (reasons.length > 0) report.reasons = reasons;
  }
  if (report.store === 'down' || report.redis === 'down') report.status = 'down';
  else if ([report.wordpress, report.smtp, report.backend].includes('degraded') || report.reasons)
    report.status = 'degraded';
  return report;
}

/** The reasons of the site's own failures; none when the store cannot say (it is down then). */
async function siteProblems(now: number): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), REQUIRED_TIMEOUT_MS);
  });
  try {
    const problems = await Promise.race([operationalProblems(getDb(), new Date(now)), late]);
    return problems.map((p) => p.reason);
  } catch (error) {
    log.warn('health.problems_unknown', errorFields(error));
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/** The readiness answer: 200 while ready (ok or degraded), 503 when not; never cached. */
export async function readinessResponse(): Promise<Response> {
  const report = await readiness();
  return Response.json(report, {
    status: report.status === 'down' ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  });
}
