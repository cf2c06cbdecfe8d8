import type { Offer, Service, WithContext } from 'schema-dts';
import { bookingHref } from '@/content/ctas';
import { pricingMeta, pricingService, pricingTiers } from '@/content/pricing';
import { site } from '@/content/site';
import { absoluteUrl } from './metadata';

/** /pricing: the research service and one offer per tier, from content/pricing.ts. */
export function pricingStructuredData(): WithContext<Service> {
  const offers: Offer[] = pricingTiers.map((tier) => ({
    '@type': 'Offer',
    name: tier.title,
    description: `${tier.subtitle} ${tier.price.terms}.`,
    price: tier.price.amount,
    priceCurrency: tier.price.currency,
    url: absoluteUrl(bookingHref(tier.ctaId)),
    category: tier.banner.text,
    availability: 'https://schema.org/InStock',
    ...(tier.price.billing === 'monthly'
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: tier.price.amount,
            priceCurrency: tier.price.currency,
            unitCode: 'MON',
            unitText: tier.price.unit,
          },
        }
      : {}),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: pricingService.name,
    description: pricingService.description,
    serviceType: pricingService.serviceType,
    url: absoluteUrl(pricingMeta.path),
    provider: {
      '@type': 'Organization',
      name: site.legalName,
      alternateName: site.brandName,
      url: absoluteUrl('/'),
      email: site.contactEmail,
    },
    offers,
  };
}
