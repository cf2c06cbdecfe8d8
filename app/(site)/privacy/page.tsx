import type { Metadata } from 'next';
import { legalDocuments } from '@/content/legal';
import { LegalDocumentView } from '@/components/sections/legal-document';
import { getLegalDocument } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ ...legalDocuments.privacy.meta, image: 'file' });

export default async function PrivacyPage() {
  const { markdown, ...document } = await getLegalDocument('privacy');
  return <LegalDocumentView document={document} markdown={markdown} />;
}
