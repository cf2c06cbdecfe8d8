import type { ReactNode } from 'react';
import { FailurePanel } from '@/components/post-list/failure-panel';
import { insightsFallback as t } from '@/content/insights';
import { formatDate } from '@/lib/post-list/date';
import type { CachedPostLink } from '@/lib/wordpress';

/** WordPress unreachable and nothing kept: the panel, then the last-known posts or a note. */
export function InsightsUnavailable({ posts }: { posts: CachedPostLink[] }) {
  return (
    <div className="flex flex-col gap-8">
      <FailurePanel
        id="insights-unavailable-title"
        title={t.title}
        text={t.text}
        reload={{ label: t.reload, busyLabel: t.reloading }}
      />
      {posts.length > 0 ? (
        <Titled id="insights-cached-title" title={t.cachedHeading}>
          <ul className="divide-line border-line mt-4 divide-y rounded-2xl border bg-white">
            {posts.map((post) => (
              <li
                key={post.link}
                className="flex flex-col gap-1 p-5 sm:flex-row sm:items-baseline sm:justify-between"
              >
                <a
                  href={post.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium hover:underline"
                >
                  {post.title} <span className="sr-only">{t.opensInNewTab}</span>
                </a>
                <time dateTime={post.date} className="text-ink-soft text-sm">
                  {formatDate(post.date)}
                </time>
              </li>
            ))}
          </ul>
        </Titled>
      ) : (
        <Titled
          id="insights-demo-title"
          title={t.demoHeading}
          className="bg-paper rounded-2xl p-8 text-center"
        >
          <p className="text-ink-soft mt-2">{t.noCached}</p>
          <p className="text-ink-soft mt-1">{t.disableVpn}</p>
        </Titled>
      )}
    </div>
  );
}

/** A section named by its h2. */
function Titled({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
