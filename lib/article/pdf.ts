import { getConfig } from '@/lib/config';
import { safeHttpUrl } from './urls';

export const PDF_PROXY_PATH = '/api/pdf';
export const PDF_MAX_BYTES = 25 * 1024 * 1024;

/** Whether PDFs may be fetched from this origin on the server: a WordPress media host's. */
function isMediaOrigin(origin: string): boolean {
  return getConfig().wordpress.mediaOrigins.includes(origin);
}

/** Where the viewer loads a PDF from: this site, the site's proxy for a media host, or null. */
export function pdfViewerSource(rawUrl: string, siteUrl = getConfig().siteUrl): string | null {
  if (rawUrl.startsWith('/') && !rawUrl.startsWith('//')) return rawUrl;
  const url = safeHttpUrl(rawUrl);
  if (!url) return null;
  if (url.origin === new URL(siteUrl).origin) return `${url.pathname}${url.search}`;
  if (isMediaOrigin(url.origin))
    return `${PDF_PROXY_PATH}?url=${encodeURIComponent(url.toString())}`;
  return null;
}

/** The URL when the proxy may fetch it (exactly a media host's origin), else null. */
export function isProxyablePdfUrl(rawUrl: string | null): URL | null {
  const url = safeHttpUrl(rawUrl);
  return url && isMediaOrigin(url.origin) ? url : null;
}
