/** The largest form post a page takes (the screener's last step is about 16 KB). */
export const FORM_POST_MAX_BYTES = 64 * 1024;

export interface FormPostRefusal {
  status: 411 | 413;
  message: string;
}

/**
 * Whether a post to a page (outside /api) must be refused before Next buffers it whole (30
 * posts of 9 MB held 240 MB): it must announce a length of at most FORM_POST_MAX_BYTES.
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
