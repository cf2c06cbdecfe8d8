'use client';

import { Play, X } from 'lucide';
import { useEffect, useRef, useState } from 'react';
import { SvgIcon } from '@/components/ui/svg-icon';

export type VideoFrame = 'default' | 'phone';

interface VideoOverlayProps {
  title: string;
  embedUrl: string;
  thumbnailUrl: string;
  frame: VideoFrame;
  className?: string;
}

/**
 * The thumbnail button and its full-screen modal <dialog>. Two sentinels keep Tab cycling
 * inside (key events in the cross-origin embed never reach this page); the embed is mounted
 * only while open, so closing stops playback.
 */
export function VideoOverlay({
  title,
  embedUrl,
  thumbnailUrl,
  frame,
  className = '',
}: VideoOverlayProps) {
  const [open, setOpen] = useState(false);
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const thumbnailRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // A thumbnail that failed before hydration fired its error event before React listened.
    const image = thumbnailRef.current;
    if (image && image.complete && image.naturalWidth === 0) setThumbnailFailed(true);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previousOverflow;
    };
  }, [open]);

  const close = () => dialogRef.current?.close();
  const phone = frame === 'phone';

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Play video: ${title}`}
        aria-haspopup="dialog"
        // overflow-clip, not overflow-hidden: a box that hides its overflow is a scroll container,
        // and focus then scrolls only its inside (not its frame) into view.
        className={`group relative block w-full overflow-clip text-left ${
          phone
            ? 'border-ink bg-ink mx-auto aspect-[9/16] max-w-xs rounded-[2.5rem] border-[10px] shadow-2xl'
            : 'aspect-video rounded-2xl shadow-lg'
        } ${className}`}
      >
        {/* Shown under the thumbnail, and instead of it when it cannot load. */}
        <span className="from-ink absolute inset-0 flex items-end bg-gradient-to-br via-[#1d4470] to-[#0b1d31] p-5">
          <span className="max-w-[80%] text-sm font-semibold text-white/90">{title}</span>
        </span>
        {thumbnailFailed ? null : (
          // eslint-disable-next-line @next/next/no-img-element -- YouTube serves the thumbnail ready to use; next/image would only add its client code
          <img
            ref={thumbnailRef}
            src={thumbnailUrl}
            alt=""
            width={480}
            height={360}
            loading="lazy"
            decoding="async"
            onError={() => setThumbnailFailed(true)}
            className="absolute inset-0 h-full w-full object-cover"
          />
        )}
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="bg-accent text-ink flex h-16 w-16 items-center justify-center rounded-full shadow-lg transition-transform group-hover:scale-110">
            <SvgIcon node={Play} fill="currentColor" strokeWidth={0} className="ml-2 h-6 w-6" />
          </span>
        </span>
      </button>

      <dialog
        ref={dialogRef}
        aria-label={title}
        onClose={() => {
          setOpen(false);
          triggerRef.current?.focus();
        }}
        onClick={(event) => {
          // A click on the dark surround (the dialog itself, not its content) closes it.
          if (event.target === event.currentTarget) close();
        }}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-black/90 p-0 backdrop:bg-black/80"
      >
        {open ? (
          <div className="flex h-full w-full items-center justify-center p-4 sm:p-10">
            <span tabIndex={0} onFocus={() => frameRef.current?.focus()} />
            <button
              ref={closeRef}
              type="button"
              onClick={close}
              aria-label="Close video"
              className="text-ink absolute top-4 right-4 flex h-12 w-12 items-center justify-center rounded-full bg-white shadow-lg hover:bg-amber-100"
            >
              <SvgIcon node={X} strokeWidth={2.5} className="h-6 w-6" />
            </button>
            <iframe
              ref={frameRef}
              src={embedUrl}
              title={title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className={`rounded-xl bg-black ${
                phone ? 'aspect-[9/16] h-[85dvh] max-w-full' : 'aspect-video w-full max-w-5xl'
              }`}
            />
            <span tabIndex={0} onFocus={() => closeRef.current?.focus()} />
          </div>
        ) : null}
      </dialog>
    </>
  );
}
