/** Builds a Request as a browser on this site would send it, for route-handler tests. */
export function jsonRequest(
  url: string,
  body: unknown,
  { headers = {}, method = 'POST' }: { headers?: Record<string, string>; method?: string } = {},
): Request {
  return new Request(new URL(url, 'http://localhost:3000'), {
    method,
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': '203.0.113.7',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
