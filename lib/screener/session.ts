/**
 * The screener's form kept in the tab's session storage as the visitor goes: its fields, as a
 * post of the form would send them. A reload or a return to the page in the same tab posts
 * them again as a resume, and the server answers with the step they were on, checking every
 * answer as it checks any post; a stored application clears them. The storage is passed in
 * (null where the browser refuses it), so nothing here touches a browser global when imported.
 */
export const SESSION_KEY = 'hidden-growth:screener:v2';

/** Keeps the form's fields (React's own fields for a post without the script left out). */
export function saveSession(storage: Storage | null, form: FormData) {
  const fields = [...form].filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && !entry[0].startsWith('$'),
  );
  try {
    storage?.setItem(SESSION_KEY, JSON.stringify(fields));
  } catch {
    // Storage full or disabled (private mode): the form still works, it just won't resume.
  }
}

/** The fields kept, as a form to post again; null when there are none (or none readable). */
export function loadSession(storage: Storage | null): FormData | null {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(SESSION_KEY) ?? 'null');
    if (!Array.isArray(saved) || saved.length === 0) return null;
    const form = new FormData();
    for (const entry of saved) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'string') {
        return null;
      }
      form.append(entry[0], entry[1]);
    }
    return form;
  } catch {
    return null;
  }
}

export function clearSession(storage: Storage | null) {
  try {
    storage?.removeItem(SESSION_KEY);
  } catch {
    // See saveSession.
  }
}
