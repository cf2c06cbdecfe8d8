import { buttonVariants } from '@/components/ui/button';
import { ReloadButton } from './reload-button';

interface FailurePanelProps {
  /** The heading's id, which names the panel. */
  id: string;
  title: string;
  text: string;
  reload: { label: string; busyLabel: string };
  /** h2 where the list has no heading of its own above it, h3 under one. */
  headingLevel?: 2 | 3;
}

/** The content server failed and nothing was kept: say so, and offer to ask again. */
export function FailurePanel({ id, title, text, reload, headingLevel = 2 }: FailurePanelProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      role="alert"
      aria-labelledby={id}
      className="rounded-2xl border border-amber-300 bg-amber-50 p-8"
    >
      <Heading id={id} className="text-xl font-semibold">
        {title}
      </Heading>
      <p className="text-ink-soft mt-3 max-w-2xl leading-relaxed">{text}</p>
      <div className="mt-6">
        <ReloadButton
          label={reload.label}
          busyLabel={reload.busyLabel}
          className={buttonVariants({ tone: 'dark', size: 'md' })}
        />
      </div>
    </section>
  );
}
