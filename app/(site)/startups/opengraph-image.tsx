import { startupsHero, startupsMeta } from '@/content/pages/startups';
import { renderShareImage, SHARE_IMAGE_SIZE } from '@/lib/seo/share-image';

export const alt = startupsMeta.title;
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

export default function OpengraphImage() {
  return renderShareImage({ eyebrow: 'Startups', title: startupsHero.heading });
}
