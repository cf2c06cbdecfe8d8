'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import type { NavItem } from '@/content/site';
import { cn } from '@/lib/utils';

/** True when `href`'s route is a prefix of the current path (by whole segments). */
export function isActiveRoute(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * A link of the site's menus: while its section is open it is marked as the current page and
 * underlined in the accent colour.
 */
export function NavLink({ item, className }: { item: NavItem; className: string }) {
  const active = isActiveRoute(usePathname() ?? '/', item.href);
  return (
    <IntentLink
      href={item.href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        className,
        'underline-offset-8',
        active ? 'decoration-accent underline decoration-2' : 'no-underline',
      )}
    >
      {item.label}
    </IntentLink>
  );
}

export function NavLinks({ items }: { items: NavItem[] }) {
  return (
    <ul className="flex items-center gap-7">
      {items.map((item) => (
        <li key={item.href}>
          <NavLink
            item={item}
            className="hover:text-accent-strong text-sm font-medium transition-colors"
          />
        </li>
      ))}
    </ul>
  );
}
