'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import type { NavItem } from '@/content/site';

/** True when `href`'s route is a prefix of the current path (by whole segments). */
export function isActiveRoute(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function NavLinks({ items }: { items: NavItem[] }) {
  const pathname = usePathname() ?? '/';
  return (
    <ul className="flex items-center gap-7">
      {items.map((item) => {
        const active = isActiveRoute(pathname, item.href);
        return (
          <li key={item.href}>
            <IntentLink
              href={item.href}
              aria-current={active ? 'page' : undefined}
              className={`hover:text-accent-strong text-sm font-medium underline-offset-8 transition-colors ${
                active ? 'decoration-accent underline decoration-2' : 'no-underline'
              }`}
            >
              {item.label}
            </IntentLink>
          </li>
        );
      })}
    </ul>
  );
}
