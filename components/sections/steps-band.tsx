import type { StepsSection } from '@/content/types';
import { Section } from '@/components/ui/section';
import { Steps } from '@/components/widgets/steps';

/** A band of numbered steps; the steps' cards stand out from the band (white on paper). */
export function StepsBand({
  content,
  tone = 'white',
}: {
  content: StepsSection;
  tone?: 'white' | 'paper';
}) {
  return (
    <Section {...content} tone={tone}>
      <Steps steps={content.steps} tone={tone === 'paper' ? 'white' : 'paper'} />
    </Section>
  );
}
