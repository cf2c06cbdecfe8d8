import { IntentLink } from '@/components/ui/intent-link';
import { legalLinks, quietFooter, site } from '@/content/site';
import { Copyright } from './copyright';

/** The footer of the pages opened from a mail: legal pages, the address, no marketing. */
export function QuietFooter() {
  return (
    <footer className="border-line bg-paper border-t">
      <div className="container-page flex flex-col gap-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={quietFooter.legalHeading}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <IntentLink href={link.href} className="hover:underline">
                  {link.label}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-ink-soft">
          {quietFooter.contactLabel}{' '}
          <a href={`mailto:${site.contactEmail}`} className="text-ink underline underline-offset-4">
            {site.contactEmail}
          </a>
        </p>
      </div>
      <Copyright />
    </footer>
  );
}
