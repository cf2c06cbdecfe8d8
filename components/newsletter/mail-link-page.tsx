import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import { LinkPageColumn, type LinkPageProps } from '@/components/layout/link-page';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * A page that a link in one of the newsletter's mails opens with `?token=…`
 * (/confirm-subscription, /unsubscribe), with the token handed to its script. Loading the page
 * changes nothing; the script acts on the token with a POST.
 */
export function mailLinkPage(
  copy: { title: string; description: string },
  path: string,
  View: ComponentType<{ token: string | null }>,
) {
  const metadata: Metadata = pageMetadata({ ...copy, path });

  async function MailLinkPage({ searchParams }: LinkPageProps) {
    const { token } = await searchParams;
    return (
      <LinkPageColumn>
        <View token={typeof token === 'string' && token ? token : null} />
      </LinkPageColumn>
    );
  }

  return { metadata, Page: MailLinkPage };
}
