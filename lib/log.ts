import { getConfig } from '@/lib/config';

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};

/**
 * Structured logging: one JSON object per line, so a log collector can filter by `event`.
 * Callers pass facts, never secrets, codes, tokens or request bodies.
 */
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

/** An error's message and name for a log line, without its stack or any attached data. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.name, message: error.message };
  return { error: String(error) };
}
