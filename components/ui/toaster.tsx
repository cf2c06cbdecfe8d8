'use client';

import { useEffect, useState } from 'react';
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
type ToastOptions = { description?: string };

/**
 * Sonner is fetched by the first toast, not with every page's scripts; it hands toasts made
 * before its Toaster subscribed to it once it does, so none is lost while it loads.
 */
let sonner: Promise<Sonner> | null = null;
const waiting = new Set<(module: Sonner) => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    void sonner.then((module) => waiting.forEach((mount) => mount(module)));
  }
  return sonner;
}

export const toast = {
  success(title: string, options?: ToastOptions): void {
    void loadSonner().then(({ toast: show }) => show.success(title, options));
  },
  error(title: string, options?: ToastOptions): void {
    void loadSonner().then(({ toast: show }) => show.error(title, options));
  },
};

/** The site's toast region; renders nothing until the first toast loads sonner. */
export function Toaster() {
  const [SonnerToaster, setSonnerToaster] = useState<Sonner['Toaster'] | null>(null);

  useEffect(() => {
    const mount = (module: Sonner) => setSonnerToaster(() => module.Toaster);
    waiting.add(mount);
    if (sonner) void sonner.then(mount);
    return () => {
      waiting.delete(mount);
    };
  }, []);

  return SonnerToaster ? <SonnerToaster position="top-center" richColors closeButton /> : null;
}
