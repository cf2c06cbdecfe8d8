import 'server-only';
import { headers } from 'next/headers';
import type { z } from 'zod';
import { AppError, GENERIC_ERROR_MESSAGE } from '@/lib/errors';
import { clientIp } from './client-ip';
import { logRequestError, requestIdOf } from './request-error';
import { enforceRateLimit, fieldErrors, type RouteRateLimit } from './route';

/** What a form's Server Action is told: the work's result, or the refusal to show. */
export type GateOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; message: string; fields: Record<string, string> };

/** The part of a route's gate that a Server Action applies itself. */
export interface ActionGate<S extends z.ZodType> {
  schema: S;
  rateLimit?: RouteRateLimit;
}

/**
 * Runs a form's Server Action through the rules the JSON route for the same work applies
 * (validated() in ./route.ts), so that a post without the page's script and a call of the API
 * are held to the same: the per-client limit in the route's own bucket, keyed by the same
 * client address, then the route's schema (unknown fields refused where it refuses them), then
 * the work. Next itself refuses an action posted from another origin and caps its body. A
 * refusal comes back as its status, message and field messages for the page to show (a
 * schema's refusal is worded by its first field message); an unexpected error is logged and
 * shown as the generic message, never as a stack.
 */
export async function throughGate<S extends z.ZodType, T>(
  gate: ActionGate<S>,
  input: unknown,
  work: (input: z.infer<S>) => Promise<T>,
): Promise<GateOutcome<T>> {
  try {
    if (gate.rateLimit) {
      await enforceRateLimit(gate.rateLimit, clientIp({ headers: await headers() }));
    }
    const parsed = gate.schema.safeParse(input);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      throw new AppError(400, Object.values(fields)[0] ?? GENERIC_ERROR_MESSAGE, fields);
    }
    return { ok: true, value: await work(parsed.data) };
  } catch (error) {
    if (error instanceof AppError) {
      return {
        ok: false,
        status: error.status,
        message: error.message,
        fields: error.fields ?? {},
      };
    }
    // Answered here, so Next's onRequestError never sees it: logged the same way.
    const given = await headers();
    logRequestError(error, { requestId: requestIdOf(given), method: 'POST', kind: 'action' });
    return { ok: false, status: 500, message: GENERIC_ERROR_MESSAGE, fields: {} };
  }
}
