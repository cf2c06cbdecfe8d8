/**
 * URL rules of the content contract: only http(s) links, and YouTube recognised by exact host
 * names over https, so that youtube.com.evil.example or youtube.com@evil.example are refused.
 */
export const YOUTUBE_HOSTS = new Set([
  'www.youtube.com',
  'youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
]);
export const YOUTUBE_ID_LENGTH = 11;
const ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

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

/** The 11-character video id of a YouTube URL, or null when it is not one. */
export function youtubeVideoId(value: string | null | undefined): string | null {
  const url = safeHttpUrl(value);
  if (!url || url.protocol !== 'https:' || !YOUTUBE_HOSTS.has(url.hostname) || url.port)
    return null;
  let candidate: string | null = null;
  if (url.hostname === 'youtu.be') {
    candidate = url.pathname.split('/')[1] ?? null;
  } else if (url.pathname === '/watch') {
    candidate = url.searchParams.get('v');
  } else {
    const match = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
    candidate = match?.[1] ?? null;
  }
  return candidate && ID_PATTERN.test(candidate) ? candidate : null;
}

export function isYoutubeEmbedSrc(value: string | null | undefined): boolean {
  return youtubeVideoId(value) !== null;
}
