/**
 * The largest form post a page takes: a Server Action's body, which a browser posts to the
 * page's own path. The largest real one (the screener's last step, with the answers so far in
 * hidden fields and React's copy of the previous state) is about 16 KB. next.config.ts gives
 * Next the same figure for the actions themselves.
 */
export const FORM_POST_MAX_BYTES = 64 * 1024;

export interface FormPostRefusal {
  status: 411 | 413;
  message: string;
}

/**
 * Whether a request to a page must be refused before Next reads its body, and how. Next reads
 * a post to a page in full before its action's own cap applies (the request gate in proxy.ts
 * makes it clone and buffer up to 10 MB of the body), so 30 posts of 9 MB at once held about
 * 240 MB that stayed after the answers. A body to a page (any path outside /api, whose routes
 * cap their own) must therefore announce its length, and no more than FORM_POST_MAX_BYTES:
 * every browser's form post and Next's own action calls do. Reads (GET, HEAD, OPTIONS) pass.
 */
export function formPostRefusal(
  method: string | undefined,
  url: string | undefined,
  headers: { 'content-length'?: string; 'transfer-encoding'?: string },
): FormPostRefusal | null {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null;
  if (/^\/api(?:[/?#]|$)/.test(url ?? '/')) return null;
  const length = headers['content-length'];
  if (length === undefined) {
    if (headers['transfer-encoding'] === undefined) return null;
    return {
      status: 411,
      message: 'A form must be sent with its length (Content-Length).',
    };
  }
  if (!/^\d{1,15}$/.test(length.trim()) || Number(length) > FORM_POST_MAX_BYTES) {
    return {
      status: 413,
      message: `The form sent more than ${FORM_POST_MAX_BYTES / 1024} KB, more than any of the site's forms needs. Please shorten what you wrote and try again.`,
    };
  }
  return null;
}
