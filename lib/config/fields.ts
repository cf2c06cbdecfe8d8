import { z } from 'zod';

/** The building blocks of the variables: a blank value counts as unset everywhere. */
export const unsetIfBlank = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : v;

/** An optional variable: unset or blank gives undefined. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(unsetIfBlank, schema.optional());

/** A variable with a default: unset or blank gives the default. */
export const withDefault = <T extends z.ZodType>(schema: T, value: z.input<T>) =>
  z.preprocess(unsetIfBlank, schema.default(value as never));

export const optionalString = optional(z.string());

const httpUrl = () => z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' });
/** An http(s) URL, without its trailing slashes. */
export const url = () => optional(httpUrl().transform(stripSlashes));
export const urlWithDefault = (fallback: string) =>
  z.preprocess(unsetIfBlank, httpUrl().default(fallback).transform(stripSlashes));
const stripSlashes = (u: string) => u.replace(/\/+$/, '');

/** A URL with one of the schemes named (`smtps?`, `rediss?`…). */
export const urlOf = (scheme: RegExp, message: string) =>
  optional(z.string().regex(scheme, message));

/** A shared secret of at least `min` characters. */
export const secret = (min: number) =>
  optional(z.string().min(min, `must be at least ${min} characters`));

export const email = (message = 'must be an e-mail address') => optional(z.email(message));

/** A whole number from its text: `message` when not one or below `min`, `max` with its own. */
export function whole(
  message: string,
  {
    min = [0],
    max,
    int = message,
  }: { min?: [number, string?]; max?: [number, string]; int?: string } = {},
) {
  const schema = z.coerce
    .number({ message })
    .int(int)
    .min(min[0], min[1] ?? message);
  return max ? schema.max(...max) : schema;
}

export const booleanFlag = z.preprocess(
  unsetIfBlank,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1' || v === 'yes'),
);

/** A comma-separated list of http(s) origins, each as URL.origin writes it, without repeats. */
export const originList = optional(
  z.string().transform((value, ctx) => {
    const origins = new Set<string>();
    for (const entry of value.split(',').map((part) => part.trim())) {
      if (!entry) continue;
      const origin = httpOrigin(entry);
      if (!origin) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an http(s) origin such as https://cdn.example.com`,
        });
        return z.NEVER;
      }
      origins.add(origin);
    }
    return [...origins];
  }),
);

function httpOrigin(entry: string): string | null {
  try {
    const url = new URL(entry);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
    return /^https?:$/.test(url.protocol) && bare ? url.origin : null;
  } catch {
    return null;
  }
}

const EMAIL = z.email();

/** A mailbox as `address@example.com` or `Name <address@example.com>`, or null when none. */
export function mailboxAddress(value: string): string | null {
  const match = /^\s*(?:(?:"[^"]*"|[^<>"]*?)\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value);
  const address = match?.[1] ?? match?.[2];
  return address && EMAIL.safeParse(address).success ? address : null;
}

export const mailbox = z.string().refine((value) => mailboxAddress(value) !== null, {
  message: 'must be an address, alone or as Name <address@example.com>',
});

/** A rule across a feature's variables: set together or not at all, or one required by another. */
export type Rule =
  { together: string[]; message?: string } | { when: string; requires: string; message: string };

export function checkRules(env: Record<string, unknown>, ctx: z.RefinementCtx, rules: Rule[]) {
  for (const rule of rules) {
    if ('when' in rule) {
      if (env[rule.when] && !env[rule.requires]) {
        ctx.addIssue({ code: 'custom', path: [rule.requires], message: rule.message });
      }
      continue;
    }
    const names = rule.together;
    const set = names.map((name) => Boolean(env[name]));
    if (set.some(Boolean) && !set.every(Boolean)) {
      const message =
        rule.message ?? `${names.slice(0, -1).join(', ')} and ${names.at(-1)} must be set together`;
      ctx.addIssue({ code: 'custom', path: [names[set.indexOf(false)]!], message });
    }
  }
}

/** The parsed variables of a feature's declaration. */
export type Env<S extends z.ZodRawShape> = z.infer<z.ZodObject<S>>;
