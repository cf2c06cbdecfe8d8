import { useId } from 'react';

const TONES = {
  white: 'bg-white',
  paper: 'bg-paper',
  ink: 'bg-ink text-white',
} as const;

export type SectionTone = keyof typeof TONES;

interface SectionProps {
  heading: string;
  eyebrow?: string;
  intro?: string;
  tone?: SectionTone;
  id?: string;
  /** Centre the heading block (default) or align it left. */
  align?: 'center' | 'left';
  children?: React.ReactNode;
  className?: string;
}

/** A page section named by its h2, with an optional eyebrow and introduction. */
export function Section({
  heading,
  eyebrow,
  intro,
  tone = 'white',
  id,
  align = 'center',
  children,
  className = '',
}: SectionProps) {
  const headingId = useId();
  const centred = align === 'center';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`render-when-near py-16 sm:py-20 ${TONES[tone]} ${className}`}
    >
      <div className="container-page">
        <div className={centred ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
          {eyebrow ? (
            <p
              className={`text-sm font-semibold tracking-widest uppercase ${
                tone === 'ink' ? 'text-accent' : 'text-accent-strong'
              }`}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2
            id={headingId}
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {heading}
          </h2>
          {intro ? (
            <p className={`mt-4 text-lg ${tone === 'ink' ? 'text-white/85' : 'text-ink-soft'}`}>
              {intro}
            </p>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
