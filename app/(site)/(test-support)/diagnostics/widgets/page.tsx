import type { Metadata } from 'next';
import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { getConfig } from '@/lib/config';
import { Accordion } from '@/components/widgets/accordion';
import { VideoPlayer } from '@/components/widgets/video-player';

export const metadata: Metadata = { title: 'Widget states', robots: { index: false } };

const ITEMS = [
  { id: 'first', title: 'First question', content: <p>First answer.</p>, initiallyOpen: true },
  { id: 'second', title: 'Second question', content: <p>Second answer.</p> },
  { id: 'third', title: 'Third question', content: <p>Third answer.</p>, initiallyOpen: true },
];

// Exists only when ENABLE_DIAGNOSTICS=1 (the browser tests set it): shows the widget states
// no published page uses (a missing or invalid video link, a multiple-open accordion).
// Everywhere else it is a 404.
export default async function WidgetDiagnostics() {
  await connection();
  if (!getConfig().diagnostics) notFound();
  return (
    <div className="container-page grid gap-10 py-12">
      <h1 className="text-3xl font-bold">Widget states</h1>
      <section aria-label="Video without a link">
        <VideoPlayer title="No link" />
      </section>
      <section aria-label="Video with an invalid link">
        <VideoPlayer
          videoUrl="https://youtube.com.evil.example/watch?v=sfGtw2C95Ms"
          title="Bad link"
        />
      </section>
      <section aria-label="Exclusive accordion">
        <Accordion items={ITEMS.map((item) => ({ ...item, id: `exclusive-${item.id}` }))} />
      </section>
      <section aria-label="Multiple accordion">
        <Accordion
          allowMultiple
          items={ITEMS.map((item) => ({ ...item, id: `multiple-${item.id}` }))}
        />
      </section>
    </div>
  );
}
