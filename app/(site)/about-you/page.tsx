import type { Metadata } from 'next';
import { aboutHero, aboutMeta, aboutStory, aboutTestimonialSection } from '@/content/pages/about';
import { aboutTestimonial } from '@/content/testimonials';
import { Hero } from '@/components/sections/hero';
import { TestimonialBand } from '@/components/sections/testimonial-band';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { Disclosure } from '@/components/widgets/disclosure';
import { Steps } from '@/components/widgets/steps';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({ ...aboutMeta, image: 'file' });

export default function AboutYouPage() {
  const { story, process } = aboutStory;
  return (
    <>
      <Hero {...aboutHero} />
      <Section {...aboutStory} align="left">
        <div className="text-ink-soft mt-6 max-w-3xl space-y-5 text-lg leading-relaxed">
          {aboutStory.summary.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-8">
          <Disclosure label={aboutStory.toggleLabel}>
            <div className="bg-paper max-w-4xl rounded-3xl p-6 sm:p-10">
              <h3 className="text-3xl font-bold tracking-tight">{aboutStory.storyHeading}</h3>
              {story.map((part) => (
                <div key={part.heading} className="mt-8">
                  <h4 className="text-xl font-bold">{part.heading}</h4>
                  {part.paragraphs.map((paragraph) => (
                    <p key={paragraph} className="text-ink-soft mt-3 leading-relaxed">
                      {paragraph}
                    </p>
                  ))}
                </div>
              ))}
              <h4 className="mt-10 text-xl font-bold">{process.heading}</h4>
              <Steps steps={process.steps} />
            </div>
          </Disclosure>
        </div>
        <div className="mt-10">
          <ButtonLink href={aboutStory.action.href}>{aboutStory.action.label}</ButtonLink>
        </div>
      </Section>
      <TestimonialBand
        content={aboutTestimonialSection}
        testimonial={aboutTestimonial}
        tone="paper"
      />
    </>
  );
}
