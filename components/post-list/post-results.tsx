import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import type { PostPage, PostSummary } from '@/lib/wordpress';
import { Pagination, type PaginationProps } from './pagination';
import { PostCard, type PostCardProps } from './post-card';

interface PostResultsProps {
  result: PostPage;
  card: (post: PostSummary, index: number) => Omit<PostCardProps, 'post'>;
  pagination: Omit<PaginationProps, 'page' | 'totalPages'>;
  status: string;
}

/** One page of a post list: the card grid, the pagination and the status line. */
export function PostResults({ result, card, pagination, status }: PostResultsProps) {
  return (
    <div className="flex flex-col gap-10">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {result.posts.map((post, index) => (
          <li key={post.id} className="flex">
            <PostCard post={post} {...card(post, index)} />
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-center gap-4">
        <Pagination page={result.page} totalPages={result.totalPages} {...pagination} />
        <p className="text-ink-soft text-sm" aria-live="polite">
          {status}
        </p>
      </div>
    </div>
  );
}

/** A list with no posts: what happened, a hint, or a way back to every post. */
export function EmptyState({
  title,
  hint,
  action,
}: {
  title: string;
  hint?: string;
  action?: { href: string; label: string };
}) {
  return (
    <div className="bg-paper flex flex-col items-center gap-2 rounded-2xl px-6 py-16 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {hint ? <p className="text-ink-soft">{hint}</p> : null}
      {action ? (
        <IntentLink
          href={action.href}
          scroll={false}
          className={buttonVariants({ tone: 'dark', size: 'md', className: 'mt-2' })}
        >
          {action.label}
        </IntentLink>
      ) : null}
    </div>
  );
}
