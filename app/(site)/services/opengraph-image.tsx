import { servicesHero, servicesMeta } from '@/content/pages/services';
import { renderShareImage, SHARE_IMAGE_SIZE } from '@/lib/seo/share-image';

export const alt = servicesMeta.title;
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

export default function OpengraphImage() {
  return renderShareImage({ eyebrow: 'Services', title: servicesHero.heading });
}
