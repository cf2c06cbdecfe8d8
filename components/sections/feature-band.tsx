import type { FeatureSection } from '@/content/types';
import { Section, type SectionTone } from '@/components/ui/section';
import { FeatureGrid } from '@/components/widgets/feature-grid';

/** A band of feature cards under its heading. */
export function FeatureBand({ content, tone }: { content: FeatureSection; tone?: SectionTone }) {
  return (
    <Section {...content} tone={tone}>
      <FeatureGrid cards={content.cards} />
    </Section>
  );
}
