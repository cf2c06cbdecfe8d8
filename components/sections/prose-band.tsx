import type { ProseSection } from '@/content/types';
import { Section, type SectionTone } from '@/components/ui/section';
import { TextLink } from '@/components/ui/text-link';

/** A band of paragraphs under its heading, with the optional link after them. */
export function ProseBand({ content, tone }: { content: ProseSection; tone?: SectionTone }) {
  return (
    <Section {...content} tone={tone}>
      <div className="text-ink-soft mx-auto mt-8 max-w-3xl space-y-5 text-lg leading-relaxed">
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {content.link ? (
          <p>
            <TextLink action={content.link} />
          </p>
        ) : null}
      </div>
    </Section>
  );
}
