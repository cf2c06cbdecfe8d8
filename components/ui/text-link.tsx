import type { Action } from '@/content/ctas';
import { cn } from '@/lib/utils';
import { IntentLink } from './intent-link';

/** A link in running text or beside a button: bold ink, underlined. */
export function TextLink({ action, className }: { action: Action; className?: string }) {
  return (
    <IntentLink
      href={action.href}
      className={cn('text-ink font-semibold underline underline-offset-4', className)}
    >
      {action.label}
    </IntentLink>
  );
}
