import { parseDocument } from 'htmlparser2';
import { findAll, getAttributeValue, textContent } from 'domutils';
import type { Element } from 'domhandler';
import { z } from 'zod';
import { htmlToText } from './text';
import type { SeoHead } from './types';

/**
 * What an editor set in their SEO plugin: Yoast's `yoast_head_json` on each REST post (16.7+ raw
 * format) or Rank Math's headless head (rankmath/v1/getHead), read from its tags. The canonical
 * and og:url are WordPress's and never read; a field that does not parse is ignored. A noindex
 * is honoured, but for the one WordPress's "Discourage search engines" puts on every post: the
 * project's plugin (`hidden_growth_seo`) says whether that is on and what the post asks itself.
 */
const text = z.string().max(2000);
const optionalText = text.optional().catch(undefined);

const yoastImage = z.object({
  url: z.string().max(2048),
  width: z.coerce.number().int().positive().optional().catch(undefined),
  height: z.coerce.number().int().positive().optional().catch(undefined),
  alt: z.string().max(1000).optional().catch(undefined),
});

const yoastHeadSchema = z.object({
  title: optionalText,
  description: optionalText,
  og_title: optionalText,
  og_description: optionalText,
  og_site_name: optionalText,
  og_image: z.array(z.unknown()).optional().catch(undefined),
  robots: z.object({ index: optionalText, follow: optionalText }).optional().catch(undefined),
  schema: z
    .object({ '@graph': z.array(z.unknown()).max(200).optional().catch(undefined) })
    .optional()
    .catch(undefined),
});

const pluginSeoSchema = z.object({
  plugin: z.enum(['yoast', 'rank-math']).nullable().optional().catch(null),
  discouraged: z.boolean().catch(false),
  noindex: z.boolean().optional().catch(undefined),
  nofollow: z.boolean().optional().catch(undefined),
});

export type PluginSeo = z.infer<typeof pluginSeoSchema>;

export function readPluginSeo(raw: unknown): PluginSeo | undefined {
  const parsed = pluginSeoSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** The largest head read from Rank Math (a real one is a few kilobytes). */
const MAX_HEAD_BYTES = 256 * 1024;

/** The robots a post keeps: the head's, less what site-wide "discourage" explains, plus its own. */
function robots(
  said: { noindex: boolean; nofollow: boolean },
  plugin: PluginSeo | undefined,
): { noindex: boolean; nofollow: boolean } {
  const own = (flag: 'noindex' | 'nofollow') => {
    if (plugin?.[flag] === true) return true;
    if (said[flag] && plugin?.discouraged && plugin[flag] === false) return false;
    return said[flag];
  };
  return { noindex: own('noindex'), nofollow: own('nofollow') };
}

export function reshapeSeo(raw: {
  yoast_head_json?: unknown;
  hidden_growth_seo?: unknown;
}): SeoHead | undefined {
  const plugin = readPluginSeo(raw.hidden_growth_seo);
  const parsed = yoastHeadSchema.safeParse(raw.yoast_head_json);
  if (!parsed.success || typeof raw.yoast_head_json !== 'object' || !raw.yoast_head_json) {
    return undefined;
  }
  const head = parsed.data;
  const first = yoastImage.safeParse(head.og_image?.[0]);
  return {
    source: 'yoast',
    title: clean(head.title),
    siteName: clean(head.og_site_name),
    description: clean(head.description),
    ogTitle: clean(head.og_title),
    ogDescription: clean(head.og_description),
    image: first.success
      ? {
          url: first.data.url,
          width: first.data.width ?? null,
          height: first.data.height ?? null,
          alt: first.data.alt ?? '',
        }
      : null,
    ...robots(
      {
        noindex: head.robots?.index === 'noindex',
        nofollow: head.robots?.follow === 'nofollow',
      },
      plugin,
    ),
    graph: head.schema?.['@graph'] ?? [],
  };
}

export function isNoindex(raw: { yoast_head_json?: unknown; hidden_growth_seo?: unknown }) {
  const seo = reshapeSeo(raw);
  if (seo) return seo.noindex;
  return readPluginSeo(raw.hidden_growth_seo)?.noindex === true;
}

/** Rank Math's head (HTML) as the same fields; undefined when it is too large to be one. */
export function parseRankMathHead(html: string, plugin?: PluginSeo): SeoHead | undefined {
  if (html.length > MAX_HEAD_BYTES) return undefined;
  const document = parseDocument(html);
  const elements = findAll(() => true, document.children) as Element[];
  const meta = (key: string) => {
    const found = elements.find(
      (el) =>
        el.name === 'meta' &&
        (getAttributeValue(el, 'name') === key || getAttributeValue(el, 'property') === key),
    );
    return found ? clean(getAttributeValue(found, 'content')) : undefined;
  };
  const titleElement = elements.find((el) => el.name === 'title');
  const robotsTag = (meta('robots') ?? '').toLowerCase();
  const imageUrl = meta('og:image');
  const number = (value: string | undefined) => {
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  const graph: unknown[] = [];
  for (const script of elements.filter(
    (el) => el.name === 'script' && getAttributeValue(el, 'type') === 'application/ld+json',
  )) {
    try {
      const data = JSON.parse(textContent(script)) as { '@graph'?: unknown };
      if (Array.isArray(data['@graph'])) graph.push(...data['@graph'].slice(0, 200));
    } catch {
      // Structured data that does not parse is left out; the rest of the head stands.
    }
  }
  return {
    source: 'rank-math',
    title: titleElement ? clean(textContent(titleElement)) : undefined,
    siteName: meta('og:site_name'),
    description: meta('description'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    image: imageUrl
      ? {
          url: imageUrl,
          width: number(meta('og:image:width')),
          height: number(meta('og:image:height')),
          alt: meta('og:image:alt') ?? '',
        }
      : null,
    ...robots(
      {
        noindex: /\bnoindex\b/.test(robotsTag),
        nofollow: /\bnofollow\b/.test(robotsTag),
      },
      plugin,
    ),
    graph,
  };
}

function clean(value: string | undefined): string | undefined {
  const plain = value === undefined ? '' : htmlToText(value).trim();
  return plain || undefined;
}
