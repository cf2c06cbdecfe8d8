// Reads the Markdown under content/ on the server, when a page renders (at build time for a
// static page). The typed facts beside it are the content/*.ts modules.
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { legalDocuments, type LegalDocument } from '@/content/legal';

/** A legal page's facts (content/legal.ts) and its text (content/legal/<slug>.md). */
export async function getLegalDocument(
  slug: LegalDocument['slug'],
): Promise<LegalDocument & { markdown: string }> {
  const markdown = await readFile(
    path.join(process.cwd(), 'content', 'legal', `${slug}.md`),
    'utf8',
  );
  return { ...legalDocuments[slug], markdown };
}
