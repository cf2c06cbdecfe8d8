import http from 'node:http';
import https from 'node:https';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: () => string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client's own address: another address on the loopback network is another client. */
  localAddress?: string;
  /** For HTTPS: the certificate to trust and the name to ask for. */
  ca?: Buffer;
  servername?: string;
  /** Connects to this Unix socket instead of the URL's host and port. */
  socketPath?: string;
}

/**
 * One request over a fresh connection, with the options fetch() lacks (a local address, a
 * certificate, a socket); answers are not decompressed.
 */
export function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        method: options.method ?? 'GET',
        host: '127.0.0.1',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        headers: { host: target.host, ...options.headers },
        localAddress: options.localAddress,
        socketPath: options.socketPath,
        ca: options.ca,
        servername: options.servername ?? target.hostname,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body,
            text: () => body.toString('utf8'),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A lead as the screener posts it, with the given extra headers. */
export function leadRequest(body: object, headers: Record<string, string> = {}): RequestOptions {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: JSON.stringify(body),
  };
}
