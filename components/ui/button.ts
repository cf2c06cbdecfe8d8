import { cn } from '@/lib/utils';

export type ButtonTone =
  'primary' | 'dark' | 'outline' | 'subtle' | 'secondary' | 'inverse' | 'outline-inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** The site's one set of button looks: names of the `.btn-*` classes in app/globals.css. */
export function buttonVariants({
  tone = 'primary',
  size = 'lg',
  className,
}: { tone?: ButtonTone; size?: ButtonSize; className?: string } = {}): string {
  return cn('btn', `btn-${tone}`, `btn-${size}`, className);
}
