'use client';

import { useEffect, useRef } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { MessageFrame } from './message-frame';

interface ErrorViewProps {
  message: string;
  actionLabel: string;
  onAction: () => void;
}

export function ErrorView({ message, actionLabel, onAction }: ErrorViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <MessageFrame role="alert">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
        {message}
      </h1>
      <button type="button" onClick={onAction} className={buttonVariants({ tone: 'dark' })}>
        {actionLabel}
      </button>
    </MessageFrame>
  );
}
