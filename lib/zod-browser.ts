import { config } from 'zod';

/**
 * Imported first by the schemas the browser also checks: there schemas are interpreted, never
 * compiled, since compiling needs `new Function`, which the CSP forbids (zod's probe is reported
 * as a violation). It counts only for schemas built after it, hence a module imported ahead.
 */
if (typeof window !== 'undefined') config({ jitless: true });
