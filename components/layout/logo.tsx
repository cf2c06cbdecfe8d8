'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useEffect, useRef, useState } from 'react';
import type { site } from '@/content/site';

interface LogoProps {
  brandName: string;
  image: (typeof site)['logo'];
  className?: string;
}

/** The logo linking home; when the image cannot load, the brand name is shown as text. */
export function Logo({ brandName, image, className = '' }: LogoProps) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const element = imageRef.current;
    if (element && element.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <IntentLink
      href="/"
      className={`inline-flex items-center ${className}`}
      aria-label={`${brandName} home`}
    >
      {failed ? (
        <span className="text-ink text-xl font-bold tracking-tight" data-testid="logo-text">
          {brandName}
        </span>
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- the logo file is already sized for every screen, and next/image would add its client code to every page
        <img
          ref={imageRef}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          fetchPriority="high"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </IntentLink>
  );
}
