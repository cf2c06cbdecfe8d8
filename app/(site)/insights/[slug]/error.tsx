'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { articlePage } from '@/content/article';
import { buttonVariants } from '@/components/ui/button';

// The page's digest names WordPress's status: production hides error messages from the browser.
export default function ArticleError({
  error,
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  const status = /^wordpress-status:(\d{3})$/.exec(error.digest ?? '')?.[1];
  const message = status ? articlePage.fetchFailed(Number(status)) : articlePage.loadFailed;
  return (
    <section
      role="alert"
      className="container-page flex max-w-3xl flex-col items-start gap-5 py-20"
    >
      {/* The page's metadata failed with it: React hoists this title into the head. */}
      <title>{message}</title>
      <h1 className="text-2xl font-bold">{message}</h1>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={retry}
          className={buttonVariants({ tone: 'dark', size: 'sm' })}
        >
          {articlePage.tryAgain}
        </button>
        <IntentLink href="/insights" className={buttonVariants({ tone: 'subtle', size: 'sm' })}>
          {articlePage.backToInsights}
        </IntentLink>
      </div>
    </section>
  );
}
