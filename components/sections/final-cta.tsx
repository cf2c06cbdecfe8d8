import { useId } from 'react';
import type { FinalCtaContent } from '@/content/types';
import { ButtonLink } from '@/components/ui/button-link';

/** The closing call to action: booking button and an optional second link. */
export function FinalCta({ content }: { content: FinalCtaContent }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-ink py-16 text-white sm:py-24">
      <div className="container-page mx-auto max-w-3xl text-center">
        <h2 id={headingId} className="section-title">
          {content.heading}
        </h2>
        <p className="mt-4 text-lg text-white/85">{content.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          <ButtonLink href={content.primary.href}>{content.primary.label}</ButtonLink>
          {content.secondary ? (
            <ButtonLink href={content.secondary.href} variant="outline-inverse">
              {content.secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
