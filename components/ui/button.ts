import { cn } from '@/lib/utils';

/**
 * The site's one set of button looks, for <button>, <a> and IntentLink alike:
 * `className={buttonVariants({ tone: 'dark', size: 'sm' })}`. Plain strings, so server and
 * client components can both use it without shipping a component.
 */
const BASE =
  'inline-flex items-center justify-center gap-2 rounded-md text-center font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const TONES = {
  /** The call to action: amber on ink text. */
  primary: 'bg-accent text-ink shadow-sm hover:bg-amber-400 focus-visible:outline-accent-strong',
  /** A strong action that is not the page's call to action. */
  dark: 'bg-ink text-white hover:bg-ink-soft',
  /** Beside a dark or primary button: the other way out. */
  outline: 'border-2 border-ink text-ink hover:bg-paper',
  /** A quiet secondary action. */
  subtle: 'border border-line text-ink hover:bg-paper',
  /** ButtonLink's secondary: light border on white. */
  secondary: 'border border-ink/20 bg-white text-ink hover:border-ink hover:bg-paper',
  /** On a dark band. */
  inverse: 'bg-white text-ink hover:bg-paper',
  outlineInverse: 'border border-white/60 text-white hover:bg-white/10',
} as const;

const SIZES = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-2.5 text-sm',
  lg: 'min-h-12 px-6 py-3 text-base',
} as const;

export type ButtonTone = keyof typeof TONES;
export type ButtonSize = keyof typeof SIZES;

export function buttonVariants({
  tone = 'primary',
  size = 'lg',
  className,
}: { tone?: ButtonTone; size?: ButtonSize; className?: string } = {}): string {
  return cn(BASE, TONES[tone], SIZES[size], className);
}
