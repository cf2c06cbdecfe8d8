import type { PageMeta } from './types';

/**
 * The legal pages. Their text is Markdown in content/legal/*.md, rendered on the server at
 * build time; change the date here whenever the text changes.
 */
export interface LegalDocument {
  slug: 'terms' | 'privacy';
  heading: string;
  /** ISO date of the last change. */
  lastUpdated: string;
  /** The same date as shown on the page. */
  lastUpdatedLabel: string;
  meta: PageMeta;
}

export const legalDocuments: Record<LegalDocument['slug'], LegalDocument> = {
  terms: {
    slug: 'terms',
    heading: 'Terms of service',
    lastUpdated: '2025-06-10',
    lastUpdatedLabel: '10 June 2025',
    meta: {
      title: 'Terms of service',
      description:
        'The terms on which Hidden Growth provides customer-research services: tiers and fees, the refund guarantee, liability and governing law.',
      path: '/terms',
    },
  },
  privacy: {
    slug: 'privacy',
    heading: 'Privacy policy',
    lastUpdated: '2025-06-10',
    lastUpdatedLabel: '10 June 2025',
    meta: {
      title: 'Privacy policy',
      description:
        'How Hidden Growth collects, uses, keeps and protects personal data under Singapore’s Personal Data Protection Act 2012, and how to exercise your rights.',
      path: '/privacy',
    },
  },
};
