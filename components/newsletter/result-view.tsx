'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { site } from '@/content/site';
import { cn } from '@/lib/utils';

/** An outcome on a mail link's page; its heading takes focus so it is read out first. */
export function ResultView({
  heading,
  icon,
  children,
}: {
  heading: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="text-center">
      {icon}
      <h1 ref={headingRef} tabIndex={-1} className={cn('text-3xl font-bold', icon ? 'mt-6' : '')}>
        {heading}
      </h1>
      {children}
    </div>
  );
}

/** A line that ends with the address to write to when the page cannot help. */
export function ContactLine({ text, className }: { text: string; className: string }) {
  return (
    <p className={className}>
      {text}{' '}
      <a href={`mailto:${site.contactEmail}`} className="underline underline-offset-2">
        {site.contactEmail}
      </a>
    </p>
  );
}
