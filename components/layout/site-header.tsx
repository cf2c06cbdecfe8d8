import { IntentLink } from '@/components/ui/intent-link';
import { desktopNav, mobileNav, navCtas, site } from '@/content/site';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

export function SiteHeader() {
  return (
    <header className="border-line sticky top-0 z-40 border-b bg-white">
      <div className="container-page relative flex h-16 items-center justify-between gap-6">
        <Logo brandName={site.brandName} image={site.logo} />
        <nav aria-label="Main" className="hidden items-center gap-8 md:flex">
          <NavLinks items={desktopNav} />
          <IntentLink
            href={navCtas.desktop.href}
            className="bg-accent text-ink rounded-md px-4 py-2 text-sm font-semibold shadow-sm transition hover:bg-amber-400"
          >
            {navCtas.desktop.label}
          </IntentLink>
        </nav>
        <MobileMenu items={mobileNav} cta={navCtas.mobile} />
      </div>
    </header>
  );
}
