'use client';

import { useEffect, useRef } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { MessageFrame } from './message-frame';

/**
 * A render error below a layout (each route group's error.tsx): the visitor keeps the header
 * and footer and can retry; the heading takes focus so a screen reader reads it first.
 */
export function RouteError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <MessageFrame role="alert">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
        Something went wrong loading this content.
      </h1>
      <button type="button" onClick={retry} className={buttonVariants({ tone: 'dark' })}>
        Try Again
      </button>
    </MessageFrame>
  );
}
