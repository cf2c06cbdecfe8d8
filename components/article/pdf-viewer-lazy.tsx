'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';

interface PdfBlockProps {
  src: string;
  downloadUrl: string;
  title: string;
  buttonClassName: string;
}

const PdfViewer = dynamic(() => import('./pdf-viewer').then((m) => m.PdfViewer), {
  ssr: false,
  loading: () => <Frame status="Loading PDF viewer..." />,
});

/** A sized frame and a button; the viewer and the file load when it is in view or pressed. */
export function PdfViewerLazy({ src, downloadUrl, title, buttonClassName }: PdfBlockProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || wanted) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      // No margin: pdf.js is ~500 kB, and a reader who stops just above the block skips it.
      { rootMargin: '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  if (wanted) return <PdfViewer src={src} downloadUrl={downloadUrl} title={title} />;
  return (
    <div ref={ref}>
      <Frame title={title}>
        <button type="button" onClick={() => setWanted(true)} className={buttonClassName}>
          {`Open PDF: ${title}`}
        </button>
      </Frame>
    </div>
  );
}

function Frame({
  title,
  status,
  children,
}: {
  title?: string;
  status?: string;
  children?: React.ReactNode;
}) {
  return (
    <section
      aria-label={title ? `PDF: ${title}` : undefined}
      className="border-line bg-paper my-8 rounded-lg border p-4"
    >
      <p className="mb-3 font-semibold">{title ?? '\u00a0'}</p>
      <div className="flex aspect-[4/3] w-full items-center justify-center rounded bg-white">
        {status ? <p role="status">{status}</p> : children}
      </div>
      {/* The viewer's page controls take this row once it is loaded. */}
      <div className="mt-3 h-10" aria-hidden="true" />
    </section>
  );
}
