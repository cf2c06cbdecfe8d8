import { z } from 'zod';
import { TAGS } from './constants';
import { toWordPressSlug } from './queries';

/** What the plugin sends when posts or terms change, and the cache tags each change touches. */
const postChange = z.strictObject({
  kind: z.literal('post'),
  action: z.enum(['publish', 'update', 'unpublish', 'trash', 'delete', 'terms']),
  id: z.number().int().positive(),
  slug: z.string().max(200).optional(),
  previousSlug: z.string().max(200).optional(),
});

const termChange = z.strictObject({
  kind: z.literal('term'),
  action: z.enum(['create', 'update', 'delete']),
  taxonomy: z.enum(['category', 'post_tag']),
  id: z.number().int().positive(),
});

export const revalidateBodySchema = z.strictObject({
  changes: z
    .array(z.discriminatedUnion('kind', [postChange, termChange]))
    .min(1)
    .max(100),
});

export type RevalidateBody = z.infer<typeof revalidateBodySchema>;

export function tagsForChanges(body: RevalidateBody): string[] {
  const tags = new Set<string>([TAGS.posts, TAGS.insights, TAGS.caseStudies]);
  for (const change of body.changes) {
    if (change.kind === 'post') {
      tags.add(TAGS.post(change.id));
      tags.add(TAGS.tags);
      tags.add(TAGS.categories);
      tags.add(TAGS.media);
      // Any post change may answer an old address (a rename, a post published again).
      tags.add(TAGS.redirects);
      for (const slug of [change.slug, change.previousSlug]) {
        const clean = cleanSlug(slug);
        if (clean) tags.add(TAGS.postSlug(toWordPressSlug(clean)));
      }
    } else {
      tags.add(change.taxonomy === 'category' ? TAGS.categories : TAGS.tags);
    }
  }
  return [...tags];
}

/** The public slug, before WordPress's "__trashed" suffix; empty when there is none. */
export function cleanSlug(slug: string | undefined): string {
  return (slug ?? '').replace(/__trashed(-\d+)?$/, '').trim();
}
