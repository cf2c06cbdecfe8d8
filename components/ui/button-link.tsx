import { IntentLink } from './intent-link';

const VARIANTS = {
  primary: 'bg-accent text-ink shadow-sm hover:bg-amber-400 focus-visible:outline-accent-strong',
  secondary: 'border border-ink/20 bg-white text-ink hover:border-ink hover:bg-paper',
  inverse: 'bg-white text-ink hover:bg-paper',
  outlineInverse: 'border border-white/60 text-white hover:bg-white/10',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

interface ButtonLinkProps {
  href: string;
  children: React.ReactNode;
  variant?: ButtonVariant;
  className?: string;
}

/** A link styled as a button: every call to action on the site goes through here. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  className = '',
}: ButtonLinkProps) {
  return (
    <IntentLink
      href={href}
      className={`inline-flex min-h-12 items-center justify-center rounded-md px-6 py-3 text-center text-base font-semibold transition-colors ${VARIANTS[variant]} ${className}`}
    >
      {children}
    </IntentLink>
  );
}
