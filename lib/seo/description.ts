import { htmlToText } from '@/lib/wordpress/text';

export const DESCRIPTION_LIMIT = 160;

/** A meta description from an excerpt: plain text, at most 160 characters, cut on a word. */
export function metaDescription(html: string, fallback: string, limit = DESCRIPTION_LIMIT): string {
  const text = htmlToText(html)
    .replace(/\s*\[(?:…|&hellip;|\.\.\.)\]\s*$/, '')
    .trim();
  if (!text) return fallback;
  if (text.length <= limit) return text;
  const room = text.slice(0, limit - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = (lastSpace > limit * 0.5 ? room.slice(0, lastSpace) : room).replace(
    /[\s,;:.\-–—]+$/,
    '',
  );
  return `${cut}…`;
}
