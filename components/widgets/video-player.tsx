import { JsonLd } from '@/components/seo/json-ld';
import { parseVideoLink, youTubeEmbedUrl, youTubeThumbnailUrl } from '@/lib/article/youtube';
import { videoObjectJsonLd } from '@/lib/seo/json-ld';
import { VideoOverlay, type VideoFrame } from './video-overlay';

interface VideoPlayerProps {
  videoUrl?: string | null;
  title: string;
  /** `phone` draws a portrait phone frame (home testimonial); `default` is 16:9. */
  frame?: VideoFrame;
  className?: string;
  /** What search engines are told of it (a VideoObject): what it shows and when it was published. */
  details?: { description: string; uploadDate: string };
}

/**
 * A video: a thumbnail that opens a full-screen overlay with the autoplaying
 * embed. The link is checked on the server; only a valid video ships the client overlay.
 */
export function VideoPlayer({
  videoUrl,
  title,
  frame = 'default',
  className = '',
  details,
}: VideoPlayerProps) {
  const link = parseVideoLink(videoUrl);
  if (link.status !== 'valid') {
    return (
      <div
        className={`${frame === 'phone' ? 'aspect-[9/16] max-w-xs' : 'aspect-video'} bg-paper border-line text-ink-soft flex w-full items-center justify-center rounded-2xl border-2 border-dashed p-6 text-center font-medium ${className}`}
        data-video-state={link.status}
      >
        {link.status === 'empty' ? 'Video will be displayed here' : 'Invalid YouTube URL'}
      </div>
    );
  }
  const structured = details
    ? videoObjectJsonLd({ url: videoUrl ?? '', name: title, ...details })
    : null;
  return (
    <>
      {structured ? <JsonLd data={structured} /> : null}
      <VideoOverlay
        title={title}
        frame={frame}
        embedUrl={youTubeEmbedUrl(link.id)}
        thumbnailUrl={youTubeThumbnailUrl(link.id)}
        className={className}
      />
    </>
  );
}
