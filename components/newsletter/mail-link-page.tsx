import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import { pageMetadata } from '@/lib/seo/metadata';

interface MailLinkPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * A page that a link in one of the newsletter's mails opens with `?token=…`
 * (/confirm-subscription, /unsubscribe): drawn as one narrow column, with the token handed to
 * its script. Loading the page changes nothing; the script acts on the token with a POST. It
 * sets no robots rule: its layout (app/(personal)) keeps it out of search results.
 */
export function mailLinkPage(
  copy: { title: string; description: string },
  path: string,
  View: ComponentType<{ token: string | null }>,
) {
  const metadata: Metadata = pageMetadata({
    title: copy.title,
    description: copy.description,
    path,
  });

  async function MailLinkPage({ searchParams }: MailLinkPageProps) {
    const { token } = await searchParams;
    return (
      <section className="container-page flex justify-center py-16 sm:py-24">
        <div className="w-full max-w-lg">
          <View token={typeof token === 'string' && token ? token : null} />
        </div>
      </section>
    );
  }

  return { metadata, Page: MailLinkPage };
}
