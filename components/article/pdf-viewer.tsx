'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';

interface PdfViewerProps {
  /** Where the viewer fetches the file (same origin, or the site's proxy). */
  src: string;
  /** The original file, for 'Download PDF Instead'. */
  downloadUrl: string;
  title: string;
}

type State = 'idle' | 'loading' | 'ready' | 'error';

/**
 * A page-by-page PDF viewer. Neither pdf.js nor the file loads until the block comes near the
 * viewport or the reader asks for it, so an article's first load carries none of it.
 */
export function PdfViewer({ src, downloadUrl, title }: PdfViewerProps) {
  const containerRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<State>('idle');
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);

  const load = useCallback(() => {
    setState((current) => (current === 'idle' ? 'loading' : current));
  }, []);

  useEffect(() => {
    const element = containerRef.current;
    if (!element || state !== 'idle') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [state, load]);

  useEffect(() => {
    if (state !== 'loading') return;
    let cancelled = false;
    (async () => {
      try {
        const pdfjs = await import('pdfjs-dist');
        pdfjs.GlobalWorkerOptions.workerSrc = '/pdf-worker.mjs';
        const loaded = await pdfjs.getDocument({ url: src, isEvalSupported: false }).promise;
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
        const width = canvas.parentElement?.clientWidth || 800;
        const base = pdfPage.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const viewport = pdfPage.getViewport({ scale: (width / base.width) * ratio });
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
      ref={containerRef}
      aria-label={`PDF: ${title}`}
      className="not-prose border-line bg-paper my-8 rounded-lg border p-4"
      onKeyDown={(event) => {
        if (state !== 'ready') return;
        if (event.key === 'ArrowRight') go(1);
        if (event.key === 'ArrowLeft') go(-1);
      }}
    >
      <p className="mb-3 font-semibold">{title}</p>
      {state === 'error' ? (
        <div role="alert" className="flex flex-col items-start gap-3 py-6">
          <p>Unable to load PDF viewer</p>
          <a href={downloadUrl} className="text-accent-strong font-semibold underline" download>
            Download PDF Instead
          </a>
        </div>
      ) : state === 'ready' ? (
        <div>
          <div className="overflow-hidden rounded bg-white">
            <canvas
              ref={canvasRef}
              aria-label={`Page ${page} of ${pages} of ${title}`}
              role="img"
            />
          </div>
          <div className="mt-3 flex items-center justify-between gap-4">
            <button
              type="button"
              onClick={() => go(-1)}
              disabled={page <= 1}
              className="border-line rounded-md border bg-white px-3 py-2 text-sm font-medium disabled:opacity-50"
            >
              Previous page
            </button>
            <p aria-live="polite" className="text-sm">
              Page {page} of {pages}
            </p>
            <button
              type="button"
              onClick={() => go(1)}
              disabled={page >= pages}
              className="border-line rounded-md border bg-white px-3 py-2 text-sm font-medium disabled:opacity-50"
            >
              Next page
            </button>
          </div>
          <a href={downloadUrl} className="mt-3 inline-block text-sm underline" download>
            Download PDF
          </a>
        </div>
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center rounded bg-white">
          {state === 'loading' ? (
            <p role="status">Loading PDF viewer...</p>
          ) : (
            <button
              type="button"
              onClick={load}
              className="bg-ink hover:bg-ink-soft rounded-md px-4 py-2 font-semibold text-white"
            >
              Open PDF
            </button>
          )}
        </div>
      )}
    </section>
  );
}
