import { openTestStore, type TestStore } from '@/test/store';
import {
  articlePath,
  createRedirectLookup,
  findStoredRedirect,
  recordPostChanges,
  sitePath,
} from './redirects';

const SITE = 'https://www.example.com';
const WORDPRESS = 'https://cms.example.com';

let test: TestStore;
beforeEach(async () => {
  test = await openTestStore();
});
afterEach(async () => {
  await test.close();
});

const renamed = (id: number, previousSlug: string, slug: string) => ({
  changes: [{ kind: 'post' as const, action: 'update' as const, id, slug, previousSlug }],
});

describe('renames the site records from the webhook', () => {
  it('sends every earlier address of a post to its address now, in one hop', async () => {
    await recordPostChanges(test.db, renamed(7, 'first-name', 'second-name'));
    await recordPostChanges(test.db, renamed(7, 'second-name', 'third-name'));
    expect(await findStoredRedirect(test.db, '/insights/first-name')).toEqual({
      to: '/insights/third-name',
      permanent: true,
    });
    expect(await findStoredRedirect(test.db, '/insights/second-name')).toEqual({
      to: '/insights/third-name',
      permanent: true,
    });
    expect(await findStoredRedirect(test.db, '/insights/third-name')).toBeNull();
  });

  it('names the addresses a rename changes: the old ones and the new one', async () => {
    await recordPostChanges(test.db, renamed(7, 'first-name', 'second-name'));
    const affected = await recordPostChanges(test.db, renamed(7, 'second-name', 'third-name'));
    expect(affected.sort()).toEqual(
      ['/insights/first-name', '/insights/second-name', '/insights/third-name'].sort(),
    );
  });

  it('stops redirecting an address a published post holds again, which leaves no loop', async () => {
    await recordPostChanges(test.db, renamed(7, 'first-name', 'second-name'));
    await recordPostChanges(test.db, renamed(7, 'second-name', 'first-name'));
    expect(await findStoredRedirect(test.db, '/insights/first-name')).toBeNull();
    expect(await findStoredRedirect(test.db, '/insights/second-name')).toEqual({
      to: '/insights/first-name',
      permanent: true,
    });
    // Another post published at an old address takes it over.
    await recordPostChanges(test.db, {
      changes: [{ kind: 'post', action: 'publish', id: 9, slug: 'second-name' }],
    });
    expect(await findStoredRedirect(test.db, '/insights/second-name')).toBeNull();
  });

  it('keeps the redirects of an unpublished post aside until it is published again', async () => {
    await recordPostChanges(test.db, renamed(7, 'first-name', 'second-name'));
    await recordPostChanges(test.db, {
      changes: [{ kind: 'post', action: 'trash', id: 7, slug: 'second-name' }],
    });
    expect(await findStoredRedirect(test.db, '/insights/first-name')).toBeNull();
    await recordPostChanges(test.db, {
      changes: [{ kind: 'post', action: 'publish', id: 7, slug: 'second-name' }],
    });
    expect(await findStoredRedirect(test.db, '/insights/first-name')).toEqual({
      to: '/insights/second-name',
      permanent: true,
    });
    await recordPostChanges(test.db, {
      changes: [{ kind: 'post', action: 'delete', id: 7, slug: 'second-name' }],
    });
    expect(await findStoredRedirect(test.db, '/insights/first-name')).toBeNull();
  });

  it('stores slugs as WordPress does: non-Latin ones percent-encoded in lower case', async () => {
    await recordPostChanges(test.db, renamed(3, '顧客', 'customers'));
    expect(articlePath('顧客')).toBe('/insights/%e9%a1%a7%e5%ae%a2');
    expect(await findStoredRedirect(test.db, '/insights/%E9%A1%A7%E5%AE%A2')).toEqual({
      to: '/insights/customers',
      permanent: true,
    });
  });
});

describe('a redirect target', () => {
  it('is a path of this site, whether written as a path or as an address on it', () => {
    expect(sitePath('/insights/new', SITE)).toBe('/insights/new');
    expect(sitePath(`${SITE}/pricing?plan=team#top`, SITE)).toBe('/pricing?plan=team');
  });

  it('is refused when it leaves the site, or is not an address at all', () => {
    for (const target of [
      'https://evil.example/insights/new',
      `${WORDPRESS}/2024/01/02/new/`,
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'insights/new',
      '/insights/new\n',
      `/${'x'.repeat(3000)}`,
      '',
    ]) {
      expect({ target, path: sitePath(target, SITE) }).toEqual({ target, path: null });
    }
  });
});

describe('asking WordPress where an address went', () => {
  function wordpress(answer: (path: string) => Response) {
    const asked: string[] = [];
    const fetcher = jest.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input));
      asked.push(url.searchParams.get('path') ?? '');
      return answer(url.searchParams.get('path') ?? '');
    }) as unknown as typeof fetch;
    return { asked, fetcher };
  }

  it('answers the plugin’s current address with the status it gives', async () => {
    const { asked, fetcher } = wordpress(() => Response.json({ to: '/insights/now', status: 301 }));
    const lookup = createRedirectLookup({ baseUrl: WORDPRESS, siteUrl: SITE, fetch: fetcher });
    expect(await lookup('/insights/then')).toEqual({ to: '/insights/now', permanent: true });
    expect(asked).toEqual(['/insights/then']);
    const temporary = wordpress(() => Response.json({ to: '/insights/now', status: 302 }));
    const again = createRedirectLookup({
      baseUrl: WORDPRESS,
      siteUrl: SITE,
      fetch: temporary.fetcher,
    });
    expect(await again('/insights/then')).toEqual({ to: '/insights/now', permanent: false });
  });

  it('finds nothing for a miss, a loop, an off-site target, a plugin without the route or an outage', async () => {
    const answers: Response[] = [
      Response.json({ to: null, status: 404 }),
      Response.json({ to: '/insights/then', status: 301 }),
      Response.json({ to: 'https://evil.example/', status: 301 }),
      Response.json({ code: 'rest_no_route' }, { status: 404 }),
      new Response('<html>', { status: 500 }),
      Response.json({ to: 42 }),
    ];
    for (const answer of answers) {
      const { fetcher } = wordpress(() => answer);
      const lookup = createRedirectLookup({ baseUrl: WORDPRESS, siteUrl: SITE, fetch: fetcher });
      expect(await lookup('/insights/then')).toBeNull();
    }
  });

  it('asks about at most so many distinct addresses a minute: a flood of 404s is not a flood of calls', async () => {
    const { asked, fetcher } = wordpress(() => Response.json({ to: null, status: 404 }));
    let now = 0;
    const lookup = createRedirectLookup({
      baseUrl: WORDPRESS,
      siteUrl: SITE,
      fetch: fetcher,
      perMinute: 5,
      now: () => now,
    });
    for (let i = 0; i < 50; i++) await lookup(`/insights/random-${i}`);
    expect(asked).toHaveLength(5);
    // An address already asked about this minute is asked again (its answer is in the cache).
    await lookup('/insights/random-0');
    expect(asked).toHaveLength(6);
    now += 61_000;
    await lookup('/insights/random-49');
    expect(asked).toHaveLength(7);
  });

  it('never sends WordPress an address longer than a slug can make', async () => {
    const { asked, fetcher } = wordpress(() => Response.json({ to: '/x', status: 301 }));
    const lookup = createRedirectLookup({ baseUrl: WORDPRESS, siteUrl: SITE, fetch: fetcher });
    expect(await lookup(`/insights/${'a'.repeat(2000)}`)).toBeNull();
    expect(asked).toEqual([]);
  });
});
