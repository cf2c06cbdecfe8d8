import type http from 'node:http';

type Handle = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;
export interface DirectReply {
  status: number;
  json?: unknown;
  headers?: Record<string, string>;
}
export interface DirectCall {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  request(): Request;
}
export const DIRECT_CALL: unique symbol;
export type RouteHandler = ((request: Request) => Promise<Response>) & {
  [DIRECT_CALL]?: (call: DirectCall) => Promise<DirectReply | Response>;
};

export const DIRECT_ROUTES: readonly string[];
export const READ_AHEAD_BYTES: number;
export function loadDirectRoutes(options: {
  distDir: string;
  require: (id: string) => unknown;
  routes?: readonly string[];
  onMissing?: (route: string, error?: unknown) => void;
}): Promise<Map<string, RouteHandler>>;
export function withDirectRoutes(handlers: Map<string, RouteHandler>, next: Handle): Handle;
export function toWebRequest(req: http.IncomingMessage, body?: Buffer): Request;
export function writeResponse(
  response: Response,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void>;
export function writeReply(
  reply: DirectReply,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): void;
