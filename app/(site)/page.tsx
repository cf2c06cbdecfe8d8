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
import { EndorsementBand } from '@/components/sections/endorsement-band';
import { FeatureBand } from '@/components/sections/feature-band';
import { FinalCta } from '@/components/sections/final-cta';
import { GuaranteeBlock } from '@/components/sections/guarantee-block';
import { Hero } from '@/components/sections/hero';
import { ProseBand } from '@/components/sections/prose-band';
import { StepsBand } from '@/components/sections/steps-band';
import { Section } from '@/components/ui/section';
import { ForcesCard } from '@/components/widgets/forces-card';
import { Stats } from '@/components/widgets/stats';
import { TestimonialCard } from '@/components/widgets/testimonial';
import { VideoPlayer } from '@/components/widgets/video-player';
import { JsonLd } from '@/components/seo/json-ld';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata(homeMeta);

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <JsonLd data={websiteJsonLd()} />
      <Hero {...homeHero} aside={<ForcesCard content={homeHeroForces} />} />
      <FeatureBand content={homeProblems} />
      <FeatureBand content={homeBenefits} tone="paper" />
      <EndorsementBand content={homeEndorsement} />
      <Section {...homeTrust}>
        <Stats stats={homeStats} />
      </Section>
      <StepsBand content={homeSteps} tone="paper" />
      <GuaranteeBlock />
      <Section {...homeTestimonialSection} tone="paper">
        <div className="mt-12 grid items-center gap-10 md:grid-cols-[minmax(0,20rem)_1fr] md:gap-16">
          <VideoPlayer
            videoUrl={homeTestimonial.video?.url}
            title={homeTestimonial.video?.title ?? homeTestimonial.author}
            frame="phone"
            details={homeTestimonial.video}
          />
          <TestimonialCard testimonial={homeTestimonial} size="large" />
        </div>
      </Section>
      <ProseBand content={homeEmpathy} />
      <FinalCta content={homeFinalCta} />
    </>
  );
}
