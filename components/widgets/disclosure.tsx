'use client';

import { useId, useState } from 'react';

interface DisclosureProps {
  label: string;
  children: React.ReactNode;
}

/**
 * A button that shows or hides server-rendered content (the 'Learn more' story). The content
 * stays in the HTML while collapsed, so crawlers and find-in-page still reach it.
 */
export function Disclosure({ label, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="border-ink text-ink hover:bg-paper inline-flex min-h-12 items-center gap-2 rounded-md border-2 px-5 py-2 font-semibold"
      >
        {label}
        <svg
          viewBox="0 0 24 24"
          className={`h-5 w-5 transition-transform ${open ? 'rotate-180' : ''}`}
          fill="none"
          stroke="currentColor"
          strokeWidth={2.5}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      <div id={panelId} hidden={!open} className="mt-8">
        {children}
      </div>
    </div>
  );
}
