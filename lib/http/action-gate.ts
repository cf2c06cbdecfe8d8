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
 * Runs a form's Server Action through the rules of the JSON route for the same work: its
 * per-client limit and bucket, then its schema, then the work (Next refuses other origins and
 * caps the body). A refusal returns its status and messages; an unexpected error is logged.
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
