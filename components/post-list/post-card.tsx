import { OptimizedImage } from '@/components/ui/optimized-image';
import { IntentLink } from '@/components/ui/intent-link';
import { formatDate } from '@/lib/post-list/date';
import type { PostSummary } from '@/lib/wordpress';

export interface PostCardProps {
  post: PostSummary;
  ctaLabel: string;
  /** Shown when the post is password protected (it has no excerpt). */
  protectedText: string;
  /** Terms shown as chips above the title (topics, or a case study's stages). */
  chips?: string[];
  /**
   * Where the card's image stands in the page: 'first' is fetched at once and at high priority
   * (it can be the page's largest content), 'above-fold' at once, the rest when scrolled near.
   */
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
    <article className="border-line group flex w-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition hover:shadow-md">
      <div className="bg-paper relative aspect-video overflow-hidden">
        {post.image ? (
          <OptimizedImage
            src={post.image.url}
            alt={post.image.alt}
            sourceWidth={post.image.width}
            fill
            loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={imageLoading === 'first' ? 'high' : undefined}
            sizes="(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw"
            className="card-image object-cover transition duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <div className="card-illustration h-full w-full" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="text-ink-soft flex flex-wrap items-center gap-2 text-xs font-medium">
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          {chips.map((chip) => (
            <span key={chip} className="bg-paper text-ink rounded-full px-2.5 py-0.5">
              {chip}
            </span>
          ))}
        </div>
        <h3 id={titleId} className="text-lg leading-snug font-semibold">
          <IntentLink href={href} className="hover:text-accent-strong">
            {post.title}
          </IntentLink>
        </h3>
        <p className="text-ink-soft line-clamp-3 text-sm leading-relaxed">
          {post.isProtected ? protectedText : post.excerpt}
        </p>
        <IntentLink
          href={href}
          aria-describedby={titleId}
          className="text-accent-strong mt-auto pt-2 text-sm font-semibold hover:underline"
        >
          {ctaLabel}
        </IntentLink>
      </div>
    </article>
  );
}
