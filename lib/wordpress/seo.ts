import { parseDocument } from 'htmlparser2';
import { findAll, getAttributeValue, textContent } from 'domutils';
import type { Element } from 'domhandler';
import { z } from 'zod';
import { htmlToText } from './text';
import type { SeoHead } from './types';

/**
 * What an editor set in their SEO plugin, read from what the plugin sends:
 * - Yoast SEO adds `yoast_head_json` to every post of the REST API (the raw format of Yoast SEO
 *   16.7 and later: developer.yoast.com/customization/apis/rest-api);
 * - Rank Math answers its headless endpoint (rankmath/v1/getHead, "Headless CMS Support") with
 *   the post's head as HTML, read here from its tags.
 * Both are WordPress's word: the canonical and og:url they name are WordPress's addresses and
 * are never read; lib/seo decides what reaches the page. A field that does not parse is ignored,
 * never an error: the post then has the site's own metadata.
 *
 * A noindex is honoured, but for the one WordPress's "Discourage search engines" setting puts on
 * every post: the project's plugin (`hidden_growth_seo`) says whether that setting is on and what
 * the post's own robots setting is, as the SEO plugin stores it.
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

/** The project's plugin's word on robots: the site-wide setting and the post's own. */
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

/**
 * The robots a post keeps: the plugin's noindex and nofollow, less what WordPress's site-wide
 * "discourage search engines" explains (the project's plugin says the post itself does not
 * ask for it), plus what the post's own setting asks for when the SEO plugin's head did not say.
 */
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

/** The SEO-plugin metadata of a raw REST post, or undefined when it carries none. */
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

/** Whether a raw REST post asks to stay out of search engines (the sitemap leaves it out). */
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

/** Plain text, decoded and trimmed; undefined when empty. */
function clean(value: string | undefined): string | undefined {
  const plain = value === undefined ? '' : htmlToText(value).trim();
  return plain || undefined;
}
