'use client';

import { ChevronDown } from 'lucide';
import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { SvgIcon } from '@/components/ui/svg-icon';

interface DisclosureProps {
  label: string;
  children: React.ReactNode;
}

/** Shows or hides server-rendered content, which stays in the HTML while collapsed. */
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
        className={buttonVariants({ tone: 'outline' })}
      >
        {label}
        <SvgIcon
          node={ChevronDown}
          strokeWidth={2.5}
          className={`h-5 w-5 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!open} className="mt-8">
        {children}
      </div>
    </div>
  );
}
