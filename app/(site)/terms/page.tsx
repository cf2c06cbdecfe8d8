import type { Metadata } from 'next';
import { legalDocuments } from '@/content/legal';
import { LegalDocumentView } from '@/components/sections/legal-document';
import { getLegalDocument } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ ...legalDocuments.terms.meta, image: 'file' });

export default async function TermsPage() {
  const { markdown, ...document } = await getLegalDocument('terms');
  return <LegalDocumentView document={document} markdown={markdown} />;
}
