import type { Endorsement } from '@/content/types';
import { Avatar } from '@/components/ui/avatar';

interface EndorsementCardProps {
  endorsement: Endorsement;
  variant?: 'default' | 'compact';
}

/** A signed statement with the signer's portrait; `compact` is a single-column strip. */
export function EndorsementCard({ endorsement, variant = 'default' }: EndorsementCardProps) {
  const { heading, body, personName, personTitle, image } = endorsement;
  if (variant === 'compact') {
    return (
      <figure className="bg-paper mx-auto flex max-w-3xl flex-col gap-4 rounded-2xl p-6 sm:flex-row sm:items-center sm:p-8">
        <Avatar name={personName} image={image} size={64} />
        <div>
          <blockquote className="text-lg font-semibold text-balance">“{heading}”</blockquote>
          <figcaption className="text-ink-soft mt-2 text-sm">
            <span className="text-ink font-semibold">{personName}</span>, {personTitle}
          </figcaption>
        </div>
      </figure>
    );
  }
  return (
    <figure className="bg-ink relative mx-auto grid max-w-5xl gap-8 overflow-hidden rounded-3xl p-8 text-white sm:p-12 md:grid-cols-[auto_1fr] md:items-center">
      <Avatar name={personName} image={image} size={112} className="ring-accent ring-4" />
      <div>
        <blockquote>
          <p className="text-2xl leading-snug font-bold text-balance sm:text-3xl">“{heading}”</p>
          {body.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-white/85">
              {paragraph}
            </p>
          ))}
        </blockquote>
        <figcaption className="mt-6">
          <span className="text-accent block font-semibold">{personName}</span>
          <span className="text-sm text-white/75">{personTitle}</span>
        </figcaption>
      </div>
    </figure>
  );
}
