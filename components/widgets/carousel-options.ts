import type { EmblaOptionsType } from 'embla-carousel';

/** Carousels loop, centre the current slide and start a drag after 10 px. */
export const CAROUSEL_OPTIONS: EmblaOptionsType = {
  loop: true,
  align: 'center',
  dragThreshold: 10,
};
