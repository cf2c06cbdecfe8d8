import { z } from 'zod';

export const pageViewSchema = z.strictObject({
  path: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^\/[^\s]*$/, 'Path must start with / and contain no spaces.'),
  referrer: z.union([z.literal(''), z.url().max(2048)]).optional(),
  cta: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'cta may hold letters, digits, _ and - only.')
    .optional(),
});

export type PageView = z.infer<typeof pageViewSchema>;
