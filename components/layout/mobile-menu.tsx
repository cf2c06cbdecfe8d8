'use client';

import { usePathname } from 'next/navigation';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { NavItem } from '@/content/site';
import { NavLinks } from './nav-links';

interface MobileMenuProps {
  items: NavItem[];
  cta: ReactNode;
  /** Drawn by the server, each shown by the button's `aria-expanded`. */
  icons: ReactNode;
}

/** The hamburger menu of narrow screens, open only on the path it was opened on. */
export function MobileMenu({ items, cta, icons }: MobileMenuProps) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  // Focus that leaves the button and the panel closes it: the open panel would cover the
  // controls that Tab reaches next.
  const closeOnLeave = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    setOpen(false);
  };

  return (
    <div className="md:hidden" onBlur={open ? closeOnLeave : undefined}>
      <button
        ref={buttonRef}
        type="button"
        className="group border-line inline-flex h-11 w-11 items-center justify-center rounded-md border"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen(!open)}
      >
        {icons}
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="border-line absolute inset-x-0 top-full border-b bg-white shadow-lg"
        onClick={closeOnLink}
      >
        {/* The links only while open: closed, the panel is hidden, and the page's HTML need not
            carry them a second time (the header and the footer have them). */}
        {open ? (
          <NavLinks
            items={items}
            className="container-page flex flex-col gap-1 py-4"
            linkClassName="menu-link"
          >
            <li>{cta}</li>
          </NavLinks>
        ) : null}
      </nav>
    </div>
  );
}
