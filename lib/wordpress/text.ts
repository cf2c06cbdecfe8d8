import { decode } from 'html-entities';

/** WordPress's HTML-escaped titles, excerpts and names as plain text (React escapes it again). */
export function htmlToText(html: string): string {
  const withoutTags = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/(p|div|li|h[1-6])>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decode(withoutTags, { level: 'html5' })
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A post's excerpt as plain text, without WordPress's "[…]" or "Continue reading" tail. */
export function excerptToText(html: string): string {
  const withoutMore = html.replace(/<a\b[^>]*class="[^"]*more-link[^"]*"[^>]*>[\s\S]*?<\/a>/gi, '');
  return htmlToText(withoutMore)
    .replace(/\s*\[(?:…|\.\.\.)\]\s*$/, '…')
    .trim();
}

/**
 * Text as MySQL's case- and accent-insensitive collation compares it, with WordPress's
 * typographic quotes and dashes folded back to the characters an editor typed.
 */
export function foldForSearch(text: string): string {
  return decode(text, { level: 'html5' })
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u00a0/g, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
