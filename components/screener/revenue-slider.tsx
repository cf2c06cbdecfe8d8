import { useLayoutEffect, useRef, useState } from 'react';
import { REVENUE_TRACKING } from '@/content/screener';
import { screenerFields } from '@/content/screener-fields';
import { FieldLabel } from './fields';

const copy = screenerFields['revenue-tracking'];

export function formatTracking(value: number): string {
  if (value === 0) return `0% (${copy.midLabel.toLowerCase()})`;
  return value > 0 ? `+${value}% ahead of target` : `${value}% behind target`;
}

/**
 * Revenue against target as a plain range input the form posts; the number beside it follows
 * the slider once the page's script runs, from where it was moved before.
 */
export function RevenueSlider({ describedBy, initial }: { describedBy: string; initial: number }) {
  const slider = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  useLayoutEffect(() => {
    if (slider.current) setValue(Number(slider.current.value));
  }, []);
  return (
    <div className="grid gap-4">
      <div className="flex items-baseline justify-between gap-4">
        <FieldLabel htmlFor="revenue-tracking">{copy.sliderLabel}</FieldLabel>
        <output
          htmlFor="revenue-tracking"
          className="text-ink min-w-[5ch] text-right text-2xl font-bold tabular-nums"
        >
          {value > 0 ? `+${value}` : value}%
        </output>
      </div>
      <input
        ref={slider}
        id="revenue-tracking"
        name="revenue_tracking_percentage"
        type="range"
        min={REVENUE_TRACKING.min}
        max={REVENUE_TRACKING.max}
        step={REVENUE_TRACKING.step}
        defaultValue={initial}
        aria-describedby={describedBy}
        aria-valuetext={formatTracking(value)}
        onChange={(event) => setValue(Number(event.target.value))}
        className="accent-ink h-2 w-full cursor-pointer"
      />
      <div className="text-ink-soft flex justify-between text-sm" aria-hidden="true">
        <span>{copy.minLabel}</span>
        <span>{copy.midLabel}</span>
        <span>{copy.maxLabel}</span>
      </div>
    </div>
  );
}
