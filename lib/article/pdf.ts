import { getConfig } from '@/lib/config';
import { safeHttpUrl } from './urls';

export const PDF_PROXY_PATH = '/api/pdf';
export const PDF_MAX_BYTES = 25 * 1024 * 1024;

/** The origin PDFs may be fetched from on the server: the WordPress media host. */
export function mediaOrigin(): string | null {
  const url = getConfig().wordpress.url;
  return url ? new URL(url).origin : null;
}

/**
 * Where the viewer loads a PDF from. Files of this site load directly; files on the media host
 * go through the site's own proxy, so that CORS cannot break the viewer; any other host gets no
 * viewer (null), only a download link.
 */
export function pdfViewerSource(rawUrl: string, siteUrl = getConfig().siteUrl): string | null {
  if (rawUrl.startsWith('/') && !rawUrl.startsWith('//')) return rawUrl;
  const url = safeHttpUrl(rawUrl);
  if (!url) return null;
  if (url.origin === new URL(siteUrl).origin) return `${url.pathname}${url.search}`;
  if (url.origin === mediaOrigin())
    return `${PDF_PROXY_PATH}?url=${encodeURIComponent(url.toString())}`;
  return null;
}

/** True when the proxy may fetch this URL: exactly the media host's origin. */
export function isProxyablePdfUrl(rawUrl: string | null): URL | null {
  const url = safeHttpUrl(rawUrl);
  const origin = mediaOrigin();
  if (!url || !origin || url.origin !== origin) return null;
  return url;
}
