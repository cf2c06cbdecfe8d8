import type { Metadata } from 'next';
import { pricingMeta, pricingPage, pricingTiers } from '@/content/pricing';
import { pricingTestimonial } from '@/content/testimonials';
import { Hero } from '@/components/sections/hero';
import { TestimonialBand } from '@/components/sections/testimonial-band';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { Accordion } from '@/components/widgets/accordion';
import { CheckMark } from '@/components/widgets/check-list';
import { PricingTierCard } from '@/components/widgets/pricing-tier-card';
import { pageMetadata } from '@/lib/seo/metadata';
import { pricingStructuredData } from '@/lib/seo/structured-data';

export const metadata: Metadata = pageMetadata({ ...pricingMeta, image: 'file' });

export default function PricingPage() {
  const { hero, valueBased, reasons, faq } = pricingPage;
  return (
    <>
      <JsonLd data={pricingStructuredData()} />
      <Hero eyebrow={hero.eyebrow ?? ''} heading={hero.heading} lead={hero.lead} />
      <Section heading={pricingPage.tiersHeading} intro={pricingPage.guaranteeNote} tone="paper">
        <div className="mt-12 grid gap-6 lg:grid-cols-3">
          {pricingTiers.map((tier) => (
            <PricingTierCard key={tier.id} tier={tier} />
          ))}
        </div>
      </Section>
      <Section {...valueBased} intro={undefined}>
        <div className="bg-ink mx-auto mt-10 max-w-3xl rounded-3xl p-8 text-white sm:p-10">
          {valueBased.text.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-white/90 first:mt-0">
              {paragraph}
            </p>
          ))}
          <ButtonLink href={valueBased.action.href} className="mt-8">
            {valueBased.action.label}
          </ButtonLink>
        </div>
      </Section>
      <Section {...reasons} tone="paper">
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.items.map((reason) => (
            <li key={reason.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="flex gap-3 text-lg font-bold">
                <CheckMark className="text-emerald-700" />
                {reason.title}
              </h3>
              <p className="text-ink-soft mt-2 leading-relaxed">{reason.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <TestimonialBand
        content={{ heading: pricingPage.testimonialHeading }}
        testimonial={pricingTestimonial}
      />
      <Section {...faq} tone="paper">
        <Accordion
          className="mx-auto mt-10 max-w-3xl"
          items={faq.items.map((item, index) => ({
            id: item.id,
            title: item.title,
            content: <p>{item.body}</p>,
            initiallyOpen: index === 0,
          }))}
        />
      </Section>
    </>
  );
}
