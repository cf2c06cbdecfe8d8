/**
 * Joins class names, dropping the empty ones. Deliberately not tailwind-merge: variants are
 * written so that their classes never conflict, and the merge library would add kilobytes to
 * every island that styles a button.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
