import type { SectionCopy, Testimonial } from '@/content/types';
import { Section, type SectionTone } from '@/components/ui/section';
import { TestimonialCard } from '@/components/widgets/testimonial';

/** One client's testimonial, large, under the band's heading. */
export function TestimonialBand({
  content,
  testimonial,
  tone,
}: {
  content: SectionCopy;
  testimonial: Testimonial;
  tone?: SectionTone;
}) {
  return (
    <Section {...content} tone={tone}>
      <div className="mx-auto mt-10 max-w-3xl">
        <TestimonialCard testimonial={testimonial} size="large" />
      </div>
    </Section>
  );
}
