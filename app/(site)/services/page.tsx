import type { Metadata } from 'next';
import type { IconName } from '@/content/types';
import {
  servicesAudiences,
  servicesEndorsement,
  servicesFinalCta,
  servicesHero,
  servicesMeta,
  servicesValueNote,
  servicesWays,
} from '@/content/pages/services';
import { EndorsementBand } from '@/components/sections/endorsement-band';
import { FinalCta } from '@/components/sections/final-cta';
import { GuaranteeBlock } from '@/components/sections/guarantee-block';
import { Hero } from '@/components/sections/hero';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { TextLink } from '@/components/ui/text-link';
import { CheckList } from '@/components/widgets/check-list';
import { pageMetadata } from '@/lib/seo/metadata';
import { cn } from '@/lib/utils';

export const metadata: Metadata = pageMetadata({ ...servicesMeta, image: 'file' });

/** A text link beside a button, as tall as the button. */
const BESIDE_BUTTON = 'inline-flex min-h-12 items-center px-2';

export default function ServicesPage() {
  return (
    <>
      <Hero {...servicesHero} />
      <Section {...servicesAudiences}>
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {servicesAudiences.cards.map((card) => (
            <PointsCard key={card.title} card={card} look="paper">
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <ButtonLink href={card.primary.href} variant="secondary">
                  {card.primary.label}
                </ButtonLink>
                <TextLink action={card.pricing} className={BESIDE_BUTTON} />
              </div>
            </PointsCard>
          ))}
        </div>
      </Section>
      <EndorsementBand content={servicesEndorsement} variant="compact" className="pb-16 sm:pb-20" />
      <Section {...servicesWays} tone="paper">
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {servicesWays.ways.map((way) => (
            <PointsCard key={way.title} card={way} look="white">
              <p className="mt-6 text-sm font-semibold">{way.bestFor}</p>
            </PointsCard>
          ))}
        </div>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <ButtonLink href={servicesWays.action.href}>{servicesWays.action.label}</ButtonLink>
          <TextLink action={servicesWays.explainer} className={BESIDE_BUTTON} />
        </div>
      </Section>
      <Section {...servicesValueNote} intro={servicesValueNote.text}>
        <p className="mt-6 text-center">
          <TextLink action={servicesValueNote.link} />
        </p>
      </Section>
      <GuaranteeBlock />
      <FinalCta content={servicesFinalCta} />
    </>
  );
}

/** The cards' two looks: on paper with the ending at the foot, or white on a paper band. */
const LOOKS = {
  paper: {
    card: 'bg-paper flex flex-col',
    icon: 'bg-ink text-accent',
    points: 'flex-1 content-start',
  },
  white: { card: 'ring-line bg-white shadow-sm ring-1', icon: 'bg-accent text-ink', points: '' },
} as const;

/** A card of the page: icon, title, text and points after check marks, then its own ending. */
function PointsCard({
  card,
  look,
  children,
}: {
  card: { title: string; text: string; icon: IconName; points: string[] };
  look: keyof typeof LOOKS;
  children: React.ReactNode;
}) {
  const classes = LOOKS[look];
  return (
    <article className={cn('rounded-3xl p-8', classes.card)}>
      <span className={cn('icon-tile', classes.icon)}>
        <Icon name={card.icon} />
      </span>
      <h3 className="mt-5 text-2xl font-bold">{card.title}</h3>
      <p className="text-ink-soft mt-3">{card.text}</p>
      <CheckList
        items={card.points}
        className={cn('mt-5 grid gap-2', classes.points)}
        markClassName="text-emerald-700"
      />
      {children}
    </article>
  );
}
