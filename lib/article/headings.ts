/** Slug of a heading's text: lower case, letters and digits joined by single hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&[a-z]+;/g, ' ')
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Hands out stable heading ids: an editor's id is kept, otherwise the slug of the text, and a
 * repeated slug is numbered from 2 (method, method-2), never colliding with an id already used.
 */
export class HeadingIds {
  private readonly used = new Set<string>();

  reserve(id: string) {
    this.used.add(id);
  }

  next(text: string, editorId?: string | null): string {
    const clean = editorId?.trim().replace(/[^A-Za-z0-9_-]/g, '');
    if (clean && !this.used.has(clean)) {
      this.used.add(clean);
      return clean;
    }
    const base = slugify(text) || 'section';
    let id = base;
    for (let n = 2; this.used.has(id); n++) id = `${base}-${n}`;
    this.used.add(id);
    return id;
  }
}
