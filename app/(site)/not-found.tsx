import type { Metadata } from 'next';
import { MessageFrame } from '@/components/errors/message-frame';
import { MissingPageReporter } from '@/components/errors/missing-page-reporter';
import { ButtonLink } from '@/components/ui/button-link';
import { notFoundPage } from '@/content/site';
import { notFoundMetadata } from '@/lib/seo/metadata';

/** No robots entry: Next adds noindex to every not-found answer itself. */
export const metadata: Metadata = notFoundMetadata(notFoundPage.title, notFoundPage.text);

export default function NotFound() {
  return (
    <MessageFrame>
      <MissingPageReporter />
      <p className="eyebrow">{notFoundPage.label}</p>
      <h1 className="text-3xl font-bold">{notFoundPage.heading}</h1>
      <p className="text-ink-soft max-w-md">{notFoundPage.text}</p>
      <ButtonLink href="/" variant="dark">
        {notFoundPage.homeLink}
      </ButtonLink>
    </MessageFrame>
  );
}
