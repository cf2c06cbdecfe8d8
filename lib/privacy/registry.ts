import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/lib/db';

type Db = Kysely<Database> | Transaction<Database>;

/** A row of the report: plain values, as the JSON export and the printable page show them. */
export type Row = Record<string, string | number | boolean | null>;

/** A service that received a person's data, and when (the report's past year's disclosures). */
export interface Disclosure {
  service: string;
  what: string;
  at: string;
}

/**
 * How long one kind of data is kept: `kind` and `kept` are its row in the privacy page's
 * table (a test holds them to it), `days` or `months` what the purge applies.
 */
export interface Retention {
  key: string;
  kind: string;
  kept: string;
  days?: number;
  months?: number;
}

/** What erasing or withdrawing did, and what the site could not do by itself. */
export interface DeskOutcome {
  counts: Record<string, number>;
  manual: string[];
}

/**
 * What one feature holds about a person, declared in one file in its own folder and
 * registered with the desk (lib/site-personal-data.ts): the tables it declares (a test holds
 * every table with an address or name column to a declaration), how long each kind is kept,
 * and how to find, correct, withdraw and erase it by address (trimmed, lower-cased).
 */
export interface PersonalData {
  feature: string;
  tables: string[];
  retention: Retention[];
  find(db: Db, email: string): Promise<Record<string, Row[]>>;
  disclosures?(db: Db, email: string, since: string): Promise<Disclosure[]>;
  /** Name and website edited in place; what the site could not pass on. */
  correct?(db: Db, email: string, change: Correction, now: Date): Promise<string[]>;
  /** Moves the person's data to a new, verified address. */
  readdress?(db: Db, email: string, to: string): Promise<void>;
  /** Per purpose: withdrawing it, effective at once. */
  withdraw?: Partial<Record<Purpose, (db: Db, email: string, now: Date) => Promise<DeskOutcome>>>;
  erase(db: Db, email: string, now: Date): Promise<DeskOutcome>;
  /** The addresses whose data of this feature was written or sent in a window (breach count). */
  touched(db: Db, since: string, until: string): Promise<{ email: string; kind: string }[]>;
}

export interface Correction {
  name?: string;
  website?: string;
}

export const PURPOSES = ['newsletter', 'follow-up', 'call'] as const;
export type Purpose = (typeof PURPOSES)[number];

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

export const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
export const updated = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows);
