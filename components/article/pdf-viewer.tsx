'use client';

import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';

interface PdfViewerProps {
  /** Where the viewer fetches the file (same origin, or the site's proxy). */
  src: string;
  downloadUrl: string;
  title: string;
}

type State = 'loading' | 'ready' | 'error';

/** A page-by-page PDF viewer, fetched with pdf.js only once the reader reaches or asks for it. */
export function PdfViewer({ src, downloadUrl, title }: PdfViewerProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<State>('loading');
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);

  useEffect(() => {
    if (state !== 'loading') return;
    let cancelled = false;
    (async () => {
      try {
        const pdfjs = await import('pdfjs-dist');
        pdfjs.GlobalWorkerOptions.workerSrc = '/pdf-worker.mjs';
        // pdf.js 6 never evaluates code, as the CSP without 'unsafe-eval' needs.
        const loaded = await pdfjs.getDocument({ url: src }).promise;
        if (cancelled) return;
        setDoc(loaded);
        setState('ready');
      } catch {
        if (!cancelled) setState('error');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [state, src]);

  useEffect(() => {
    if (!doc || !canvasRef.current) return;
    let cancelled = false;
    let task: { cancel(): void; promise: Promise<unknown> } | undefined;
    (async () => {
      try {
        const pdfPage = await doc.getPage(page);
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        const box = canvas.parentElement;
        const base = pdfPage.getViewport({ scale: 1 });
        const fit = Math.min(
          (box?.clientWidth || 800) / base.width,
          (box?.clientHeight || 600) / base.height,
        );
        const ratio = window.devicePixelRatio || 1;
        const viewport = pdfPage.getViewport({ scale: fit * ratio });
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.style.width = `${viewport.width / ratio}px`;
        canvas.style.height = `${viewport.height / ratio}px`;
        task = pdfPage.render({ canvas, viewport });
        await task.promise;
      } catch {
        // A cancelled render (the reader turned the page) is not a failure.
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page]);

  const pages = doc?.numPages ?? 0;
  const go = (delta: number) =>
    setPage((current) => Math.min(Math.max(1, current + delta), pages || 1));

  return (
    <section
      aria-label={`PDF: ${title}`}
      className="border-line bg-paper my-8 rounded-lg border p-4"
      onKeyDown={(event) => {
        if (state !== 'ready') return;
        if (event.key === 'ArrowRight') go(1);
        if (event.key === 'ArrowLeft') go(-1);
      }}
    >
      <p className="mb-3 font-semibold">{title}</p>
      <PdfPlaceholder>
        {state === 'error' ? (
          <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center">
            <p>Unable to load PDF viewer</p>
            <a href={downloadUrl} className="text-accent-strong font-semibold underline" download>
              Download PDF Instead
            </a>
          </div>
        ) : state === 'ready' ? (
          <canvas ref={canvasRef} aria-label={`Page ${page} of ${pages} of ${title}`} role="img" />
        ) : (
          <p role="status">Loading PDF viewer...</p>
        )}
      </PdfPlaceholder>
      <div
        className={`mt-3 flex h-10 items-center justify-between gap-4 ${state === 'ready' ? '' : 'invisible'}`}
      >
        <PageButton label="Previous page" onClick={() => go(-1)} disabled={page <= 1} />
        <p aria-live="polite" className="text-sm">
          {pages ? `Page ${page} of ${pages}` : ''}
        </p>
        <PageButton label="Next page" onClick={() => go(1)} disabled={page >= pages} />
      </div>
    </section>
  );
}

function PageButton(props: { label: string; onClick: () => void; disabled: boolean }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      disabled={props.disabled}
      className="border-line rounded-md border bg-white px-3 py-2 text-sm font-medium disabled:opacity-50"
    >
      {props.label}
    </button>
  );
}

/** The sized box the viewer occupies before the first page is drawn: no layout shift. */
export function PdfPlaceholder({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded bg-white">
      {children}
    </div>
  );
}
