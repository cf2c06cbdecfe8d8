'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { preload } from 'react-dom';

type Tag = ComponentType<{ gaId: string }>;

/**
 * GA4's tag from @next/third-parties, whose code is fetched after hydration rather than in
 * every page's shared script; Google's script is still preloaded up front.
 */
export function GoogleAnalytics({ gaId }: { gaId: string }) {
  preload(`https://www.googletagmanager.com/gtag/js?id=${gaId}`, { as: 'script' });
  const [Tag, setTag] = useState<Tag | null>(null);

  useEffect(() => {
    let mounted = true;
    import('@next/third-parties/google').then(
      ({ GoogleAnalytics: tag }) => {
        if (mounted) setTag(() => tag);
      },
      () => {
        // Not fetched (offline): the page goes without GA, as when Google's script fails.
      },
    );
    return () => {
      mounted = false;
    };
  }, []);

  return Tag ? <Tag gaId={gaId} /> : null;
}
