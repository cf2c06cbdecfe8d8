'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { NavItem } from '@/content/site';
import { isActiveRoute } from './nav-links';

interface MobileMenuProps {
  items: NavItem[];
  cta: { label: string; href: string };
}

export function MobileMenu({ items, cta }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const pathname = usePathname() ?? '/';

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        className="border-line inline-flex h-11 w-11 items-center justify-center rounded-md border"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {open ? (
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          ) : (
            <path
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          )}
        </svg>
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="border-line absolute inset-x-0 top-full border-b bg-white shadow-lg"
      >
        <ul className="container-page flex flex-col gap-1 py-4">
          <li>
            <IntentLink
              href={cta.href}
              onClick={close}
              className="bg-accent text-ink mb-2 block rounded-md px-4 py-3 text-center font-semibold"
            >
              {cta.label}
            </IntentLink>
          </li>
          {items.map((item) => {
            const active = isActiveRoute(pathname, item.href);
            return (
              <li key={item.href}>
                <IntentLink
                  href={item.href}
                  onClick={close}
                  aria-current={active ? 'page' : undefined}
                  className={`hover:bg-paper block rounded-md px-4 py-3 font-medium ${active ? 'decoration-accent underline decoration-2 underline-offset-8' : ''}`}
                >
                  {item.label}
                </IntentLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
