import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '@/lib/db';
import { errorFields, log } from '@/lib/log';
import { TAGS } from './constants';
import { toWordPressSlug } from './queries';
import { cleanSlug, type RevalidateBody } from './revalidate';

/**
 * Where an article's old address went, asked in this order: the site's own record of renames
 * (post_redirects, from the signed webhook; it needs no WordPress, and each row points at the
 * post's address now, so a chain is one hop), then WordPress's plugin route (core's old slugs,
 * the Redirection and Yoast Premium rules). Only a path of this site is followed.
 */
export interface Redirect {
  /** A path of this site, with its query if the rule gave one. */
  to: string;
  /** 308 when true (a rename, a 301 or 308 rule), 307 for a temporary rule (302, 303, 307). */
  permanent: boolean;
}

/** A 200-character post_name percent-encoded can be 600 long. */
const MAX_SLUG_LENGTH = 600;
const MAX_TARGET_LENGTH = 2048;
/** Distinct addresses asked of WordPress per minute and instance, past which a miss is a 404. */
const LOOKUPS_PER_MINUTE = 120;
/** A lookup (hit or miss) is kept this long, or until the webhook's tags. */
export const LOOKUP_REVALIDATE_SECONDS = 60;

export function articlePath(slug: string): string {
  return `/insights/${toWordPressSlug(slug)}`;
}

/** `target` as a path of this site (path and query), or null: another host, a trick, too long. */
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

/** The article slug of a path, or null when it is none or too long. */
function articleSlug(path: string): string | null {
  const slug = path.startsWith('/insights/') ? path.slice('/insights/'.length) : '';
  return slug && slug.length <= MAX_SLUG_LENGTH ? slug : null;
}

/** The store's redirect for an article address, or null. */
export async function findStoredRedirect(
  db: Kysely<Database>,
  path: string,
): Promise<Redirect | null> {
  const slug = articleSlug(path);
  if (!slug) return null;
  const row = await db
    .selectFrom('post_redirects')
    .select('to_path')
    .where('from_path', '=', articlePath(slug))
    .where('live', '=', 1)
    .executeTakeFirst();
  return row && row.to_path !== articlePath(slug) ? { to: row.to_path, permanent: true } : null;
}

/**
 * Records what the webhook's post changes mean for old addresses; returns every article address
 * whose answer changed. A published post's address never redirects, whichever post held it before.
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
      // Published (again), updated or retagged: its address is live, every earlier one leads to it.
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
        const row = {
          to_path: current,
          post_id: change.id,
          live: 1 as const,
          updated_at: updatedAt,
        };
        await tx
          .insertInto('post_redirects')
          .values({ from_path: from, ...row })
          .onConflict((oc) => oc.column('from_path').doUpdateSet(row))
          .execute();
        for (const path of earlierPaths) if (path !== current) affected.add(path);
        affected.add(from);
        affected.add(current);
      }
    }
  });
  return [...affected];
}

const pluginAnswerSchema = z.object({
  to: z.string().max(MAX_TARGET_LENGTH).nullable(),
  status: z.number().int(),
});

export interface RedirectLookupOptions {
  baseUrl: string;
  siteUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  perMinute?: number;
  now?: () => number;
}

/**
 * Asks the plugin's route where an article address went. Answers are cached a minute (dropped by
 * the webhook's tags), and at most `perMinute` distinct addresses are asked a minute, so a flood
 * of made-up addresses costs WordPress bounded calls. Any failure is a miss (404).
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
    const slug = articleSlug(path);
    if (!slug) return null;
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
