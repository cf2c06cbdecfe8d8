import { useId } from 'react';
import type { Action } from '@/content/ctas';
import { ButtonLink } from '@/components/ui/button-link';
import { CheckList } from '@/components/widgets/check-list';
import { cn } from '@/lib/utils';

interface HeroTextProps {
  eyebrow: string;
  heading: string;
  lead: string;
}

/** The page's h1 with its eyebrow and lead, on ink. */
function HeroText({
  eyebrow,
  heading,
  lead,
  headingId,
  large = false,
}: HeroTextProps & { headingId?: string; large?: boolean }) {
  return (
    <>
      <p className="eyebrow text-accent">{eyebrow}</p>
      <h1
        id={headingId}
        className={cn(
          'mt-3 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl',
          large && 'lg:text-6xl',
        )}
      >
        {heading}
      </h1>
      <p className="mt-6 text-lg leading-relaxed text-white/85 sm:text-xl">{lead}</p>
    </>
  );
}

interface HeroProps extends HeroTextProps {
  points?: string[];
  primary?: Action;
  secondary?: Action;
  /** Extra content beside the text on wide screens (an illustration, a card). */
  aside?: React.ReactNode;
}

/** A marketing page's opening band: its h1, selling points and calls to action. */
export function Hero({ points, primary, secondary, aside, ...text }: HeroProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-ink relative overflow-hidden text-white">
      <div aria-hidden="true" className="hero-glow" />
      <div
        className={`container-page relative grid gap-12 py-16 sm:py-24 ${aside ? 'lg:grid-cols-[1.2fr_1fr] lg:items-center' : ''}`}
      >
        <div className="max-w-3xl">
          <HeroText {...text} headingId={headingId} large />
          {points?.length ? (
            <CheckList items={points} className="mt-8 grid gap-3 text-white/90" />
          ) : null}
          {primary || secondary ? (
            <div className="mt-10 flex flex-col gap-4 sm:flex-row">
              {primary ? <ButtonLink href={primary.href}>{primary.label}</ButtonLink> : null}
              {secondary ? (
                <ButtonLink href={secondary.href} variant="outline-inverse">
                  {secondary.label}
                </ButtonLink>
              ) : null}
            </div>
          ) : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </section>
  );
}

/** A long read's opening band: the same h1 block on ink, as the article's header. */
export function ArticleHeader(text: HeroTextProps) {
  return (
    <header className="bg-ink text-white">
      <div className="container-page max-w-4xl py-16 sm:py-24">
        <HeroText {...text} />
      </div>
    </header>
  );
}
