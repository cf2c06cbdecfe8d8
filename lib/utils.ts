/** Joins class names. Not tailwind-merge: variants never conflict, and it would cost kilobytes. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
