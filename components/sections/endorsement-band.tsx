import type { EndorsementBandContent } from '@/content/types';
import { EndorsementCard } from '@/components/widgets/endorsement-card';

interface EndorsementBandProps {
  content: EndorsementBandContent;
  variant?: 'default' | 'compact';
  className?: string;
}

/** A founder's signed statement as a band of its own, named by `content.label`. */
export function EndorsementBand({
  content,
  variant = 'default',
  className = 'py-16 sm:py-20',
}: EndorsementBandProps) {
  return (
    <section aria-label={content.label} className={className}>
      <div className="container-page">
        <EndorsementCard endorsement={content} variant={variant} />
      </div>
    </section>
  );
}
