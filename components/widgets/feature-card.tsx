import type { FeatureCardContent } from '@/content/types';
import type { FeatureCardDelay } from './feature-card-timing';

const TONES: Record<FeatureCardContent['tone'], string> = {
  paper: 'bg-paper text-ink',
  white: 'bg-white text-ink ring-1 ring-line',
  ink: 'bg-ink text-white',
  accent: 'bg-accent text-ink',
};

const SUBTITLE_TONES: Record<FeatureCardContent['tone'], string> = {
  paper: 'text-accent-strong',
  white: 'text-accent-strong',
  ink: 'text-accent',
  accent: 'text-ink',
};

interface FeatureCardProps {
  card: FeatureCardContent;
  delay?: FeatureCardDelay;
  icon?: React.ReactNode;
  headingLevel?: 'h3' | 'h4';
}

/**
 * A card that fades in once its RevealGroup sets `data-visible`. The hidden starting state
 * applies only inside a group, with scripts and motion welcome: without JavaScript or with
 * reduced motion the card is simply shown.
 */
export function FeatureCard({ card, delay = 0, icon, headingLevel = 'h3' }: FeatureCardProps) {
  const Heading = headingLevel;
  return (
    <article
      data-reveal=""
      data-reveal-delay={delay}
      data-visible="false"
      style={{ transitionDelay: '0ms' }}
      className={`feature-card ${TONES[card.tone]}`}
    >
      {icon ? (
        <span
          className={`icon-tile mb-5 ${
            card.tone === 'ink' ? 'text-accent bg-white/10' : 'bg-white/70'
          }`}
        >
          {icon}
        </span>
      ) : null}
      <Heading className="card-title">{card.title}</Heading>
      {card.subtitle ? (
        <p className={`mt-1 text-sm font-semibold ${SUBTITLE_TONES[card.tone]}`}>{card.subtitle}</p>
      ) : null}
      <p
        className={
          card.tone === 'ink' ? 'mt-3 leading-relaxed text-white/85' : 'mt-3 leading-relaxed'
        }
      >
        {card.content}
      </p>
    </article>
  );
}
