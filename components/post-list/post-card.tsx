import { OptimizedImage } from '@/components/ui/optimized-image';
import { IntentLink } from '@/components/ui/intent-link';
import { formatDate } from '@/lib/post-list/date';
import type { PostSummary } from '@/lib/wordpress';

export interface PostCardProps {
  post: PostSummary;
  ctaLabel: string;
  /** Shown when the post is password protected (it has no excerpt). */
  protectedText: string;
  chips?: string[];
  /** 'first' can be the page's largest paint: fetched at once, at high priority. */
  imageLoading?: 'first' | 'above-fold' | 'lazy';
}

/** A post in a list: image, date, title, excerpt and a link to /insights/{slug}. */
export function PostCard({
  post,
  ctaLabel,
  protectedText,
  chips = [],
  imageLoading = 'lazy',
}: PostCardProps) {
  const href = `/insights/${post.slug}`;
  const titleId = `post-${post.id}-title`;
  return (
    <article className="post-card group">
      <div className="post-card-media">
        {post.image ? (
          <OptimizedImage
            src={post.image.url}
            alt={post.image.alt}
            sourceWidth={post.image.width}
            fill
            loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={imageLoading === 'first' ? 'high' : undefined}
            sizes="(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw"
            className="card-image post-card-image group-hover:scale-[1.02]"
          />
        ) : (
          <div className="card-illustration h-full w-full" />
        )}
      </div>
      <div className="post-card-body">
        <div className="post-card-meta">
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          {chips.map((chip) => (
            <span key={chip} className="chip">
              {chip}
            </span>
          ))}
        </div>
        <h3 id={titleId} className="post-card-title">
          <IntentLink href={href}>{post.title}</IntentLink>
        </h3>
        <p className="post-card-excerpt">{post.isProtected ? protectedText : post.excerpt}</p>
        <IntentLink href={href} aria-describedby={titleId} className="post-card-link">
          {ctaLabel}
        </IntentLink>
      </div>
    </article>
  );
}
