import { REVENUE_TRACKING } from '@/content/screener';
import { screenerFields } from '@/content/screener-fields';
import { FieldLabel } from './fields';

const copy = screenerFields['revenue-tracking'];

interface RevenueSliderProps {
  describedBy: string;
  value: number;
  onChange: (value: number) => void;
}

export function formatTracking(value: number): string {
  if (value === 0) return `0% (${copy.midLabel.toLowerCase()})`;
  return value > 0 ? `+${value}% ahead of target` : `${value}% behind target`;
}

/** Revenue against target, -25% to +25% in whole percent; 0 until the visitor moves it. */
export function RevenueSlider({ describedBy, value, onChange }: RevenueSliderProps) {
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
        id="revenue-tracking"
        name="revenue_tracking_percentage"
        type="range"
        min={REVENUE_TRACKING.min}
        max={REVENUE_TRACKING.max}
        step={REVENUE_TRACKING.step}
        value={value}
        aria-describedby={describedBy}
        aria-valuetext={formatTracking(value)}
        onChange={(event) => onChange(Number(event.target.value))}
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
