import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '@/lib/db';
import { errorFields, log } from '@/lib/log';
import { TAGS } from './constants';
import { toWordPressSlug } from './queries';
import type { RevalidateBody } from './revalidate';

/**
 * Where an article's old address went. Two sources, asked in this order by the article route:
 *
 * 1. The site's own record (the post_redirects table), written from the signed webhook, which
 *    names a post's previous slug on every rename. It needs no WordPress, so old addresses keep
 *    redirecting while WordPress is down, after a redirect plugin is removed, or on another
 *    WordPress. Every row points at the post's address now, so a chain A→B→C is one hop.
 * 2. WordPress itself, through the plugin's read-only route
 *    (/wp-json/hidden-growth/v1/redirect?path=…), which reads core's old slugs and the
 *    Redirection and Yoast Premium rules, for addresses the site never saw renamed.
 *
 * Either answer is followed only to a path of this site: an off-site target or a loop is a 404.
 */

export interface Redirect {
  /** A path of this site, with its query if the rule gave one. */
  to: string;
  /** 308 when true (a rename, a 301 or 308 rule), 307 for a temporary rule (302, 303, 307). */
  permanent: boolean;
}

/** A slug WordPress can store (post_name is 200 characters) percent-encoded can be 600 long. */
const MAX_SLUG_LENGTH = 600;
/** The longest redirect target the site follows. */
const MAX_TARGET_LENGTH = 2048;
/** Distinct addresses asked of WordPress per minute and instance, past which a miss is a 404. */
const LOOKUPS_PER_MINUTE = 120;
/** A lookup (hit or miss) is kept in the data cache this long, or until the webhook's tags. */
export const LOOKUP_REVALIDATE_SECONDS = 60;

/** The article address of a slug, as WordPress stores the slug. */
export function articlePath(slug: string): string {
  return `/insights/${toWordPressSlug(slug)}`;
}

/**
 * `target` as a path of this site (path and query, no fragment), or null when it is not one:
 * another host (WordPress's included), a protocol-relative or backslash trick, a scheme other
 * than http(s), control characters, or an absurd length.
 */
export function sitePath(target: string, siteUrl: string): string | null {
  if (!target || target.length > MAX_TARGET_LENGTH) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return null;
  const site = new URL(siteUrl);
  let url: URL;
  if (target.startsWith('/')) {
    if (target.startsWith('//')) return null;
    url = new URL(target, site);
  } else {
    try {
      url = new URL(target);
    } catch {
      return null;
    }
  }
  if (url.origin !== site.origin) return null;
  return `${url.pathname}${url.search}`;
}

/** The store's redirect for an article address, or null. */
export async function findStoredRedirect(
  db: Kysely<Database>,
  path: string,
): Promise<Redirect | null> {
  const slug = path.startsWith('/insights/') ? path.slice('/insights/'.length) : '';
  if (!slug || slug.length > MAX_SLUG_LENGTH) return null;
  const row = await db
    .selectFrom('post_redirects')
    .select('to_path')
    .where('from_path', '=', articlePath(slug))
    .where('live', '=', 1)
    .executeTakeFirst();
  return row && row.to_path !== articlePath(slug) ? { to: row.to_path, permanent: true } : null;
}

/**
 * Records what the webhook's post changes mean for old addresses, and returns every article
 * address whose answer changed (to be refreshed in the caches): a renamed post's old
 * addresses and its new one; the old addresses of a post unpublished, published again or
 * deleted. A published post's address never redirects, whichever post held it before.
 */
export async function recordPostChanges(
  db: Kysely<Database>,
  body: RevalidateBody,
  now = new Date(),
): Promise<string[]> {
  const affected = new Set<string>();
  const updatedAt = now.toISOString();
  await db.transaction().execute(async (tx) => {
    for (const change of body.changes) {
      if (change.kind !== 'post') continue;
      const slug = cleanSlug(change.slug);
      const previous = cleanSlug(change.previousSlug);
      const current = slug ? articlePath(slug) : null;
      const earlier = await tx
        .selectFrom('post_redirects')
        .select('from_path')
        .where('post_id', '=', change.id)
        .execute();
      const earlierPaths = earlier.map((row) => row.from_path);

      if (change.action === 'delete') {
        await tx.deleteFrom('post_redirects').where('post_id', '=', change.id).execute();
        for (const path of earlierPaths) affected.add(path);
        continue;
      }
      if (change.action === 'unpublish' || change.action === 'trash') {
        await tx
          .updateTable('post_redirects')
          .set({ live: 0, updated_at: updatedAt })
          .where('post_id', '=', change.id)
          .execute();
        for (const path of earlierPaths) affected.add(path);
        continue;
      }
      if (!current) continue;
      // Published (again), updated or retagged: its address is live and every earlier one
      // leads to it.
      await tx.deleteFrom('post_redirects').where('from_path', '=', current).execute();
      const moved = await tx
        .updateTable('post_redirects')
        .set({ to_path: current, live: 1, updated_at: updatedAt })
        .where('post_id', '=', change.id)
        .where((eb) => eb.or([eb('to_path', '<>', current), eb('live', '=', 0)]))
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) > 0) {
        for (const path of earlierPaths) if (path !== current) affected.add(path);
        affected.add(current);
      }
      if (previous && articlePath(previous) !== current) {
        const from = articlePath(previous);
        await tx
          .insertInto('post_redirects')
          .values({
            from_path: from,
            to_path: current,
            post_id: change.id,
            live: 1,
            updated_at: updatedAt,
          })
          .onConflict((oc) =>
            oc.column('from_path').doUpdateSet({
              to_path: current,
              post_id: change.id,
              live: 1,
              updated_at: updatedAt,
            }),
          )
          .execute();
        for (const path of earlierPaths) if (path !== current) affected.add(path);
        affected.add(from);
        affected.add(current);
      }
    }
  });
  return [...affected];
}

/** The public slug, before WordPress's "__trashed" suffix; empty when there is none. */
function cleanSlug(slug: string | undefined): string {
  return (slug ?? '').replace(/__trashed(-\d+)?$/, '').trim();
}

const pluginAnswerSchema = z.object({
  to: z.string().max(MAX_TARGET_LENGTH).nullable(),
  status: z.number().int(),
});

export interface RedirectLookupOptions {
  /** WordPress's base URL (no /wp-json). */
  baseUrl: string;
  siteUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  perMinute?: number;
  now?: () => number;
}

/**
 * Asks the plugin's route where an article address went. Each answer, hit or miss, is kept in
 * the data cache for a minute and dropped at once by the webhook's tags (the post's old slug,
 * and every lookup on any post change); and at most `perMinute` distinct addresses are asked
 * about a minute, so that a flood of made-up addresses costs WordPress a bounded number of
 * calls. Any failure is a miss: the page answers 404, itself kept only briefly.
 */
export function createRedirectLookup(options: RedirectLookupOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetcher = options.fetch ?? fetch;
  const perMinute = options.perMinute ?? LOOKUPS_PER_MINUTE;
  const now = options.now ?? Date.now;
  let window = { start: now(), asked: new Set<string>() };

  function withinBudget(path: string): boolean {
    if (now() - window.start >= 60_000) window = { start: now(), asked: new Set() };
    if (window.asked.has(path)) return true;
    if (window.asked.size >= perMinute) return false;
    window.asked.add(path);
    return true;
  }

  return async function lookup(path: string): Promise<Redirect | null> {
    const slug = path.startsWith('/insights/') ? path.slice('/insights/'.length) : '';
    if (!slug || slug.length > MAX_SLUG_LENGTH) return null;
    if (!withinBudget(path)) {
      log.warn('wordpress.redirect_lookup_skipped', { reason: 'budget' });
      return null;
    }
    try {
      const response = await fetcher(
        `${base}/wp-json/hidden-growth/v1/redirect?path=${encodeURIComponent(path)}`,
        {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
          next: {
            revalidate: LOOKUP_REVALIDATE_SECONDS,
            tags: [TAGS.redirects, TAGS.postSlug(toWordPressSlug(slug))],
          },
        } as RequestInit,
      );
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      const answer = pluginAnswerSchema.safeParse(await response.json());
      if (!answer.success || !answer.data.to) return null;
      const to = sitePath(answer.data.to, options.siteUrl);
      if (!to || to === path) return null;
      return { to, permanent: ![302, 303, 307].includes(answer.data.status) };
    } catch (error) {
      log.warn('wordpress.redirect_lookup_failed', errorFields(error));
      return null;
    }
  };
}
