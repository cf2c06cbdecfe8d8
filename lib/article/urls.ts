/**
 * Links, video and PDF URLs in posts must be http(s), without credentials: the URL when it
 * parses and is one; otherwise null. (YouTube links are recognised in ./youtube.ts.)
 */
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
