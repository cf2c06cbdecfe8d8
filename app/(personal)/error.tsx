'use client';

import { ErrorView } from '@/components/errors/error-view';

// Render errors below the personal pages' layout: the visitor keeps the header and footer and
// can retry, as on the site's other pages.
export default function Error({
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return (
    <ErrorView
      message="Something went wrong loading this content."
      actionLabel="Try Again"
      onAction={retry}
    />
  );
}
