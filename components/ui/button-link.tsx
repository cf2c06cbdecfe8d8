import { buttonVariants, type ButtonTone } from './button';
import { IntentLink } from './intent-link';

interface ButtonLinkProps {
  href: string;
  children: React.ReactNode;
  variant?: ButtonTone;
  className?: string;
}

/** A link styled as a button: every call to action on the site goes through here. */
export function ButtonLink({ href, children, variant = 'primary', className }: ButtonLinkProps) {
  return (
    <IntentLink href={href} className={buttonVariants({ tone: variant, size: 'lg', className })}>
      {children}
    </IntentLink>
  );
}
