import type { Metadata } from 'next';
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
import { EndorsementBand } from '@/components/sections/endorsement-band';
import { FeatureBand } from '@/components/sections/feature-band';
import { FinalCta } from '@/components/sections/final-cta';
import { Hero } from '@/components/sections/hero';
import { ProseBand } from '@/components/sections/prose-band';
import { StepsBand } from '@/components/sections/steps-band';
import { Section } from '@/components/ui/section';
import { Carousel } from '@/components/widgets/carousel';
import { GuessingGrowing } from '@/components/widgets/guessing-growing';
import { Stats } from '@/components/widgets/stats';
import { TestimonialCard } from '@/components/widgets/testimonial';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ ...startupsMeta, image: 'file' });

/** The two testimonial carousels, one band each. */
const CAROUSELS = [
  { copy: startupsCarousels.founders, testimonials: startupFounderTestimonials, tone: 'white' },
  { copy: startupsCarousels.results, testimonials: startupResultTestimonials, tone: 'paper' },
] as const;

export default function StartupsPage() {
  return (
    <>
      <Hero {...startupsHero} />
      <FeatureBand content={startupsProblems} />
      <Section {...guessingVersusGrowing} tone="paper">
        <GuessingGrowing content={guessingVersusGrowing.comparison} />
      </Section>
      {CAROUSELS.map(({ copy, testimonials, tone }) => (
        <Section key={copy.heading} {...copy} tone={tone}>
          <div className="mt-12">
            <Carousel label={copy.carouselLabel}>
              {testimonials.map((testimonial) => (
                <TestimonialCard key={testimonial.author} testimonial={testimonial} />
              ))}
            </Carousel>
          </div>
        </Section>
      ))}
      <Section {...startupsTrust} tone="ink">
        <Stats stats={startupStats} tone="ink" />
      </Section>
      <StepsBand content={startupsPlan} />
      <ProseBand content={startupsStory} tone="paper" />
      <EndorsementBand content={startupsEndorsement} />
      <FinalCta content={startupsFinalCta} />
    </>
  );
}
