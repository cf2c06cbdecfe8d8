import type { EmblaOptionsType } from 'embla-carousel';

/** SPEC.md section 9: loop on, centre alignment, drag threshold 10. */
export const CAROUSEL_OPTIONS: EmblaOptionsType = {
  loop: true,
  align: 'center',
  dragThreshold: 10,
};
