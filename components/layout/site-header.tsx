import Link from 'next/link';
import { desktopNav, mobileNav, navCtas } from '@/content/site';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="container-page relative flex h-16 items-center justify-between gap-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-8 md:flex">
          <NavLinks items={desktopNav} />
          <Link
            href={navCtas.desktop.href}
            className="rounded-md bg-accent px-4 py-2 text-sm font-semibold text-ink shadow-sm transition hover:bg-amber-400"
          >
            {navCtas.desktop.label}
          </Link>
        </nav>
        <MobileMenu items={mobileNav} cta={navCtas.mobile} />
      </div>
    </header>
  );
}
