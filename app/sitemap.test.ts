import { resetConfigForTests } from '@/lib/config';
import { getDb } from '@/lib/db';
import { startHttpStub } from '@/test/http-stub';
import sitemap from './sitemap';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

const post = (id: number, slug: string, extra: Record<string, unknown> = {}) => ({
  id,
  date: '2025-01-02T09:00:00',
  date_gmt: '2025-01-02T01:00:00',
  modified: '2025-03-04T09:00:00',
  modified_gmt: '2025-03-04T01:00:00',
  slug,
  link: `http://cms.internal/2025/01/02/${slug}/`,
  title: { rendered: slug },
  categories: [],
  tags: [],
  ...extra,
});

const memo = globalThis as { __contentApi?: unknown };
let stub: Awaited<ReturnType<typeof startHttpStub>>;
let wordpressUp = true;

beforeAll(async () => {
  stub = await startHttpStub((request) => {
    if (!wordpressUp) return { status: 503, body: { code: 'down' } };
    if (request.url.startsWith('/wp-json/wp/v2/categories')) return { status: 200, body: [] };
    return {
      status: 200,
      body: [
        post(1, 'kept-post'),
        post(2, 'hidden-post', {
          yoast_head_json: { robots: { index: 'noindex', follow: 'follow' } },
        }),
        post(3, 'staging-noindex', {
          // WordPress discourages search engines on the whole site; the post itself does not.
          yoast_head_json: { robots: { index: 'noindex', follow: 'nofollow' } },
          hidden_growth_seo: { plugin: 'yoast', discouraged: true, noindex: false },
        }),
      ],
    };
  });
  process.env.WORDPRESS_URL = stub.url;
  process.env.SITE_URL = 'https://www.example.com';
  resetConfigForTests();
  delete memo.__contentApi;
});

afterAll(async () => {
  delete process.env.WORDPRESS_URL;
  delete process.env.SITE_URL;
  resetConfigForTests();
  delete memo.__contentApi;
  await stub.close();
});

const postEntries = (entries: Awaited<ReturnType<typeof sitemap>>) =>
  entries.filter((entry) => entry.url.includes('/insights/'));

describe('the sitemap', () => {
  it('lists each post on the site’s own address, with WordPress’s modified date, and no noindexed one', async () => {
    const entries = postEntries(await sitemap());
    expect(entries.map((entry) => [entry.url, entry.lastModified])).toEqual([
      ['https://www.example.com/insights/kept-post', '2025-03-04T01:00:00.000Z'],
      ['https://www.example.com/insights/staging-noindex', '2025-03-04T01:00:00.000Z'],
    ]);
    expect(JSON.stringify(await sitemap())).not.toContain('cms.internal');
  });

  it('keeps its last good list of posts while WordPress is down', async () => {
    await sitemap();
    wordpressUp = false;
    // A new instance, whose data cache is empty, on a store whose kept answers of single
    // requests have been pruned (it keeps the last 2,000): the list itself is still there.
    delete memo.__contentApi;
    await getDb().deleteFrom('wordpress_last_good').where('kind', '=', 'answer').execute();
    try {
      expect(postEntries(await sitemap()).map((entry) => entry.url)).toEqual([
        'https://www.example.com/insights/kept-post',
        'https://www.example.com/insights/staging-noindex',
      ]);
    } finally {
      wordpressUp = true;
    }
  });
});
