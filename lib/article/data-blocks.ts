import { z } from 'zod';

/** The four-forces object a data-four-forces block carries as JSON; every string is plain text. */
export const fourForcesSchema = z.strictObject({
  interviewee: z.string().min(1),
  switchingFrom: z.array(z.string()),
  switchingTo: z.array(z.string()),
  setup: z.array(z.string()),
  pushes: z.array(z.string()),
  pulls: z.array(z.string()),
  habits: z.array(z.string()),
  anxieties: z.array(z.string()),
  observations: z.array(z.string()),
});
export type FourForces = z.infer<typeof fourForcesSchema>;

export const accordionDataSchema = z
  .array(
    z.object({
      id: z.union([z.string(), z.number()]).transform(String),
      title: z.string().min(1),
      contentHtml: z.string(),
      initiallyOpen: z.boolean().optional().default(false),
    }),
  )
  .min(1);
export type AccordionData = z.infer<typeof accordionDataSchema>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; reason: string };

function parseJsonWith<T>(schema: z.ZodType<T>, json: string): ParseResult<T> {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    return { ok: false, reason: `invalid JSON: ${(error as Error).message}` };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      reason: `${issue?.path.join('.') || 'value'}: ${issue?.message ?? 'invalid'}`,
    };
  }
  return { ok: true, value: parsed.data };
}

export const parseFourForces = (json: string) => parseJsonWith(fourForcesSchema, json);
export const parseAccordionData = (json: string) => parseJsonWith(accordionDataSchema, json);
