import type http from 'node:http';

export function withResponseHints(
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => unknown,
): (req: http.IncomingMessage, res: http.ServerResponse) => unknown;
