/**
 * Fills `{name}` placeholders of a text from content/ with values; a placeholder without a
 * value stays as it is. The one filling of the site's copy: pages, forms and every mail (the
 * mail kit, lib/mail) use it. No imports, so the browser's forms can too.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : match,
  );
}
