/**
 * A sample post's Markdown rendered the way WordPress's block editor renders its blocks, so the
 * snapshot reads like a real site's REST answers: paragraphs, headings (`wp-block-heading`) and
 * lists (`wp-block-list`), one blank line between blocks, typed text as wptexturize leaves it.
 * Raw HTML blocks (the site's widgets, embeds, classic-editor markup) pass through as written.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';

type Root = ReturnType<typeof fromMarkdown>;
type Block = Root['children'][number];
type Inline = Extract<Block, { type: 'paragraph' }>['children'][number];

/**
 * What wptexturize and esc_html make of typed text: the HTML specials escaped (an entity that
 * is already written stays as it is) and curly quotes, dashes and the ellipsis as numeric
 * entities.
 */
export function texturize(text: string): string {
  return escapeHtml(text)
    .replace(/\u2019/g, '&#8217;')
    .replace(/\u2018/g, '&#8216;')
    .replace(/\u201c/g, '&#8220;')
    .replace(/\u201d/g, '&#8221;')
    .replace(/\u2013/g, '&#8211;')
    .replace(/\u2014/g, '&#8212;')
    .replace(/\u2026/g, '&#8230;');
}

/** `&`, `<` and `>` as entities, leaving entities already written alone (a term's name). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&(?!#?\w+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function inline(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return texturize(node.value);
        case 'emphasis':
          return `<em>${inline(node.children)}</em>`;
        case 'strong':
          return `<strong>${inline(node.children)}</strong>`;
        case 'link':
          return `<a href="${escapeHtml(node.url)}">${inline(node.children)}</a>`;
        case 'inlineCode':
          return `<code>${escapeHtml(node.value)}</code>`;
        case 'html':
          return node.value;
        default:
          throw new Error(`Markdown ${node.type} is not supported in a sample post`);
      }
    })
    .join('');
}

function block(node: Block): string {
  switch (node.type) {
    case 'paragraph':
      return `<p>${inline(node.children)}</p>`;
    case 'heading':
      return `<h${node.depth} class="wp-block-heading">${inline(node.children)}</h${node.depth}>`;
    case 'list': {
      const tag = node.ordered ? 'ol' : 'ul';
      const items = node.children.map((item) => {
        const [only, ...rest] = item.children;
        if (only?.type !== 'paragraph' || rest.length > 0)
          throw new Error('A list item in a sample post holds one paragraph of text');
        return `<li>${inline(only.children)}</li>`;
      });
      return `<${tag} class="wp-block-list">\n${items.join('\n')}\n</${tag}>`;
    }
    case 'html':
      return node.value;
    default:
      throw new Error(`Markdown ${node.type} is not supported in a sample post`);
  }
}

/** The post's `content.rendered`: its blocks, with a line break before and after. */
export function renderContent(markdown: string): string {
  const blocks = fromMarkdown(markdown).children.map(block);
  return blocks.length ? `\n${blocks.join('\n\n')}\n` : '';
}

function plainText(nodes: Inline[]): string {
  return nodes
    .map((node) =>
      'children' in node ? plainText(node.children) : 'value' in node ? node.value : '',
    )
    .join('');
}

/** WordPress's excerpt when the editor wrote none: the first 55 words of the paragraphs. */
export function automaticExcerpt(markdown: string): string {
  const words = fromMarkdown(markdown)
    .children.flatMap((node) => (node.type === 'paragraph' ? [plainText(node.children)] : []))
    .join(' ')
    .split(/\s+/);
  return `<p>${texturize(words.slice(0, 55).join(' '))} [&hellip;]</p>\n`;
}

/** A written excerpt as WordPress stores it. */
export function writtenExcerpt(text: string): string {
  return text ? `<p>${texturize(text)}</p>\n` : '';
}
