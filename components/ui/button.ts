import { cn } from '@/lib/utils';

export type ButtonTone =
  'primary' | 'dark' | 'outline' | 'subtle' | 'secondary' | 'inverse' | 'outline-inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * The site's one set of button looks, for <button>, <a> and IntentLink alike:
 * `className={buttonVariants({ tone: 'dark', size: 'sm' })}`. The looks themselves are the
 * `.btn-*` component classes in app/globals.css; this only names them, so server and client
 * components can both use it at the cost of a few bytes.
 */
export function buttonVariants({
  tone = 'primary',
  size = 'lg',
  className,
}: { tone?: ButtonTone; size?: ButtonSize; className?: string } = {}): string {
  return cn('btn', `btn-${tone}`, `btn-${size}`, className);
}
