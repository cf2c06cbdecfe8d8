import recorded from './wordpress-6.1-rest.json';

/**
 * Recorded answers of a real WordPress 6.1 (Debian's package, seeded with the sample by the
 * real-WordPress suite; wordpress-tests/record-fixtures.mjs), replayed by a stub `fetch`.
 */
export type RecordedName = keyof typeof recorded;

export interface Recording {
  request: string;
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export const recordings = recorded as unknown as Record<RecordedName, Recording>;

export function replay(name: RecordedName): Response {
  const recording = recordings[name];
  return new Response(JSON.stringify(recording.body), {
    status: recording.status,
    headers: recording.headers,
  });
}

/** A fetch answering each URL whose path and query match a recording's request. */
export function recordedFetch(): jest.Mock<Promise<Response>, [string, RequestInit?]> {
  return jest.fn(async (url: string) => {
    const { pathname, searchParams } = new URL(url);
    const wanted = `${pathname.replace('/wp-json/wp/v2', '')}?${[...searchParams.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}=${v}`)
      .join('&')}`;
    for (const [name, recording] of Object.entries(recordings)) {
      const [path, query = ''] = recording.request.split('?');
      const normal = `${path}?${[...new URLSearchParams(query).entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => `${k}=${v}`)
        .join('&')}`;
      if (normal === wanted) return replay(name as RecordedName);
    }
    return new Response(JSON.stringify({ code: 'rest_no_route' }), { status: 404 });
  });
}
