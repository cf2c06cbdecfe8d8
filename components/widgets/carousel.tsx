'use client';

import type { EmblaCarouselType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide';
import { Children, useCallback, useEffect, useRef, useState } from 'react';
import { SvgIcon } from '@/components/ui/svg-icon';
import { CAROUSEL_OPTIONS } from './carousel-options';

interface CarouselProps {
  /** Names the carousel for assistive technology, e.g. 'Founder testimonials'. */
  label: string;
  children: React.ReactNode;
}

/**
 * An Embla carousel of server-rendered slides with buttons, dots and the arrow keys; Embla's
 * code loads only when the carousel nears the viewport (or on first use).
 */
export function Carousel({ label, children }: CarouselProps) {
  const slides = Children.toArray(children);
  const rootRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const loading = useRef<Promise<EmblaCarouselType> | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);

  const load = useCallback((): Promise<EmblaCarouselType> => {
    loading.current ??= import('embla-carousel').then(({ default: EmblaCarousel }) => {
      const instance = EmblaCarousel(viewportRef.current!, CAROUSEL_OPTIONS);
      setApi(instance);
      return instance;
    });
    return loading.current;
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          void load();
          observer.disconnect();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [load]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect).on('reInit', onSelect);
    // A click that loaded the carousel has already moved it before these listeners existed.
    onSelect();
    return () => api.destroy();
  }, [api]);

  const previous = () => void load().then((embla) => embla.scrollPrev(reducedMotion()));
  const next = () => void load().then((embla) => embla.scrollNext(reducedMotion()));
  const goTo = (index: number) =>
    void load().then((embla) => embla.scrollTo(index, reducedMotion()));

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-2xl focus-visible:outline-offset-4"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              data-selected={index === selected ? 'true' : 'false'}
              className="min-w-0 shrink-0 grow-0 basis-full px-2 sm:px-3 md:basis-4/5 lg:basis-3/5"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <CarouselButton direction="previous" onClick={previous} />
        <ol className="flex items-center gap-1" aria-label="Slides">
          {slides.map((_, index) => (
            <li key={index}>
              <button
                type="button"
                onClick={() => goTo(index)}
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === selected ? 'true' : undefined}
                className="flex h-8 w-8 items-center justify-center"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all ${
                    index === selected ? 'bg-ink w-6' : 'bg-ink/30 w-2.5'
                  }`}
                />
              </button>
            </li>
          ))}
        </ol>
        <CarouselButton direction="next" onClick={next} />
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        Slide {selected + 1} of {slides.length}
      </p>
    </div>
  );
}

function CarouselButton({
  direction,
  onClick,
}: {
  direction: 'previous' | 'next';
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction === 'previous' ? 'Previous slide' : 'Next slide'}
      className="border-ink/20 hover:border-ink hover:bg-paper flex h-11 w-11 items-center justify-center rounded-full border bg-white"
    >
      <SvgIcon
        node={direction === 'previous' ? ChevronLeft : ChevronRight}
        strokeWidth={2.5}
        className="h-5 w-5"
      />
    </button>
  );
}

/** With reduced motion the carousel jumps to a slide instead of sliding there. */
function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
