import type http from 'node:http';
import type { Socket } from 'node:net';

export type SiteServer = http.Server & { closing: boolean; inFlight: Set<http.ServerResponse> };

export const FORWARDING_HEADERS: readonly string[];
export const SHUTDOWN_TIMEOUT_MS: number;
export function parseTrustProxy(value: string | undefined): boolean;
export function socketAddress(socket: Pick<Socket, 'remoteAddress'>): string | undefined;
export function applyForwardingRules(
  req: Pick<http.IncomingMessage, 'headers' | 'socket'>,
  options: { trustProxy: boolean },
): void;
export type SiteHeader = { key: string; value: string };
export function readSiteHeaders(distDir: string): SiteHeader[];
export function isDecodablePath(url: string | undefined): boolean;
export const BAD_PATH_PAGE: string;
export const UNREAD_BODY_LINGER_MS: number;
export function createSiteServer(
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => unknown,
  options: {
    trustProxy: boolean;
    onError?: (error: unknown, req: http.IncomingMessage) => void;
    headers?: readonly SiteHeader[];
  },
): SiteServer;
export function closeGracefully(
  server: SiteServer,
  options?: { timeoutMs?: number },
): Promise<void>;
