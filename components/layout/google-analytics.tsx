'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { preload } from 'react-dom';

type Tag = ComponentType<{ gaId: string }>;

/**
 * GA4, on a site with an id: the script tag of @next/third-parties, whose code (with
 * next/script) is fetched after hydration instead of in every page's shared script, where it
 * sat even on a site without GA. GA loaded after hydration before as well; the page still asks
 * for Google's script up front, as next/script does in the server's render.
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
