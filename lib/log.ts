import { getConfig } from '@/lib/config';

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};

/** One JSON object per line; callers pass facts, never secrets, codes, tokens or bodies. */
function write(level: Level, event: string, fields: Record<string, unknown> = {}) {
  let threshold: Level | 'silent' = 'info';
  try {
    threshold = getConfig().logLevel;
  } catch {
    // A broken configuration is reported by start-up; logging must still work meanwhile.
  }
  if (ORDER[level] < ORDER[threshold]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n');
  else process.stdout.write(line + '\n');
}

export const log = {
  debug: (event: string, fields?: Record<string, unknown>) => write('debug', event, fields),
  info: (event: string, fields?: Record<string, unknown>) => write('info', event, fields),
  warn: (event: string, fields?: Record<string, unknown>) => write('warn', event, fields),
  error: (event: string, fields?: Record<string, unknown>) => write('error', event, fields),
};

/** What an e-mail address is replaced with in text kept or sent on (redactAddresses). */
export const REDACTED_ADDRESS = '[address]';

/**
 * The text with every e-mail address taken out (a relay's refusal echoes the recipient, and is
 * logged and sent to chat): any word holding an @ goes whole, in one pass.
 */
export function redactAddresses(text: string): string {
  if (!text.includes('@')) return text;
  return text
    .split(/(\s+)/)
    .map((word) => (word.includes('@') ? REDACTED_ADDRESS : word))
    .join('');
}

/** An error's message and name for a log line: no stack, no data, no addresses. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.name, message: redactAddresses(error.message) };
  return { error: redactAddresses(String(error)) };
}
