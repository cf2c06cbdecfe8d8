import { insightsFallback } from '@/content/insights';
import { formatDate } from '@/lib/post-list/date';
import type { CachedPostLink } from '@/lib/wordpress';
import { ReloadButton } from './reload-button';

/**
 * Shown when WordPress cannot be reached and no answer for this list was kept: the spec's
 * "VPN" panel, with up to 5 last-known posts opening on the content site in a new tab, or
 * the demo-mode note when none are known.
 */
export function InsightsUnavailable({ posts }: { posts: CachedPostLink[] }) {
  const t = insightsFallback;
  return (
    <div className="flex flex-col gap-8">
      <section
        role="alert"
        aria-labelledby="insights-unavailable-title"
        className="rounded-2xl border border-amber-300 bg-amber-50 p-8"
      >
        <h2 id="insights-unavailable-title" className="text-xl font-semibold">
          {t.title}
        </h2>
        <p className="text-ink-soft mt-3 max-w-2xl leading-relaxed">{t.text}</p>
        <div className="mt-6">
          <ReloadButton label={t.reload} busyLabel={t.reloading} />
        </div>
      </section>
      {posts.length > 0 ? (
        <section aria-labelledby="insights-cached-title">
          <h2 id="insights-cached-title" className="text-lg font-semibold">
            {t.cachedHeading}
          </h2>
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
        </section>
      ) : (
        <section
          aria-labelledby="insights-demo-title"
          className="bg-paper rounded-2xl p-8 text-center"
        >
          <h2 id="insights-demo-title" className="text-lg font-semibold">
            {t.demoHeading}
          </h2>
          <p className="text-ink-soft mt-2">{t.noCached}</p>
          <p className="text-ink-soft mt-1">{t.disableVpn}</p>
        </section>
      )}
    </div>
  );
}
