import { site } from '@/content/site';
import { renderShareImage, SHARE_IMAGE_SIZE } from '@/lib/seo/share-image';

export const alt = site.defaultShareImageAlt;
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

// The default share image for every page that has none of its own, drawn at build time.
export default function OpengraphImage() {
  return renderShareImage({
    eyebrow: 'Customer-demand research',
    title: 'Find the growth hiding in your customers’ decisions',
  });
}
