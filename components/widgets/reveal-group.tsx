'use client';

import { useEffect, useRef } from 'react';
import { FEATURE_CARD_THRESHOLD } from './feature-card-timing';

/** Shows its `[data-reveal]` children as they come into view: one observer for the group. */
export function RevealGroup({
  children,
  className = '',
}: {
  children: React.ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const group = ref.current;
    if (!group) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const card = entry.target as HTMLElement;
          card.style.transitionDelay = `${Number(card.dataset.revealDelay ?? 0)}ms`;
          card.dataset.visible = 'true';
          observer.unobserve(card);
        }
      },
      { threshold: FEATURE_CARD_THRESHOLD },
    );
    group.querySelectorAll('[data-reveal]').forEach((card) => observer.observe(card));
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} data-reveal-group="" className={className}>
      {children}
    </div>
  );
}
