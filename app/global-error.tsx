'use client';

// The last resort when the root layout itself fails: it replaces the whole document.
export default function GlobalError({
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  return (
    <html lang="en">
      <body
        style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1.5rem', textAlign: 'center' }}
      >
        <h1 style={{ fontSize: '1.75rem' }}>Unexpected Application Error!</h1>
        <p>Please try again. If the problem continues, come back a little later.</p>
        <button
          type="button"
          onClick={() => retry()}
          style={{ marginTop: '1.5rem', padding: '0.75rem 1.25rem', fontWeight: 600 }}
        >
          Try Again
        </button>
      </body>
    </html>
  );
}
