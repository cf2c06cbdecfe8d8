import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { cache } from 'react';
import { previewCopy } from '@/content/preview';
import { getConfig } from '@/lib/config';
import { errorFields, log } from '@/lib/log';
import { escapeXml } from '@/lib/seo/rss';
import { createContentApi, toWordPressSlug, type ContentApi } from './queries';
import {
  grantValue,
  PREVIEW_GRANT_SECONDS,
  PREVIEW_LINK_SECONDS,
  verifyGrant,
  verifyPreview,
  type PreviewClaim,
} from './preview-token';
import { createRestTransport } from './rest';
import { WordPressError } from './transport';
import type { Post } from './types';

/**
 * The editors' preview: the plugin's signed link turns on Draft Mode with a cookie naming the
 * post, read with the preview account past every cache, so a draft is never kept where a
 * visitor could get it.
 */
export const PREVIEW_COOKIE = 'hg_preview';

export function previewPath(post: { id: number; slug: string }): string {
  return post.slug ? `/insights/${post.slug}` : `/insights/preview/${post.id}`;
}

const globalForPreview = globalThis as unknown as { __previewApi?: ContentApi };

/** Reads with the preview account, uncached; null without WordPress or without the account. */
function previewApi(): ContentApi | null {
  const { url, preview } = getConfig().wordpress;
  if (!url || !preview) return null;
  globalForPreview.__previewApi ??= createContentApi(
    createRestTransport({
      baseUrl: url,
      revalidateSeconds: false,
      retries: 1,
      authorization: `Basic ${Buffer.from(`${preview.user}:${preview.password}`).toString('base64')}`,
    }),
  );
  return globalForPreview.__previewApi;
}

const readPreviewPost = cache(async (id: number, revision: number) => {
  const api = previewApi();
  if (!api) throw new WordPressError(0, '/posts', 'preview_not_configured');
  return api.getPreviewPost(id, revision);
});

export interface ActivePreview {
  post: Post;
  /** Where 'Exit preview' leads: the published article, or the list for a post never published. */
  exitPath: string;
}

/** The preview this request may see (Draft Mode and a valid cookie naming this post), or null. */
export async function activePreview(
  target: { slug: string } | { id: number },
): Promise<ActivePreview | null> {
  if (!(await draftMode()).isEnabled) return null;
  const claim = verifyGrant(
    getConfig().wordpress.revalidateSecret,
    (await cookies()).get(PREVIEW_COOKIE)?.value,
  );
  if (!claim) return null;
  if ('id' in target && target.id !== claim.post) return null;
  let read: Awaited<ReturnType<typeof readPreviewPost>>;
  try {
    read = await readPreviewPost(claim.post, claim.revision);
  } catch (error) {
    log.warn('wordpress.preview_failed', { post: claim.post, ...errorFields(error) });
    return null;
  }
  const { post, published } = read;
  if ('slug' in target && (!post.slug || toWordPressSlug(target.slug) !== post.slug)) return null;
  return { post, exitPath: published ? `/insights/${post.slug}` : '/insights' };
}

/** A plain page for the preview link's refusals: no draft in it, never cached, never indexed. */
export function previewAnswer(
  status: number,
  { title, text }: { title: string; text: string },
  detail?: string,
): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(title)}</title></head><body><main><h1>${escapeXml(title)}</h1>${detail ? `<p>${escapeXml(detail)}</p>` : ''}<p>${escapeXml(text)}</p></main></body></html>`;
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}

/** GET /api/preview: checks the signed link, reads the post, turns on Draft Mode, redirects. */
export async function openPreview(request: Request): Promise<Response> {
  const config = getConfig();
  if (!config.wordpress.url) return previewAnswer(501, previewCopy.needsWordPress);
  const params = new URL(request.url).searchParams;
  const check = verifyPreview(
    config.wordpress.revalidateSecret,
    {
      post: params.get('post'),
      revision: params.get('revision'),
      expires: params.get('expires'),
      signature: params.get('signature'),
    },
    PREVIEW_LINK_SECONDS,
  );
  if (!check.ok) return previewAnswer(401, previewCopy.refused, check.reason);
  if (!previewApi()) return previewAnswer(503, previewCopy.notConfigured);

  let post: Post;
  try {
    ({ post } = await readPreviewPost(check.claim.post, check.claim.revision));
  } catch (error) {
    log.warn('wordpress.preview_failed', { post: check.claim.post, ...errorFields(error) });
    return error instanceof WordPressError && error.isClientError
      ? previewAnswer(404, previewCopy.unreadable)
      : previewAnswer(502, previewCopy.unavailable);
  }

  (await draftMode()).enable();
  const grant: PreviewClaim = {
    ...check.claim,
    expires: Math.floor(Date.now() / 1000) + PREVIEW_GRANT_SECONDS,
  };
  (await cookies()).set(PREVIEW_COOKIE, grantValue(config.wordpress.revalidateSecret!, grant), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.siteUrl.startsWith('https:'),
    path: '/',
    maxAge: PREVIEW_GRANT_SECONDS,
  });
  log.info('wordpress.preview_opened', { post: post.id, revision: check.claim.revision });
  return new Response(null, {
    status: 303,
    headers: {
      Location: previewPath(post),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}

/** POST /api/preview/exit: ends Draft Mode, drops the preview cookie, returns to `to`. */
export async function closePreview(to: string): Promise<Response> {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_COOKIE);
  return new Response(null, {
    status: 303,
    headers: { Location: to, 'Cache-Control': 'private, no-store' },
  });
}

/** Only the site's own article and list paths are places to return to. */
export const EXIT_PATH = /^\/insights(\/[^/?#\\]+)?$/;

/** A previewed page is never indexed. */
export const previewRobots = { index: false, follow: false } as const;
