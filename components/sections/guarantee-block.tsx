import { useId } from 'react';
import { guarantee } from '@/content/guarantee';
import { bookingHref, type CtaValue } from '@/content/ctas';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';

/** The guarantee call to action; its booking link defaults to cta=guaranteed_insights. */
export function GuaranteeBlock({ cta = guarantee.defaultCta }: { cta?: CtaValue }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-20">
      <div className="container-page">
        <div className="bg-accent text-ink mx-auto grid max-w-5xl gap-8 rounded-3xl p-8 sm:p-12 md:grid-cols-[auto_1fr] md:items-center">
          <span className="bg-ink text-accent flex h-20 w-20 items-center justify-center rounded-full">
            <Icon name="shield-check" className="h-10 w-10" />
          </span>
          <div>
            <p className="eyebrow text-ink">{guarantee.eyebrow}</p>
            <h2 id={headingId} className="section-title mt-2">
              {guarantee.heading}
            </h2>
            <p className="mt-4 text-lg">{guarantee.text}</p>
            <p className="mt-3 text-sm">{guarantee.finePrint}</p>
            <ButtonLink href={bookingHref(cta)} variant="inverse" className="mt-6">
              {guarantee.buttonLabel}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
