import { createSnapshotTransport, loadSnapshot, type Snapshot } from '@/lib/wordpress/snapshot';
import { setMailContentForTests } from '@/lib/wordpress/mail-reads';

type Entry = Snapshot['posts'][number];

/** WordPress's own date format: local time without a zone, and the same in UTC (date_gmt). */
const wpDate = (date: Date) => date.toISOString().slice(0, 19);

/**
 * WordPress as the newsletter's jobs read it, shaped by a test: the embedded sample, answered
 * by the same engine as the snapshot, with posts a test publishes, edits or unpublishes. Each
 * change gives the jobs a fresh copy, as a webhook's next read of WordPress would.
 */
export function mailWordPress() {
  const base = loadSnapshot();
  let posts: Entry[] = [...base.posts];
  const apply = () => setMailContentForTests(createSnapshotTransport({ ...base, posts }));
  apply();
  const template = (caseStudy: boolean) =>
    base.posts.find(({ view }) => view.categories.includes(caseStudy ? 3 : 2))!;

  return {
    /** Publishes a new post, dated now unless said otherwise. */
    publish({
      id,
      title,
      caseStudy = false,
      date = new Date(),
    }: {
      id: number;
      title: string;
      caseStudy?: boolean;
      date?: Date;
    }) {
      const from = template(caseStudy);
      const slug = `new-post-${id}`;
      const raw = {
        ...structuredClone(from.raw),
        id,
        slug,
        date: wpDate(date),
        date_gmt: wpDate(date),
        modified: wpDate(date),
        modified_gmt: wpDate(date),
        title: { rendered: title },
      };
      const view = { ...from.view, id, slug, date: wpDate(date), title: { rendered: title } };
      posts = [...posts.filter((p) => p.view.id !== id), { raw, view }];
      apply();
    },
    /** Changes a published post's title. */
    edit(id: number, title: string) {
      posts = posts.map((p) =>
        p.view.id === id
          ? {
              raw: { ...p.raw, title: { rendered: title } },
              view: { ...p.view, title: { rendered: title } },
            }
          : p,
      );
      apply();
    },
    /** Takes a post off the site (a draft, the bin): WordPress answers 404 for it. */
    unpublish(id: number) {
      posts = posts.filter((p) => p.view.id !== id);
      apply();
    },
    publishedIds: () => posts.map((p) => p.view.id),
    /** Back to reading WordPress as configured. */
    restore: () => setMailContentForTests(undefined),
  };
}
