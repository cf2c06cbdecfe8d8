import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { startupStats } from '@/content/claims';
import {
  guessingVersusGrowing,
  startupsCarousels,
  startupsEndorsement,
  startupsFinalCta,
  startupsHero,
  startupsMeta,
  startupsPlan,
  startupsProblems,
  startupsStory,
  startupsTrust,
} from '@/content/pages/startups';
import { startupFounderTestimonials, startupResultTestimonials } from '@/content/testimonials';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FinalCta } from '@/components/sections/final-cta';
import { GuessingGrowing } from '@/components/sections/guessing-growing';
import { Hero } from '@/components/sections/hero';
import { Section } from '@/components/ui/section';
import { Carousel } from '@/components/widgets/carousel';
import { EndorsementCard } from '@/components/widgets/endorsement-card';
import { Stats } from '@/components/widgets/stats';
import { Steps } from '@/components/widgets/steps';
import { TestimonialCard } from '@/components/widgets/testimonial';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ ...startupsMeta, image: 'file' });

export default function StartupsPage() {
  return (
    <>
      <Hero {...startupsHero} />
      <Section {...startupsProblems}>
        <FeatureGrid cards={startupsProblems.cards} />
      </Section>
      <Section {...guessingVersusGrowing} tone="paper">
        <GuessingGrowing
          toggleLabel={guessingVersusGrowing.toggleLabel}
          guessing={guessingVersusGrowing.guessing}
          growing={guessingVersusGrowing.growing}
          explainerPrompt={guessingVersusGrowing.explainerPrompt}
          explainer={guessingVersusGrowing.explainer}
          source={guessingVersusGrowing.source}
        />
      </Section>
      <Section {...startupsCarousels.founders}>
        <div className="mt-12">
          <Carousel label="Founder testimonials">
            {startupFounderTestimonials.map((testimonial) => (
              <TestimonialCard key={testimonial.author} testimonial={testimonial} />
            ))}
          </Carousel>
        </div>
      </Section>
      <Section {...startupsCarousels.results} tone="paper">
        <div className="mt-12">
          <Carousel label="Results testimonials">
            {startupResultTestimonials.map((testimonial) => (
              <TestimonialCard key={testimonial.author} testimonial={testimonial} />
            ))}
          </Carousel>
        </div>
      </Section>
      <Section {...startupsTrust} tone="ink">
        <Stats stats={startupStats} tone="ink" />
      </Section>
      <Section {...startupsPlan}>
        <Steps steps={startupsPlan.steps} tone="paper" />
      </Section>
      <Section {...startupsStory} tone="paper">
        <div className="text-ink-soft mx-auto mt-8 max-w-3xl space-y-5 text-lg leading-relaxed">
          {startupsStory.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <IntentLink
              href={startupsStory.link.href}
              className="text-ink font-semibold underline underline-offset-4"
            >
              {startupsStory.link.label}
            </IntentLink>
          </p>
        </div>
      </Section>
      <section aria-label="A word from our founder" className="py-16 sm:py-20">
        <div className="container-page">
          <EndorsementCard endorsement={startupsEndorsement} />
        </div>
      </section>
      <FinalCta content={startupsFinalCta} />
    </>
  );
}
