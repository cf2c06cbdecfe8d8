import { screenerCopy } from '@/content/screener';

/** The position within the visitor's path, as text and as a bar. */
export function ProgressBar({
  position,
  total,
  percent,
}: {
  position: number;
  total: number;
  percent: number;
}) {
  const label = screenerCopy.stepLabel(position, total);
  return (
    <div className="grid gap-2">
      <div className="text-ink-soft flex justify-between text-sm font-medium">
        <span>{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={screenerCopy.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label} (${percent}%)`}
        className="bg-line h-2 overflow-hidden rounded-full"
      >
        <div
          className="bg-accent h-full rounded-full transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
