/**
 * URL rules of the content contract: only http(s) links. (YouTube links are recognised in
 * lib/video/youtube.ts.)
 */
/** The URL when it parses and is http(s) without credentials; otherwise null. */
export function safeHttpUrl(value: string | null | undefined, base?: string): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}
