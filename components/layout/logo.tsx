'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { site } from '@/content/site';

/** The logo linking home; when the image cannot load, the brand name is shown as text. */
export function Logo({ className = '' }: { className?: string }) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const image = imageRef.current;
    if (image && image.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <Link
      href="/"
      className={`inline-flex items-center ${className}`}
      aria-label={`${site.brandName} home`}
    >
      {failed ? (
        <span className="text-ink text-xl font-bold tracking-tight" data-testid="logo-text">
          {site.brandName}
        </span>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- an SVG needs no optimisation, and next/image would add its client code to every page
        <img
          ref={imageRef}
          src={site.logo.src}
          alt={site.logo.alt}
          width={site.logo.width}
          height={site.logo.height}
          fetchPriority="high"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </Link>
  );
}
