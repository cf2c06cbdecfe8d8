import sanitizeHtml from 'sanitize-html';
import { PLACEHOLDER_ATTRIBUTE } from './widgets';

/**
 * The allow-list for untrusted post HTML: no script, handler, javascript: or data: URL, YouTube
 * iframes only, no inline styles, and only WordPress's own class names (no borrowed overlays).
 */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#|\?)/i;
const SAFE_SRC = /^(?:https?:\/\/|\/(?!\/))/i;
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
// The data-* attributes carry the blocks that become widgets.
const DIV_ATTRIBUTES = [
  'class',
  'id',
  'data-video-url',
  'data-video-title',
  'data-pdf-url',
  'data-pdf-title',
  'data-toc',
  'data-toc-levels',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...HEADINGS,
    'p',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'cite',
    'q',
    'figure',
    'figcaption',
    'img',
    'picture',
    'source',
    'iframe',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
    'details',
    'summary',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ins',
    'mark',
    'small',
    'sub',
    'sup',
    'code',
    'pre',
    'kbd',
    'abbr',
    'time',
    'hr',
    'br',
    'span',
    'div',
    'section',
    'dl',
    'dt',
    'dd',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'id'],
    img: ['src', 'alt', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding'],
    source: ['srcset', 'sizes', 'type', 'media'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'allow', 'loading'],
    div: DIV_ATTRIBUTES,
    ...Object.fromEntries(HEADINGS.map((h) => [h, ['id', 'class']])),
    ...Object.fromEntries(['figure', 'p', 'span', 'pre', 'code'].map((tag) => [tag, ['class']])),
    ...Object.fromEntries(['col', 'colgroup'].map((tag) => [tag, ['span']])),
    details: ['open', 'class'],
    section: ['class', 'id'],
    ol: ['start', 'reversed', 'type'],
    li: ['value'],
    th: ['scope', 'colspan', 'rowspan', 'abbr'],
    td: ['colspan', 'rowspan'],
    blockquote: ['cite', 'class'],
    time: ['datetime'],
    abbr: ['title'],
  },
  allowedClasses: {
    '*': ['wp-*', 'is-*', 'has-*', 'align*', 'size-*', 'language-*', 'screen-reader-text'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], source: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: [
    'href',
    'src',
    'cite',
    'srcset',
    'data-video-url',
    'data-pdf-url',
  ],
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com'],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'xmp',
    'noembed',
    'noframes',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const next = withSafeUrl(attribs, 'href', SAFE_HREF);
      if (next.target) {
        next.target = '_blank';
        next.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: next };
    },
    // Only absolute http(s) or root-relative images: nothing a browser might read as a scheme.
    img: (tagName, attribs) => ({ tagName, attribs: withSafeUrl(attribs, 'src', SAFE_SRC) }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The allow-list that also keeps the placeholders a prepared article put in (./prepare.ts). */
const WITH_PLACEHOLDERS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedAttributes: {
    ...OPTIONS.allowedAttributes,
    div: [...DIV_ATTRIBUTES, PLACEHOLDER_ATTRIBUTE],
  },
};

/** The attributes without `name` when its value does not match `safe`. */
function withSafeUrl(attribs: sanitizeHtml.Attributes, name: string, safe: RegExp) {
  const next = { ...attribs };
  if (next[name] !== undefined && !safe.test(next[name].trim())) delete next[name];
  return next;
}

export function sanitizePostHtml(html: string, { placeholders = false } = {}): string {
  return sanitizeHtml(html, placeholders ? WITH_PLACEHOLDERS : OPTIONS);
}
