'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

/** Renders the page again on the server, which asks the content server once more. */
export function ReloadButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      onClick={() => startTransition(() => router.refresh())}
      disabled={pending}
      aria-busy={pending}
      className="bg-ink hover:bg-ink-soft rounded-md px-5 py-2.5 text-sm font-semibold text-white disabled:opacity-70"
    >
      {pending ? busyLabel : label}
    </button>
  );
}
