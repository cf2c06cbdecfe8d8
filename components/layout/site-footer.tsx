import { IntentLink } from '@/components/ui/intent-link';
import { footerColumns, site } from '@/content/site';
import { Copyright } from './copyright';
import { Logo } from './logo';

export function SiteFooter() {
  return (
    <footer className="border-line bg-paper render-when-near border-t">
      <div className="container-page grid gap-10 py-12 md:grid-cols-4">
        <div>
          <Logo brandName={site.brandName} image={site.logo} />
          <p className="text-ink-soft mt-4 max-w-xs text-sm">{site.tagline}</p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="label-caps">{column.heading}</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  {link.external ? (
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="hover:underline"
                    >
                      {link.label}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <IntentLink href={link.href} className="hover:underline">
                      {link.label}
                    </IntentLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <Copyright />
    </footer>
  );
}
