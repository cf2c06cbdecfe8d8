/**
 * YouTube links, the one place that decides them: exact host names over https (so
 * `youtube.com.evil.example` is refused), and an id of exactly 11 characters.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
// www.youtube.com, youtube.com, youtu.be and www.youtube-nocookie.com, over https only.
const WATCH_HOSTS = new Set(['www.youtube.com', 'youtube.com']);
const NOCOOKIE_HOSTS = new Set(['www.youtube-nocookie.com']);
const PATH_PREFIXES = ['/embed/', '/shorts/', '/live/', '/v/'];

export type VideoLink =
  { status: 'empty' } | { status: 'invalid' } | { status: 'valid'; id: string };

/** Classifies a video link: no URL, not a YouTube video, or a video with its id. */
export function parseVideoLink(url: string | null | undefined): VideoLink {
  const trimmed = url?.trim() ?? '';
  if (!trimmed) return { status: 'empty' };
  const id = youTubeVideoId(trimmed);
  return id ? { status: 'valid', id } : { status: 'invalid' };
}

/** The 11-character id of a YouTube video URL, or null. */
export function youTubeVideoId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:') return null;
  if (parsed.username || parsed.password || parsed.port) return null;
  const host = parsed.hostname.toLowerCase();

  let candidate: string | null = null;
  if (host === 'youtu.be') {
    candidate = parsed.pathname.split('/')[1] ?? null;
  } else if (WATCH_HOSTS.has(host) || NOCOOKIE_HOSTS.has(host)) {
    if (parsed.pathname === '/watch' && WATCH_HOSTS.has(host)) {
      candidate = parsed.searchParams.get('v');
    } else {
      const prefix = PATH_PREFIXES.find((p) => parsed.pathname.startsWith(p));
      if (prefix) candidate = parsed.pathname.slice(prefix.length).split('/')[0] ?? null;
    }
  }
  return candidate && isYouTubeVideoId(candidate) ? candidate : null;
}

/** The privacy-enhanced embed, autoplaying: it is only loaded after a click. */
export function youTubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&modestbranding=1&playsinline=1`;
}

/** The 480×360 thumbnail YouTube serves for every video: what the thumbnail route fetches. */
export function youTubeThumbnailSource(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

/** The thumbnail from this site, so a page view sends Google nothing before the visitor plays. */
export function youTubeThumbnailUrl(id: string): string {
  return `/api/video-thumbnail/${id}`;
}

/** True for a well-formed 11-character video id. */
export function isYouTubeVideoId(id: string): boolean {
  return VIDEO_ID.test(id);
}
