import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/article/article-view';
import { PreviewBar } from '@/components/preview/preview-bar';
import { previewCopy } from '@/content/preview';
import { activePreview, previewRobots } from '@/lib/wordpress';
import '../../[slug]/article.css';

// A draft without a slug yet, by its WordPress id: only for the editor whose preview names it.
export const dynamic = 'force-dynamic';

type Params = Promise<{ id: string }>;

async function load(params: Params) {
  const { id } = await params;
  return /^[1-9]\d{0,11}$/.test(id) ? activePreview({ id: Number(id) }) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const preview = await load(params);
  if (!preview) return {};
  return { title: `${preview.post.title} ${previewCopy.titleSuffix}`, robots: previewRobots };
}

export default async function DraftPreviewPage({ params }: { params: Params }) {
  const preview = await load(params);
  if (!preview) notFound();
  return (
    <>
      <PreviewBar exitPath={preview.exitPath} />
      <ArticleView post={preview.post} />
    </>
  );
}
