import { config } from 'zod';

/**
 * Imported first by the schemas that also run in the browser (the lead and the newsletter
 * schemas). There every schema is interpreted, never compiled: compiling needs `new Function`,
 * which the Content-Security-Policy forbids (script-src has no 'unsafe-eval'), and zod's own
 * test for it is reported as a policy violation even though zod catches the error. The setting
 * counts only for schemas built after it, hence an import of its own ahead of theirs. The
 * server keeps compiling.
 */
if (typeof window !== 'undefined') config({ jitless: true });
