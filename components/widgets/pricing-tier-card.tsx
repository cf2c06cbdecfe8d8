import type { PricingTier } from '@/content/pricing';
import { bookingHref } from '@/content/ctas';
import { ButtonLink } from '@/components/ui/button-link';
import { CheckList } from './check-list';

const BANNERS: Record<PricingTier['banner']['type'], string> = {
  starter: 'bg-sky-50 text-sky-900 ring-sky-200',
  popular: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  premium: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** One tier: banner, title, price and terms, features, who it suits, booking button. */
export function PricingTierCard({ tier }: { tier: PricingTier }) {
  const featured = tier.banner.type === 'popular';
  return (
    <article
      aria-labelledby={`tier-${tier.id}`}
      className={`flex h-full flex-col rounded-3xl bg-white p-6 sm:p-8 ${
        featured ? 'ring-ink shadow-xl ring-2' : 'ring-line shadow-sm ring-1'
      }`}
    >
      <p
        className={`inline-flex w-fit items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${BANNERS[tier.banner.type]}`}
      >
        <span className="relative flex h-2.5 w-2.5" aria-hidden="true">
          {tier.banner.animated ? (
            <span
              className={`absolute inline-flex h-full w-full rounded-full opacity-75 motion-safe:animate-ping ${tier.banner.dotColor}`}
            />
          ) : null}
          <span
            className={`relative inline-flex h-2.5 w-2.5 rounded-full ${tier.banner.dotColor}`}
          />
        </span>
        {tier.banner.text}
      </p>
      <h3 id={`tier-${tier.id}`} className="mt-5 text-2xl font-bold">
        {tier.title}
      </h3>
      <p className="text-ink-soft mt-2">{tier.subtitle}</p>
      <p className="mt-6">
        <span className="text-4xl font-extrabold tracking-tight">{tier.price.display}</span>{' '}
        <span className="text-ink-soft font-medium">{tier.price.unit}</span>
      </p>
      <p className="text-ink-soft mt-1 text-sm font-medium">{tier.price.terms}</p>
      <CheckList
        items={tier.features}
        className="mt-6 grid flex-1 content-start gap-3"
        markClassName="text-emerald-700"
      />
      <p className="bg-paper mt-6 rounded-xl p-4 text-sm">
        <span className="font-semibold">Best for: </span>
        {tier.bestFor}
      </p>
      <ButtonLink
        href={bookingHref(tier.ctaId)}
        variant={featured ? 'primary' : 'secondary'}
        className="mt-6 w-full"
      >
        {tier.ctaText}
      </ButtonLink>
    </article>
  );
}
