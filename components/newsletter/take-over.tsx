'use client';

import { useEffect, useState } from 'react';
import { NewsletterSignup } from './newsletter-signup';

function fieldValue(form: HTMLFormElement | null | undefined, name: string): string {
  const field = form?.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}

/**
 * Reads what the server's form holds while rendering, before React replaces it, so no
 * keystroke typed while the code was on its way is lost; then puts focus back and carries
 * out a pending submit. The pending submit is read once the new form is in place, not when
 * the code arrived: a press on the server's form between the two still counts.
 */
export function TakeOver({
  box,
  submitAskedRef,
}: {
  box: React.RefObject<HTMLDivElement | null>;
  submitAskedRef: React.RefObject<boolean>;
}) {
  const [before] = useState(() => {
    const root = box.current;
    const form = root?.querySelector('form');
    const active = document.activeElement;
    const focused = active && root?.contains(active) ? active : null;
    return {
      values: { email: fieldValue(form, 'email'), website: fieldValue(form, 'website') },
      focusKey: focused?.getAttribute('name') ?? focused?.getAttribute('data-focus-key') ?? null,
    };
  });

  useEffect(() => {
    const root = box.current;
    if (!root) return;
    if (before.focusKey) {
      root
        .querySelector<HTMLElement>(
          `[name="${before.focusKey}"], [data-focus-key="${before.focusKey}"]`,
        )
        ?.focus();
    }
    if (submitAskedRef.current) {
      submitAskedRef.current = false;
      root.querySelector('form')?.requestSubmit();
    }
  }, [before, box, submitAskedRef]);

  return <NewsletterSignup initialValues={before.values} />;
}
