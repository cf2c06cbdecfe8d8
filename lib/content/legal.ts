import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { legalDocuments, type LegalDocument } from '@/content/legal';

/** A legal page's facts and its Markdown source (content/legal/<slug>.md). */
export async function getLegalDocument(
  slug: LegalDocument['slug'],
): Promise<LegalDocument & { markdown: string }> {
  const markdown = await readFile(
    path.join(process.cwd(), 'content', 'legal', `${slug}.md`),
    'utf8',
  );
  return { ...legalDocuments[slug], markdown };
}
