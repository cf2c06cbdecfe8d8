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
  /** The VideoObject's description and date, for search engines. */
  details?: { description: string; uploadDate: string };
}

/** A video's thumbnail and overlay; the link is checked on the server, so only a valid one ships. */
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
