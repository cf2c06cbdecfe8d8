import { Menu, X } from 'lucide';
import { buttonVariants } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { SvgIcon } from '@/components/ui/svg-icon';
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
          <NavLinks
            items={desktopNav}
            className="flex items-center gap-7"
            linkClassName="nav-link"
          />
          <IntentLink href={navCtas.desktop.href} className={buttonVariants({ size: 'sm' })}>
            {navCtas.desktop.label}
          </IntentLink>
        </nav>
        <MobileMenu
          items={mobileNav}
          cta={
            <IntentLink
              href={navCtas.mobile.href}
              className={buttonVariants({ className: 'mb-2 w-full' })}
            >
              {navCtas.mobile.label}
            </IntentLink>
          }
          icons={
            <>
              <SvgIcon node={Menu} className="size-5.5 group-aria-expanded:hidden" />
              <SvgIcon node={X} className="hidden size-5.5 group-aria-expanded:block" />
            </>
          }
        />
      </div>
    </header>
  );
}
