'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import type { NavItem } from '@/content/site';
import { publicPathname } from '@/lib/post-list/public-path';
import { cn } from '@/lib/utils';

/** True when `href`'s route is a prefix of the current path (by whole segments). */
export function isActiveRoute(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** A link of the site's menus, marked as the current page while its section is open. */
export function NavLink({ item, className }: { item: NavItem; className: string }) {
  // A cached list renders at its internal path: the menu marks the section the visitor asked for.
  const active = isActiveRoute(publicPathname(usePathname() ?? '/'), item.href);
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

/** A menu's list of links; `children` are list items placed before them. */
export function NavLinks({
  items,
  className,
  linkClassName,
  children,
}: {
  items: NavItem[];
  className: string;
  linkClassName: string;
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      {children}
      {items.map((item) => (
        <li key={item.href}>
          <NavLink item={item} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}
