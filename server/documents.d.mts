import type http from 'node:http';

type Handle = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

export function inlineFlightTextRow(text: string): string;
export function readStylesheetRows(distDir: string): string[];
export function emptyStylesheetRows(html: string, rows: readonly string[]): string;
export function entityTag(body: Buffer | string): string;
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean;
export function withDocuments(handle: Handle, options: { rows: readonly string[] }): Handle;
export function acceptsGzip(acceptEncoding: string | undefined): boolean;
export const GZIP_CACHE_BYTES: number;
export function takeHeadScripts(head: string): { head: string; sources: string[] };
export function scriptLoader(sources: readonly string[], stylesheets?: readonly string[]): string;
export function beforeBodyEnd(html: string, addition: string): string;
export function scriptsAfterFirstFrame(html: string, stylesheets?: readonly string[]): string;
export const PREPARED_CACHE_CHARS: number;
export function singleQuotedFlight(html: string): string;
