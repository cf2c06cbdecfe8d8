import { config } from 'zod';

/**
 * Imported first by the schemas that the forms also check in the browser (the lead's contact
 * fields and the newsletter's). There every schema is interpreted, never compiled: compiling
 * needs `new Function`, which the Content-Security-Policy forbids (script-src has no
 * 'unsafe-eval'), and zod's own test for it is reported as a policy violation even though zod
 * catches the error. The setting counts only for schemas built after it, hence a module of its
 * own imported ahead of theirs. The server keeps compiling.
 */
if (typeof window !== 'undefined') config({ jitless: true });
