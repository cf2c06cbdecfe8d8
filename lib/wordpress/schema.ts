import { z } from 'zod';

/** The parts of WordPress's REST answers (wp/v2, 6.x) the site reads; a missing field fails here. */
const rendered = z.object({ rendered: z.string() });
const renderedProtected = z.object({
  rendered: z.string(),
  protected: z.boolean().optional().default(false),
});

const mediaSize = z.object({
  source_url: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
});

export const wpMediaSchema = z.object({
  id: z.number().int(),
  source_url: z.string().optional(),
  alt_text: z.string().optional().default(''),
  media_details: z
    .object({
      width: z.number().optional(),
      height: z.number().optional(),
      // WordPress sends an empty list (not an object) when an image has no sizes.
      sizes: z.union([z.record(z.string(), mediaSize.loose()), z.array(z.unknown())]).optional(),
    })
    .loose()
    .optional(),
});

export const wpTermSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  taxonomy: z.string().optional(),
  count: z.number().int().optional(),
});

export const wpTagSchema = wpTermSchema.extend({ count: z.number().int().default(0) });
export const wpCategorySchema = wpTermSchema;

export const wpPostSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  date_gmt: z.string().nullable().optional(),
  modified: z.string().optional(),
  modified_gmt: z.string().nullable().optional(),
  slug: z.string(),
  /** Sent for every post; only a preview (read with the preview account) sees others. */
  status: z.string().optional(),
  link: z.string().optional().default(''),
  title: rendered,
  content: renderedProtected.optional(),
  excerpt: renderedProtected.optional(),
  featured_media: z.number().int().optional().default(0),
  categories: z.array(z.number().int()).optional().default([]),
  tags: z.array(z.number().int()).optional().default([]),
  yoast_head_json: z.unknown().optional(),
  hidden_growth_seo: z.unknown().optional(),
  _embedded: z
    .object({
      // Unknown entries: a deleted or private image embeds an error object, which must not
      // fail the list (the post then has no image).
      'wp:featuredmedia': z.array(z.unknown()).optional(),
      'wp:term': z.array(z.array(z.unknown())).optional(),
    })
    .optional(),
});

/** An autosave: a post's unsaved title, body and excerpt (GET /posts/{id}/autosaves/{id}). */
export const wpAutosaveSchema = z.object({
  id: z.number().int(),
  parent: z.number().int(),
  modified: z.string().optional(),
  modified_gmt: z.string().nullable().optional(),
  title: rendered,
  content: renderedProtected.optional(),
  excerpt: renderedProtected.optional(),
});

export const wpPostListSchema = z.array(wpPostSchema);
export const wpTagListSchema = z.array(wpTagSchema);
export const wpCategoryListSchema = z.array(wpCategorySchema);
export const wpMediaListSchema = z.array(wpMediaSchema);

export type WpPost = z.infer<typeof wpPostSchema>;
export type WpMedia = z.infer<typeof wpMediaSchema>;
export type WpTerm = z.infer<typeof wpTermSchema>;
export type WpTag = z.infer<typeof wpTagSchema>;
export type WpCategory = z.infer<typeof wpCategorySchema>;
