import { leadSchema, prepareLeadInput, type Lead, type ScreenerValues } from '@/lib/leads/schema';

/**
 * What is wrong with each answer at fault: the first message about it, or none (undefined)
 * when the problem lies inside the answer (one of several obstacles) rather than with it.
 */
export type AnswerErrors = Partial<Record<string, string | undefined>>;

export type ApplicationCheck = { lead: Lead; errors: null } | { lead: null; errors: AnswerErrors };

/**
 * The screener's answers checked in the browser as POST /api/leads checks them, with the lead
 * schema: the lead as it will be sent (trimmed, normalised), or what is wrong with which
 * answer. This module brings zod with it, so the screener's page fetches it only when an
 * application is to be checked (components/screener/use-answers.ts).
 */
export function checkApplication(values: ScreenerValues): ApplicationCheck {
  const parsed = leadSchema.safeParse(prepareLeadInput(values));
  if (parsed.success) return { lead: parsed.data, errors: null };
  const errors: AnswerErrors = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (Object.hasOwn(errors, name)) continue;
    errors[name] = issue.path.length > 1 ? undefined : issue.message;
  }
  return { lead: null, errors };
}
