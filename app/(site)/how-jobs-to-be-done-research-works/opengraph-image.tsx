import { explainer, explainerMeta } from '@/content/pages/explainer';
import { renderShareImage, SHARE_IMAGE_SIZE } from '@/lib/seo/share-image';

export const alt = explainerMeta.title;
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

export default function OpengraphImage() {
  return renderShareImage({ eyebrow: 'The method', title: explainer.heading });
}
