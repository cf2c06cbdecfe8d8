'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * The slots page's times in the visitor's own zone, once the browser tells it; the server's
 * (and a visitor without JavaScript's) are in the consultancy's zone, named.
 */
const noSubscribe = () => () => undefined;

/** The browser's zone, or null on the server and before hydration. */
function useVisitorZone(): string | null {
  return useSyncExternalStore(
    noSubscribe,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone ?? null,
    () => null,
  );
}

function useOtherZone(consultancyZone: string): string | null {
  const zone = useVisitorZone();
  return zone && zone !== consultancyZone ? zone : null;
}

export function ZoneNote({
  consultancyZone,
  server,
  local,
}: {
  consultancyZone: string;
  server: string;
  /** The same in the visitor's zone; `{zone}` is filled in. */
  local: string;
}) {
  const zone = useOtherZone(consultancyZone);
  return <>{zone ? local.replace('{zone}', zone) : server}</>;
}

/** A slot's button: its time, and its name saying the day as well. */
export function SlotButton({
  consultancyZone,
  start,
  label,
  name,
  template,
  className,
}: {
  consultancyZone: string;
  start: string;
  label: ReactNode;
  name: string;
  /** The button's name, with `{time}` and `{day}`. */
  template: string;
  className: string;
}) {
  const zone = useOtherZone(consultancyZone);
  if (!zone) {
    return (
      <button type="submit" aria-label={name} className={className}>
        {label}
      </button>
    );
  }
  const at = new Date(start);
  const time = at.toLocaleTimeString('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
  });
  const day = at.toLocaleDateString('en-GB', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  // The visible text ("03:30 Tue") stands in the name, then the whole day: the day the time
  // falls on where the visitor is may not be the heading's.
  const short = `${time} ${day.slice(0, 3)}`;
  return (
    <button
      type="submit"
      aria-label={template.replace('{time}', short).replace('{day}', day)}
      className={className}
    >
      {short}
    </button>
  );
}
