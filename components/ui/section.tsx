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
      // No id attribute without an id: an undefined prop still takes room in the page's payload.
      {...(id ? { id } : {})}
      aria-labelledby={headingId}
      className={`band ${TONES[tone]} ${className}`}
    >
      <div className="container-page">
        <div className={centred ? 'section-head' : 'max-w-3xl'}>
          {eyebrow ? (
            <p className={tone === 'ink' ? 'eyebrow text-accent' : 'eyebrow'}>{eyebrow}</p>
          ) : null}
          <h2 id={headingId} className="section-title mt-2">
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
