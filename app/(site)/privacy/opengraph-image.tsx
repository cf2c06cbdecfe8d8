import { legalDocuments } from '@/content/legal';
import { renderShareImage, SHARE_IMAGE_SIZE } from '@/lib/seo/share-image';

export const alt = legalDocuments.privacy.meta.title;
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

export default function OpengraphImage() {
  return renderShareImage({ eyebrow: 'Legal', title: legalDocuments.privacy.heading });
}
