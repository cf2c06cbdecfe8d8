import type { Metadata } from 'next';
import { LinkPageColumn, type LinkPageProps } from '@/components/layout/link-page';
import { fill } from '@/lib/text';
import { issueDecisionPage } from '@/content/newsletter-sending';
import { viewDecision } from '@/lib/newsletter/issues';
import { pageMetadata } from '@/lib/seo/metadata';
import { IssueDecisionForm } from './page-client';

export const metadata: Metadata = pageMetadata({ ...issueDecisionPage, path: '/newsletter/issue' });

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')}`;

/**
 * /newsletter/issue?token=…: the page behind the preview mail's Send now and Skip links.
 * Opening it changes nothing (a mail scanner follows links too); it shows the issue, and its
 * one button posts the decision the signed token names.
 */
export default async function IssueDecisionPage({ searchParams }: LinkPageProps) {
  const { token } = await searchParams;
  const view = typeof token === 'string' && token ? await viewDecision(token) : null;
  const m = issueDecisionPage;
  return (
    <LinkPageColumn>
      <h1 className="text-3xl font-bold">
        {view?.decision === 'skip' ? m.skipHeading : view ? m.sendHeading : m.title}
      </h1>
      {view && typeof token === 'string' ? (
        <>
          <p className="text-ink-soft mt-4">{view.decision === 'skip' ? m.skipText : m.sendText}</p>
          <h2 className="mt-6 text-lg font-semibold">{m.posts}</h2>
          <ul className="mt-2 list-disc pl-6">
            {view.titles.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ul>
          {view.status === 'held' ? (
            <p className="text-ink-soft mt-4">{fill(m.scheduled, { sendAt: utc(view.sendAt) })}</p>
          ) : null}
          <IssueDecisionForm
            token={token}
            decision={view.decision}
            permalink={`/newsletter/issue?token=${encodeURIComponent(token)}`}
            settled={
              view.status === 'held'
                ? null
                : fill(m.alreadyDecided, { status: m.statuses[view.status] })
            }
          />
        </>
      ) : (
        <p className="text-ink-soft mt-4" role="status">
          {m.invalid}
        </p>
      )}
    </LinkPageColumn>
  );
}
