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
  /** The card's icon, drawn by the server parent. */
  icon?: React.ReactNode;
  headingLevel?: 'h3' | 'h4';
}

/**
 * A card that fades and slides in once, revealed by the RevealGroup around it, which sets
 * `data-visible` and the delay. The hidden starting state (app/globals.css) applies only
 * inside a group, when scripts run and motion is welcome, so the content is in the HTML and
 * visible without JavaScript, and shown at once to people who prefer reduced motion (for them
 * the hidden state never applies, whatever the observer reports).
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
