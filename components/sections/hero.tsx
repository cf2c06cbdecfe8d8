import { useId } from 'react';
import type { Action } from '@/content/ctas';
import { ButtonLink } from '@/components/ui/button-link';

interface HeroProps {
  eyebrow: string;
  heading: string;
  lead: string;
  points?: string[];
  primary?: Action;
  secondary?: Action;
  /** Extra content beside the text on wide screens (an illustration, a card). */
  aside?: React.ReactNode;
}

/** The page's h1 block. */
export function Hero({ eyebrow, heading, lead, points, primary, secondary, aside }: HeroProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-ink relative overflow-hidden text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 h-[28rem] w-[28rem] rounded-full bg-[radial-gradient(circle,rgba(245,165,36,0.28),transparent_65%)]"
      />
      <div
        className={`container-page relative grid gap-12 py-16 sm:py-24 ${aside ? 'lg:grid-cols-[1.2fr_1fr] lg:items-center' : ''}`}
      >
        <div className="max-w-3xl">
          <p className="text-accent text-sm font-semibold tracking-widest uppercase">{eyebrow}</p>
          <h1
            id={headingId}
            className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {heading}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-white/85 sm:text-xl">{lead}</p>
          {points?.length ? (
            <ul className="mt-8 grid gap-3 text-white/90">
              {points.map((point) => (
                <li key={point} className="flex items-start gap-3">
                  <CheckMark />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {primary || secondary ? (
            <div className="mt-10 flex flex-col gap-4 sm:flex-row">
              {primary ? <ButtonLink href={primary.href}>{primary.label}</ButtonLink> : null}
              {secondary ? (
                <ButtonLink href={secondary.href} variant="outlineInverse">
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

export function CheckMark({ className = 'text-accent' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`mt-0.5 h-5 w-5 shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}
