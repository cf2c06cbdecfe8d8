import type { Endorsement } from '@/content/types';
import { Avatar } from '@/components/ui/avatar';

interface EndorsementCardProps {
  endorsement: Endorsement;
  variant?: 'default' | 'compact';
}

/** A signed statement with the signer's portrait; `compact` is a single-column strip. */
export function EndorsementCard({ endorsement, variant = 'default' }: EndorsementCardProps) {
  const { heading, body, personName, personTitle, image } = endorsement;
  // A figcaption is the figure's first or last child: the grid places the portrait beside it.
  const portrait = (size: number, className: string) => (
    <Avatar name={personName} image={image} size={size} className={className} />
  );
  if (variant === 'compact') {
    return (
      <figure className="bg-paper mx-auto grid max-w-3xl gap-4 rounded-2xl p-6 sm:grid-cols-[auto_1fr] sm:gap-x-4 sm:gap-y-2 sm:p-8">
        {portrait(64, 'sm:row-span-2 sm:self-center')}
        <blockquote className="text-lg font-semibold text-balance sm:self-end">
          “{heading}”
        </blockquote>
        <figcaption className="text-ink-soft -mt-2 text-sm sm:mt-0 sm:self-start">
          <span className="text-ink font-semibold">{personName}</span>, {personTitle}
        </figcaption>
      </figure>
    );
  }
  return (
    <figure className="bg-ink relative mx-auto grid max-w-5xl gap-8 overflow-hidden rounded-3xl p-8 text-white sm:p-12 md:grid-cols-[auto_1fr] md:gap-y-6">
      {portrait(112, 'ring-accent ring-4 md:row-span-2 md:self-center')}
      <blockquote className="md:self-end">
        <p className="text-2xl leading-snug font-bold text-balance sm:text-3xl">“{heading}”</p>
        {body.map((paragraph) => (
          <p key={paragraph} className="mt-4 text-white/85">
            {paragraph}
          </p>
        ))}
      </blockquote>
      <figcaption className="-mt-2 md:mt-0 md:self-start">
        <span className="text-accent block font-semibold">{personName}</span>
        <span className="text-sm text-white/75">{personTitle}</span>
      </figcaption>
    </figure>
  );
}
