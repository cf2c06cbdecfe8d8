import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { notFoundPage } from '@/content/site';

/**
 * Also the metadata of the catch-all route, so the browser's title stays this one after
 * hydration. No robots entry: Next adds noindex to every not-found answer itself.
 */
export const metadata: Metadata = { title: notFoundPage.title };

export default function NotFound() {
  return (
    <section className="container-page flex flex-col items-center gap-6 py-24 text-center">
      <p className="text-accent-strong text-sm font-semibold tracking-widest uppercase">
        {notFoundPage.label}
      </p>
      <h1 className="text-3xl font-bold">{notFoundPage.heading}</h1>
      <p className="text-ink-soft max-w-md">{notFoundPage.text}</p>
      <IntentLink
        href="/"
        className="bg-ink hover:bg-ink-soft rounded-md px-5 py-3 font-semibold text-white"
      >
        {notFoundPage.homeLink}
      </IntentLink>
    </section>
  );
}
