import type { Metadata } from 'next';
import { homeStats } from '@/content/claims';
import {
  homeBenefits,
  homeEmpathy,
  homeEndorsement,
  homeFinalCta,
  homeHero,
  homeHeroForces,
  homeMeta,
  homeProblems,
  homeSteps,
  homeTestimonialSection,
  homeTrust,
} from '@/content/pages/home';
import { homeTestimonial } from '@/content/testimonials';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FinalCta } from '@/components/sections/final-cta';
import { ForcesCard } from '@/components/sections/forces-card';
import { Hero } from '@/components/sections/hero';
import { Section } from '@/components/ui/section';
import { EndorsementCard } from '@/components/widgets/endorsement-card';
import { GuaranteeBlock } from '@/components/widgets/guarantee-block';
import { Stats } from '@/components/widgets/stats';
import { Steps } from '@/components/widgets/steps';
import { TestimonialCard } from '@/components/widgets/testimonial';
import { VideoPlayer } from '@/components/widgets/video-player';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata(homeMeta);

export default function HomePage() {
  return (
    <>
      <Hero {...homeHero} aside={<ForcesCard content={homeHeroForces} />} />
      <Section {...homeProblems}>
        <FeatureGrid cards={homeProblems.cards} />
      </Section>
      <Section {...homeBenefits} tone="paper">
        <FeatureGrid cards={homeBenefits.cards} />
      </Section>
      <section aria-label="Founder’s note" className="py-16 sm:py-20">
        <div className="container-page">
          <EndorsementCard endorsement={homeEndorsement} />
        </div>
      </section>
      <Section {...homeTrust}>
        <Stats stats={homeStats} />
      </Section>
      <Section {...homeSteps} tone="paper">
        <Steps steps={homeSteps.steps} />
      </Section>
      <GuaranteeBlock />
      <Section {...homeTestimonialSection} tone="paper">
        <div className="mt-12 grid items-center gap-10 md:grid-cols-[minmax(0,20rem)_1fr] md:gap-16">
          <VideoPlayer
            videoUrl={homeTestimonial.video?.url}
            title={homeTestimonial.video?.title ?? homeTestimonial.author}
            frame="phone"
          />
          <TestimonialCard testimonial={homeTestimonial} size="large" />
        </div>
      </Section>
      <Section {...homeEmpathy}>
        <div className="text-ink-soft mx-auto mt-8 max-w-3xl space-y-5 text-lg leading-relaxed">
          {homeEmpathy.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <FinalCta content={homeFinalCta} />
    </>
  );
}
