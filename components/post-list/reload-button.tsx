'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

interface ReloadButtonProps {
  label: string;
  busyLabel: string;
  className: string;
}

/** Renders the page again on the server, which asks the content server once more. */
export function ReloadButton({ label, busyLabel, className }: ReloadButtonProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      onClick={() => startTransition(() => router.refresh())}
      disabled={pending}
      aria-busy={pending}
      className={className}
    >
      {pending ? busyLabel : label}
    </button>
  );
}
