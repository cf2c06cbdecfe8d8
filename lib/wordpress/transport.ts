/**
 * The seam between the adapter and where content comes from: both sources answer the REST API's
 * own requests with its own JSON and totals, so the two cannot drift apart.
 */
export type QueryValue = string | number | boolean | undefined | null;
export type Query = Record<string, QueryValue>;

export interface TransportResponse {
  body: unknown;
  total: number | null;
  totalPages: number | null;
  /** True when this answer was kept from an earlier success because WordPress failed. */
  stale?: boolean;
  /** When WordPress gave this answer (ISO date), if known. */
  answeredAt?: string;
}

export interface RequestOptions {
  tags: string[];
}

export interface WordPressTransport {
  readonly kind: 'rest' | 'snapshot';
  request(endpoint: string, query: Query, options: RequestOptions): Promise<TransportResponse>;
  /** Whether WordPress answers now, asked past every cache with a short timeout. */
  reachable?(): Promise<boolean>;
  /** Rank Math's head for a post's WordPress address (rankmath/v1/getHead); REST only. */
  requestHead?(url: string, options: RequestOptions): Promise<unknown>;
}

const WORDPRESS_ERROR = Symbol.for('hidden-growth.wordpress-error');

/** A failed call: the HTTP status (0 for network failures and timeouts) and the endpoint. */
export class WordPressError extends Error {
  // The adapter is shared by the whole process while each route's bundle has its own copy of
  // this class: `instanceof` asks for the brand, so an error made by another copy still counts.
  readonly [WORDPRESS_ERROR] = true;

  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && WORDPRESS_ERROR in value;
  }

  constructor(
    public readonly status: number,
    public readonly endpoint: string,
    public readonly code?: string,
    message?: string,
  ) {
    super(message ?? `WordPress request ${endpoint} failed with status ${status}`);
    this.name = 'WordPressError';
  }

  /** 4xx answers are the request's fault: retrying cannot help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** WordPress's answer to a page past the last one: an empty page, not an outage. */
export const PAST_LAST_PAGE_CODE = 'rest_post_invalid_page_number';

/** The query string WordPress receives: empty values dropped, keys sorted for stable keys. */
export function toSearchParams(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  return params;
}

export function requestKey(endpoint: string, query: Query): string {
  const qs = toSearchParams(query).toString();
  return qs ? `${endpoint}?${qs}` : endpoint;
}
