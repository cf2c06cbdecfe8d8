import { Element } from 'domhandler';
import { findAll, prependChild, removeElement, replaceElement } from 'domutils';
import {
  classifyBlocks,
  groupDetails,
  parseHtml,
  readDataBlocks,
  removePlaceholders,
  serialize,
  textOf,
} from './blocks';
import { HeadingIds } from './headings';
import { sanitizePostHtml } from './sanitize';
import { PLACEHOLDER_ATTRIBUTE, type ArticleWidget, type Heading } from './widgets';

export type { AccordionItem, ArticleWidget, Heading } from './widgets';

export interface PreparedArticle {
  /** Sanitised body with heading ids and `<div data-widget="wN">` placeholders. */
  html: string;
  widgets: Record<string, ArticleWidget>;
  headings: Heading[];
  /** Where the table of contents goes: at the data-toc block, automatically on top, or nowhere. */
  toc: { mode: 'block' | 'auto' | 'none'; levels: number[] };
}

export const DEFAULT_TOC_LEVELS = [2, 3];
export const BLOCK_TOC_LEVELS = [2, 3, 4, 5];

/**
 * Turns untrusted post HTML into what the article renders: forged placeholders removed, the JSON
 * data blocks read, everything sanitised, other blocks classified into widgets (<details> runs
 * into accordions), and headings given ids with the table of contents placed.
 */
export function prepareArticle(rawHtml: string, context: { slug?: string } = {}): PreparedArticle {
  const widgets: Record<string, ArticleWidget> = {};
  let counter = 0;
  const place = (widget: ArticleWidget) => {
    const key = `w${++counter}`;
    widgets[key] = widget;
    return new Element('div', { [PLACEHOLDER_ATTRIBUTE]: key });
  };

  const raw = parseHtml(rawHtml);
  removePlaceholders(raw);
  readDataBlocks(raw, place, context.slug);

  const doc = parseHtml(sanitizePostHtml(serialize(raw), { placeholders: true }));
  removePlaceholders(doc, (key) => key in widgets);
  classifyBlocks(doc, place);
  groupDetails(doc, place);

  const ids = new HeadingIds();
  const headings: Heading[] = [];
  for (const heading of findAll((el) => /^h[1-6]$/.test(el.name), doc.children)) {
    const text = textOf(heading);
    const id = ids.next(text, heading.attribs.id);
    heading.attribs.id = id;
    if (text) headings.push({ id, text, level: Number(heading.name[1]) });
  }

  const [tocBlock, ...extraTocBlocks] = findAll((el) => 'data-toc' in el.attribs, doc.children);
  extraTocBlocks.forEach(removeElement);
  let toc: PreparedArticle['toc'] = { mode: 'none', levels: DEFAULT_TOC_LEVELS };
  if (tocBlock) {
    toc = { mode: 'block', levels: parseLevels(tocBlock.attribs['data-toc-levels']) };
  } else if (headings.filter((h) => h.level === 2 || h.level === 3).length >= 2) {
    toc = { mode: 'auto', levels: DEFAULT_TOC_LEVELS };
  }
  if (toc.mode !== 'none') {
    const tocWidget = place({
      kind: 'toc',
      headings: headings.filter((heading) => toc.levels.includes(heading.level)),
    });
    if (tocBlock) replaceElement(tocBlock, tocWidget);
    else prependChild(doc, tocWidget);
  }

  return { html: serialize(doc), widgets, headings, toc };
}

function parseLevels(value: string | undefined): number[] {
  if (!value) return BLOCK_TOC_LEVELS;
  const levels = value
    .split(',')
    .map((part) => /^h([1-6])$/i.exec(part.trim())?.[1])
    .filter((level): level is string => Boolean(level))
    .map(Number);
  return levels.length ? [...new Set(levels)].sort() : BLOCK_TOC_LEVELS;
}
