import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/lib/db';

/**
 * What a feature declares it holds about a person (its own `personal-data.ts`), and what the
 * privacy desk (lib/privacy) reads from each declaration. It lies below both, so that a
 * feature declares what it holds without importing the desk, and the desk knows no feature.
 */

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

export interface Correction {
  name?: string;
  website?: string;
}

/** How many rows a delete removed: what an erasure or the purge counts. */
export const deleted = async (query: { executeTakeFirst(): Promise<{ numDeletedRows: bigint }> }) =>
  Number((await query.executeTakeFirst()).numDeletedRows);

export const PURPOSES = ['newsletter', 'follow-up', 'call'] as const;
export type Purpose = (typeof PURPOSES)[number];

/**
 * What one feature holds about a person, registered with the desk (lib/site-personal-data.ts):
 * the tables it declares (a test holds every table with an address or name column to a
 * declaration), how long each kind is kept, and how to find, correct, withdraw and erase it by
 * address (trimmed, lower-cased).
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
  /**
   * Once an erasure is committed: what the feature's erase queued for outside systems, tried
   * at once (booking: the calendar's events). A failure is left to the queued jobs.
   */
  afterErase?(db: Kysely<Database>, now: Date): Promise<unknown>;
  /** The addresses whose data of this feature was written or sent in a window (breach count). */
  touched(db: Db, since: string, until: string): Promise<{ email: string; kind: string }[]>;
}
