import type { DeskOutcome, PersonalData, Retention } from '@/lib/personal-data';

const globalForDesk = globalThis as unknown as { __personalData?: Map<string, PersonalData> };
const declared = (globalForDesk.__personalData ??= new Map());

/** Registers a feature's declaration (again: replaced). Order matters: erased in this order. */
export function registerPersonalData(data: PersonalData): void {
  declared.set(data.feature, data);
}

export function personalData(): PersonalData[] {
  return [...declared.values()];
}

/** The declared period of a kind of data, by key; throws when no feature declares it. */
export function retentionOf(key: string): Retention {
  for (const data of declared.values())
    for (const retention of data.retention) if (retention.key === key) return retention;
  throw new Error(`No feature declares the retention of ${key}`);
}

export function merge(outcomes: DeskOutcome[]): DeskOutcome {
  const counts: Record<string, number> = {};
  for (const o of outcomes)
    for (const [k, v] of Object.entries(o.counts)) counts[k] = (counts[k] ?? 0) + v;
  return { counts, manual: outcomes.flatMap((o) => o.manual) };
}
