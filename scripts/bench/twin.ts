/**
 * A page's content-only twin for `npm run bench:pages`: the page's own server HTML, styles and
 * image preloads with none of the site's scripts, to be served by an otherwise empty Next.js
 * app. Measured beside the page, it shows what the content costs on its own (its bytes, styles,
 * layout and images, and Next.js's runtime) apart from what the site's code adds.
 */
import { render } from 'dom-serializer';
import type { Element } from 'domhandler';
import { findAll, findOne, getAttributeValue, removeElement, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

export interface ImagePreload {
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
}

export interface Twin {
  lang: string;
  bodyClassName: string;
  title: string;
  /** Every style sheet the page inlines, in document order. */
  css: string;
  /** The addresses of the style sheets it links instead, in document order. */
  stylesheets: string[];
  /** The body's markup without scripts and script-only templates. */
  bodyHtml: string;
  imagePreloads: ImagePreload[];
}

const FETCH_PRIORITIES = new Set(['high', 'low', 'auto']);

export function extractTwin(html: string): Twin {
  const document = parseDocument(html);
  const byName = (name: string) => (node: Element) => node.name === name;
  const root = findOne(byName('html'), document.children);
  const head = findOne(byName('head'), document.children);
  const body = findOne(byName('body'), document.children);
  if (!root || !head || !body) throw new Error('the page has no <html>, <head> or <body>');

  const css = findAll(byName('style'), head.children)
    .map((style) => textContent(style))
    .join('\n');
  const stylesheets = findAll(
    (node) => node.name === 'link' && getAttributeValue(node, 'rel') === 'stylesheet',
    head.children,
  ).map((link) => getAttributeValue(link, 'href') ?? '');
  const imagePreloads = findAll(
    (node) =>
      node.name === 'link' &&
      getAttributeValue(node, 'rel') === 'preload' &&
      getAttributeValue(node, 'as') === 'image',
    head.children,
  ).map((link): ImagePreload => {
    const priority = getAttributeValue(link, 'fetchpriority');
    return {
      href: getAttributeValue(link, 'href') ?? '',
      imageSrcSet: getAttributeValue(link, 'imagesrcset'),
      imageSizes: getAttributeValue(link, 'imagesizes'),
      fetchPriority:
        priority && FETCH_PRIORITIES.has(priority)
          ? (priority as ImagePreload['fetchPriority'])
          : undefined,
    };
  });
  for (const node of findAll(
    (element) => element.name === 'script' || element.name === 'template',
    body.children,
  ))
    removeElement(node);

  const title = findOne(byName('title'), head.children);
  return {
    lang: getAttributeValue(root, 'lang') ?? 'en',
    bodyClassName: getAttributeValue(body, 'class') ?? '',
    title: title ? textContent(title) : '',
    css,
    stylesheets,
    bodyHtml: render(body.children, { encodeEntities: 'utf8' }),
    imagePreloads,
  };
}
