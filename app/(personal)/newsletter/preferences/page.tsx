import type { Metadata } from 'next';
import { LinkPageColumn, type LinkPageProps } from '@/components/layout/link-page';
import Link from 'next/link';
import { SignupMessageRegion } from '@/components/newsletter/signup-message';
import { TopicsForm } from '@/components/newsletter/topics-form';
import { fill } from '@/lib/text';
import { confirmTopics, preferencesPage } from '@/content/newsletter-sending';
import { readPreferences } from '@/lib/newsletter/opt-in';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  ...preferencesPage,
  path: '/newsletter/preferences',
});

/**
 * /newsletter/preferences?token=…: reached from every newsletter mail by a signed link, no
 * account. Opening it changes nothing; its form saves topics and the pause.
 */
export default async function PreferencesPage({ searchParams }: LinkPageProps) {
  const { token, saved } = await searchParams;
  const view = typeof token === 'string' && token ? await readPreferences(token) : null;
  const m = preferencesPage;
  return (
    <LinkPageColumn>
      <h1 className="text-3xl font-bold">{m.heading}</h1>
      {!view || typeof token !== 'string' ? (
        <p role="status" className="text-ink-soft mt-4">
          {m.invalid}
        </p>
      ) : view.state !== 'active' ? (
        <p role="status" className="text-ink-soft mt-4">
          {view.state === 'suppressed' ? m.suppressed : m.notSubscribed}
        </p>
      ) : (
        <>
          <SignupMessageRegion
            message={saved === '1' ? { kind: 'success', text: confirmTopics.saved } : null}
          />
          <p className="text-ink-soft mt-4">{fill(m.intro, { email: view.email })}</p>
          <TopicsForm
            token={token}
            topics={view.topics}
            pausedUntil={view.pausedUntil}
            place="preferences"
            permalink={`/newsletter/preferences?token=${encodeURIComponent(token)}`}
          />
          <p className="mt-10 text-sm">
            <Link
              href={`/unsubscribe?token=${encodeURIComponent(view.unsubscribeToken)}`}
              className="underline underline-offset-4"
            >
              {m.unsubscribeLink}
            </Link>
          </p>
        </>
      )}
    </LinkPageColumn>
  );
}
