import render from 'dom-serializer';
import { Element, Text, type ChildNode, type Document, type ParentNode } from 'domhandler';
import {
  findAll,
  findOne,
  getAttributeValue,
  removeElement,
  replaceElement,
  textContent,
} from 'domutils';
import { parseDocument } from 'htmlparser2';
import { log } from '@/lib/log';
import { parseAccordionData, parseFourForces } from './data-blocks';
import { sanitizePostHtml } from './sanitize';
import { safeHttpUrl } from './urls';
import { PLACEHOLDER_ATTRIBUTE, type AccordionItem, type ArticleWidget } from './widgets';
import { youTubeVideoId } from './youtube';

/** Keeps a widget and returns the placeholder element that stands for it. */
export type Place = (widget: ArticleWidget) => Element;

/** What a block of sanitised HTML becomes: a widget, nothing at all, or itself (null). */
type Classified = ArticleWidget | 'drop' | null;

export const parseHtml = (html: string) => parseDocument(html, { decodeEntities: true });
export const serialize = (nodes: Document | ChildNode[]) =>
  render(nodes, { encodeEntities: 'utf8' });

const PDF_LINK = /\.pdf(?:$|[?#])/i;

/** Recognises one block of sanitised HTML, outermost first: a block replaces its whole element. */
function classify(element: Element): Classified {
  const { name, attribs } = element;
  if (name === 'div' && attribs['data-video-url'] !== undefined) {
    return { kind: 'video', url: attribs['data-video-url'], title: attribs['data-video-title'] };
  }
  if (name === 'div' && attribs['data-pdf-url'] !== undefined) {
    return pdfWidget(attribs['data-pdf-url'], attribs['data-pdf-title'], attribs.id);
  }
  if (name === 'figure' && hasClass(element, 'wp-block-embed')) return embedWidget(element);
  if (name === 'div' && hasClass(element, 'wp-block-file')) {
    const link = findOne(
      (el) => el.name === 'a' && PDF_LINK.test(el.attribs.href ?? ''),
      element.children,
    );
    // A File block linking anything else stays as it is: a link.
    return link ? pdfWidget(link.attribs.href!, textOf(link), attribs.id) : null;
  }
  if (name === 'iframe') {
    const src = attribs.src ?? '';
    return youTubeVideoId(src) ? { kind: 'video', url: src, title: attribs.title } : 'drop';
  }
  return null;
}

/** Replaces every recognised block below `root` with its placeholder (or removes it). */
export function classifyBlocks(root: ParentNode, place: Place) {
  for (const child of [...root.children]) {
    if (!(child instanceof Element)) continue;
    const result = classify(child);
    if (result === 'drop') removeElement(child);
    else if (result) replaceElement(child, place(result));
    else classifyBlocks(child, place);
  }
}

/** A WordPress embed figure: YouTube becomes a video, other providers a plain http(s) link. */
function embedWidget(figure: Element): Classified {
  const iframe = findOne((el) => el.name === 'iframe', figure.children);
  const wrapper = figure.children.find(
    (c): c is Element => c instanceof Element && hasClass(c, 'wp-block-embed__wrapper'),
  );
  const url = iframe?.attribs.src ?? textOf(wrapper ?? figure).split(' ')[0] ?? '';
  const captionElement = findOne((el) => el.name === 'figcaption', figure.children);
  const caption = captionElement ? textOf(captionElement) : '';
  const title = caption || iframe?.attribs.title || undefined;
  const isYouTube =
    hasClass(figure, 'is-provider-youtube') || hasClass(figure, 'wp-block-embed-youtube');
  if (isYouTube || youTubeVideoId(url)) {
    return { kind: 'video', url, title, caption: caption || undefined };
  }
  const href = safeHttpUrl(url)?.toString();
  return href ? { kind: 'link', href, text: title ?? href } : 'drop';
}

/** A PDF by root-relative or http(s) URL; any other URL drops the block. */
function pdfWidget(rawUrl: string, title?: string, anchorId?: string): Classified {
  const url =
    rawUrl.startsWith('/') && !rawUrl.startsWith('//') ? rawUrl : safeHttpUrl(rawUrl)?.toString();
  return url ? { kind: 'pdf', url, title: title || undefined, anchorId } : 'drop';
}

/**
 * The JSON data blocks, read from the raw post (the allow-list removes their script), validated:
 * strings shown as text, HTML allow-listed; an invalid block is dropped with a warning.
 */
export function readDataBlocks(raw: Document, place: Place, slug?: string) {
  for (const element of findAll(
    (el) => 'data-four-forces' in el.attribs || 'data-accordion' in el.attribs,
    raw.children,
  )) {
    const script = findOne((el) => el.name === 'script', element.children);
    const json = script ? textContent(script) : '';
    const kind = 'data-four-forces' in element.attribs ? 'four-forces' : 'accordion';
    let widget: ArticleWidget | { reason: string };
    if (kind === 'four-forces') {
      const result = parseFourForces(json);
      widget = result.ok ? { kind, data: result.value } : result;
    } else {
      const result = parseAccordionData(json);
      widget = result.ok
        ? {
            kind,
            allowMultiple: getAttributeValue(element, 'data-allow-multiple') === 'true',
            items: result.value.map((item) => ({
              ...item,
              contentHtml: prepareFragment(item.contentHtml, place),
            })),
          }
        : result;
    }
    if ('kind' in widget) {
      replaceElement(element, place(widget));
    } else {
      log.warn('article.block_dropped', { kind, reason: widget.reason, slug });
      removeElement(element);
    }
  }
}

/** Untrusted HTML of an accordion item: sanitised, with its blocks recognised. */
function prepareFragment(html: string, place: Place): string {
  const doc = parseHtml(sanitizePostHtml(html));
  classifyBlocks(doc, place);
  return serialize(doc);
}

/** Consecutive <details> become one accordion (`open` starts open); runs after classifyBlocks. */
export function groupDetails(doc: Document, place: Place) {
  const parents = new Set(
    findAll((el) => el.name === 'details', doc.children).map((el) => el.parent),
  );
  for (const parent of parents) {
    if (!parent) continue;
    let run: Element[] = [];
    const flush = () => {
      if (run.length === 0) return;
      const items: AccordionItem[] = run.map((details, index) => {
        const summary = details.children.find(
          (c): c is Element => c instanceof Element && c.name === 'summary',
        );
        return {
          id: `details-${index + 1}`,
          title: (summary && textOf(summary)) || 'Details',
          contentHtml: serialize(details.children.filter((c) => c !== summary)),
          initiallyOpen: 'open' in details.attribs,
        };
      });
      replaceElement(run[0]!, place({ kind: 'accordion', allowMultiple: false, items }));
      run.slice(1).forEach(removeElement);
      run = [];
    };
    for (const child of [...parent.children]) {
      if (child instanceof Element && child.name === 'details') run.push(child);
      else if (!(child instanceof Text && child.data.trim() === '')) flush();
    }
    flush();
  }
}

/** Removes every placeholder attribute the post brought itself. */
export function removePlaceholders(root: ParentNode, keep: (key: string) => boolean = () => false) {
  for (const element of findAll((el) => PLACEHOLDER_ATTRIBUTE in el.attribs, root.children)) {
    if (!keep(element.attribs[PLACEHOLDER_ATTRIBUTE]!)) {
      delete element.attribs[PLACEHOLDER_ATTRIBUTE];
    }
  }
}

function hasClass(element: Element, name: string) {
  return (element.attribs.class ?? '').split(/\s+/).includes(name);
}

/** An element's text with whitespace collapsed. */
export function textOf(node: ChildNode): string {
  return textContent(node).replace(/\s+/g, ' ').trim();
}
