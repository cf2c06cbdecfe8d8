import type { FeatureCardContent } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import { FeatureCard } from './feature-card';
import { FEATURE_CARD_DELAYS } from './feature-card-timing';
import { RevealGroup } from './reveal-group';

/** Four (or fewer) feature cards, revealed one after another: 0, 200, 400, 600 ms. */
export function FeatureGrid({ cards }: { cards: FeatureCardContent[] }) {
  return (
    <RevealGroup className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card, index) => (
        <FeatureCard
          key={card.title}
          card={card}
          delay={FEATURE_CARD_DELAYS[index % FEATURE_CARD_DELAYS.length]}
          icon={<Icon name={card.icon} />}
        />
      ))}
    </RevealGroup>
  );
}
