'use client';

import { useEffect, useRef } from 'react';

interface ErrorViewProps {
  message: string;
  actionLabel: string;
  onAction: () => void;
}

export function ErrorView({ message, actionLabel, onAction }: ErrorViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      role="alert"
      className="container-page flex flex-col items-center gap-6 py-24 text-center"
    >
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
        {message}
      </h1>
      <button
        type="button"
        onClick={onAction}
        className="bg-ink hover:bg-ink-soft rounded-md px-5 py-3 font-semibold text-white"
      >
        {actionLabel}
      </button>
    </section>
  );
}
