import { pricingMeta, pricingPage } from '@/content/pricing';
import { renderShareImage, SHARE_IMAGE_SIZE } from '@/lib/seo/share-image';

export const alt = pricingMeta.title;
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

export default function OpengraphImage() {
  return renderShareImage({ eyebrow: 'Pricing', title: pricingPage.hero.heading });
}
