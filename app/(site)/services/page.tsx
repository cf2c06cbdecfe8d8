import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import {
  servicesAudiences,
  servicesEndorsement,
  servicesFinalCta,
  servicesHero,
  servicesMeta,
  servicesValueNote,
  servicesWays,
} from '@/content/pages/services';
import { FinalCta } from '@/components/sections/final-cta';
import { CheckMark, Hero } from '@/components/sections/hero';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { EndorsementCard } from '@/components/widgets/endorsement-card';
import { GuaranteeBlock } from '@/components/widgets/guarantee-block';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ ...servicesMeta, image: 'file' });

export default function ServicesPage() {
  return (
    <>
      <Hero {...servicesHero} />
      <Section {...servicesAudiences}>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {servicesAudiences.cards.map((card) => (
            <article key={card.title} className="bg-paper flex flex-col rounded-3xl p-8">
              <span className="bg-ink text-accent inline-flex h-12 w-12 items-center justify-center rounded-xl">
                <Icon name={card.icon} />
              </span>
              <h3 className="mt-5 text-2xl font-bold">{card.title}</h3>
              <p className="text-ink-soft mt-3">{card.text}</p>
              <ul className="mt-5 grid flex-1 content-start gap-2">
                {card.points.map((point) => (
                  <li key={point} className="flex gap-3">
                    <CheckMark className="text-emerald-700" />
                    {point}
                  </li>
                ))}
              </ul>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <ButtonLink href={card.primary.href} variant="secondary">
                  {card.primary.label}
                </ButtonLink>
                <IntentLink
                  href={card.pricing.href}
                  className="text-ink inline-flex min-h-12 items-center px-2 font-semibold underline underline-offset-4"
                >
                  {card.pricing.label}
                </IntentLink>
              </div>
            </article>
          ))}
        </div>
      </Section>
      <section aria-label="A word from our founder" className="pb-16 sm:pb-20">
        <div className="container-page">
          <EndorsementCard endorsement={servicesEndorsement} variant="compact" />
        </div>
      </section>
      <Section {...servicesWays} tone="paper">
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {servicesWays.ways.map((way) => (
            <article
              key={way.title}
              className="ring-line rounded-3xl bg-white p-8 shadow-sm ring-1"
            >
              <span className="bg-accent text-ink inline-flex h-12 w-12 items-center justify-center rounded-xl">
                <Icon name={way.icon} />
              </span>
              <h3 className="mt-5 text-2xl font-bold">{way.title}</h3>
              <p className="text-ink-soft mt-3">{way.text}</p>
              <ul className="mt-5 grid gap-2">
                {way.points.map((point) => (
                  <li key={point} className="flex gap-3">
                    <CheckMark className="text-emerald-700" />
                    {point}
                  </li>
                ))}
              </ul>
              <p className="mt-6 text-sm font-semibold">{way.bestFor}</p>
            </article>
          ))}
        </div>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <ButtonLink href={servicesWays.action.href}>{servicesWays.action.label}</ButtonLink>
          <IntentLink
            href={servicesWays.explainer.href}
            className="text-ink inline-flex min-h-12 items-center px-2 font-semibold underline underline-offset-4"
          >
            {servicesWays.explainer.label}
          </IntentLink>
        </div>
      </Section>
      <Section {...servicesValueNote} intro={servicesValueNote.text}>
        <p className="mt-6 text-center">
          <IntentLink
            href={servicesValueNote.link.href}
            className="text-ink font-semibold underline underline-offset-4"
          >
            {servicesValueNote.link.label}
          </IntentLink>
        </p>
      </Section>
      <GuaranteeBlock />
      <FinalCta content={servicesFinalCta} />
    </>
  );
}
