import render from 'dom-serializer';
import { Element, Text, type ChildNode, type Document } from 'domhandler';
import { findAll, getAttributeValue, removeElement, replaceElement, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { log } from '@/lib/log';
import { parseAccordionData, parseFourForces, type FourForces } from './data-blocks';
import { HeadingIds } from './headings';
import { sanitizePostHtml } from './sanitize';

export interface AccordionItem {
  id: string;
  title: string;
  /** Sanitised HTML of the panel. */
  contentHtml: string;
  initiallyOpen: boolean;
}

export type ArticleWidget =
  | { kind: 'four-forces'; data: FourForces }
  | { kind: 'accordion'; allowMultiple: boolean; items: AccordionItem[] };

export interface Heading {
  id: string;
  text: string;
  level: number;
}

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

const serialize = (doc: Document | ChildNode[]) => render(doc, { encodeEntities: 'utf8' });

/**
 * Turns untrusted post HTML into what the article renders: JSON data blocks are read first
 * (and never emitted as script), then everything is sanitised, then details groups become
 * accordions, headings get stable ids and the table of contents is placed.
 */
export function prepareArticle(rawHtml: string, context: { slug?: string } = {}): PreparedArticle {
  const widgets: Record<string, ArticleWidget> = {};
  let counter = 0;
  const placeholder = (widget: ArticleWidget) => {
    const key = `w${++counter}`;
    widgets[key] = widget;
    return new Element('div', { 'data-widget': key });
  };

  // 1. Data blocks, before sanitising removes their scripts.
  const raw = parseDocument(rawHtml, { decodeEntities: true });
  for (const element of findAll(
    (el) => 'data-four-forces' in el.attribs || 'data-accordion' in el.attribs,
    raw.children,
  )) {
    const kind = 'data-four-forces' in element.attribs ? 'four-forces' : 'accordion';
    const script = findAll((el) => el.name === 'script', element.children)[0];
    const json = script ? textContent(script) : '';
    if (kind === 'four-forces') {
      const result = parseFourForces(json);
      if (result.ok) replaceElement(element, placeholder({ kind, data: result.value }));
      else dropBlock(element, kind, result.reason, context.slug);
    } else {
      const result = parseAccordionData(json);
      if (result.ok) {
        replaceElement(
          element,
          placeholder({
            kind: 'accordion',
            allowMultiple: getAttributeValue(element, 'data-allow-multiple') === 'true',
            items: result.value.map((item) => ({
              ...item,
              contentHtml: sanitizePostHtml(item.contentHtml),
            })),
          }),
        );
      } else dropBlock(element, kind, result.reason, context.slug);
    }
  }

  // 2. The allow-list. Placeholders survive it: data-widget is an allowed attribute.
  const clean = sanitizePostHtml(serialize(raw));
  const doc = parseDocument(clean, { decodeEntities: true });
  // A post cannot forge a placeholder for a widget it did not declare.
  for (const forged of findAll(
    (el) => 'data-widget' in el.attribs && !(el.attribs['data-widget']! in widgets),
    doc.children,
  )) {
    delete forged.attribs['data-widget'];
  }

  // 3. Consecutive <details> (only whitespace between) become one accordion group.
  groupDetails(doc, placeholder);

  // 4. Heading ids and the table of contents.
  const ids = new HeadingIds();
  const headings: Heading[] = [];
  for (const heading of findAll((el) => /^h[1-6]$/.test(el.name), doc.children)) {
    const text = textContent(heading).replace(/\s+/g, ' ').trim();
    const id = ids.next(text, heading.attribs.id);
    heading.attribs.id = id;
    if (text) headings.push({ id, text, level: Number(heading.name[1]) });
  }

  const tocBlocks = findAll((el) => 'data-toc' in el.attribs, doc.children);
  tocBlocks.slice(1).forEach(removeElement);
  let toc: PreparedArticle['toc'] = { mode: 'none', levels: DEFAULT_TOC_LEVELS };
  if (tocBlocks[0]) {
    toc = { mode: 'block', levels: parseLevels(tocBlocks[0].attribs['data-toc-levels']) };
  } else if (headings.filter((h) => h.level === 2 || h.level === 3).length >= 2) {
    toc = { mode: 'auto', levels: DEFAULT_TOC_LEVELS };
  }

  return { html: serialize(doc), widgets, headings, toc };
}

function dropBlock(element: Element, kind: string, reason: string, slug?: string) {
  log.warn('article.block_dropped', { kind, reason, slug });
  removeElement(element);
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

function groupDetails(doc: Document, placeholder: (widget: ArticleWidget) => Element) {
  const parents = new Set(
    findAll((el) => el.name === 'details', doc.children).map((el) => el.parent),
  );
  for (const parent of parents) {
    if (!parent) continue;
    const children = parent.children;
    let run: Element[] = [];
    const flush = () => {
      if (run.length === 0) return;
      const items: AccordionItem[] = run.map((details, index) => {
        const summary = details.children.find(
          (c): c is Element => c instanceof Element && c.name === 'summary',
        );
        const body = details.children.filter((c) => c !== summary);
        return {
          id: `details-${index + 1}`,
          title: summary
            ? textContent(summary).replace(/\s+/g, ' ').trim() || 'Details'
            : 'Details',
          contentHtml: serialize(body),
          initiallyOpen: 'open' in details.attribs,
        };
      });
      const group = placeholder({ kind: 'accordion', allowMultiple: false, items });
      replaceElement(run[0]!, group);
      run.slice(1).forEach(removeElement);
      run = [];
    };
    for (const child of [...children]) {
      if (child instanceof Element && child.name === 'details') run.push(child);
      else if (child instanceof Text && child.data.trim() === '') continue;
      else flush();
    }
    flush();
  }
}
