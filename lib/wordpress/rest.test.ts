import { createContentApi } from './queries';
import { createRestTransport } from './rest';
import { recordedFetch, recordings, replay } from '@/test/wordpress/recordings';
import { WordPressError } from './transport';

const noSleep = jest.fn(async (_ms: number) => undefined);

function transport(fetchImpl: jest.Mock, options: { timeoutMs?: number } = {}) {
  return createRestTransport({
    baseUrl: 'https://cms.example.com/',
    fetch: fetchImpl as unknown as typeof fetch,
    sleep: noSleep,
    ...options,
  });
}

beforeEach(() => noSleep.mockClear());

describe('REST source against recorded WordPress answers', () => {
  it('builds the request URL, asks for JSON and tags the data cache for 5 minutes', async () => {
    const fetchImpl = jest.fn(async () => replay('posts-page1'));
    await transport(fetchImpl).request(
      '/posts',
      { per_page: 2, page: 1, _embed: 1, categories_exclude: 3, search: undefined },
      { tags: ['wp:posts', 'wp:insights'] },
    );
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [
      string,
      RequestInit & { next: unknown },
    ];
    expect(url).toBe(
      'https://cms.example.com/wp-json/wp/v2/posts?_embed=1&categories_exclude=3&page=1&per_page=2',
    );
    expect(init.headers).toEqual({ Accept: 'application/json' });
    expect(init.next).toEqual({ revalidate: 300, tags: ['wp:posts', 'wp:insights'] });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('reads totals from X-WP-Total and X-WP-TotalPages', async () => {
    const response = await transport(jest.fn(async () => replay('posts-page1'))).request(
      '/posts',
      {},
      { tags: [] },
    );
    expect(response.total).toBe(Number(recordings['posts-page1'].headers['x-wp-total']));
    expect(response.totalPages).toBe(Number(recordings['posts-page1'].headers['x-wp-totalpages']));
    expect(response.total).toBeGreaterThan(30);
  });

  it('turns the 400 rest_post_invalid_page_number past the last page into an empty page', async () => {
    expect(recordings['posts-past-end'].status).toBe(400);
    const fetchImpl = jest.fn(async () => replay('posts-past-end'));
    const response = await transport(fetchImpl).request('/posts', { page: 999 }, { tags: [] });
    expect(response).toEqual({ body: [], total: null, totalPages: null });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('does not retry other 4xx answers', async () => {
    const fetchImpl = jest.fn(
      async () => new Response(JSON.stringify({ code: 'rest_invalid_param' }), { status: 400 }),
    );
    await expect(
      transport(fetchImpl).request('/posts', { per_page: 500 }, { tags: [] }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'rest_invalid_param',
      endpoint: '/posts',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(noSleep).not.toHaveBeenCalled();
  });

  it('retries 5xx up to 3 times with a growing backoff, then fails', async () => {
    const fetchImpl = jest.fn(async () => new Response('Bad gateway', { status: 502 }));
    const error = await transport(fetchImpl)
      .request('/tags', {}, { tags: [] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WordPressError);
    expect((error as WordPressError).status).toBe(502);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(noSleep.mock.calls.map(([ms]) => ms)).toEqual([150, 300, 600]);
  });

  it('recovers when a retry succeeds after a network failure', async () => {
    const fetchImpl = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce(replay('tags'));
    const response = await transport(fetchImpl).request('/tags', { per_page: 100 }, { tags: [] });
    expect(Array.isArray(response.body)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('gives up on a request that outlives its timeout', async () => {
    const fetchImpl = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    await expect(
      createRestTransport({
        baseUrl: 'https://cms.example.com',
        fetch: fetchImpl as unknown as typeof fetch,
        sleep: noSleep,
        timeoutMs: 20,
        retries: 1,
      }).request('/posts', {}, { tags: [] }),
    ).rejects.toMatchObject({ status: 0, code: 'timeout' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('refuses an answer that is not JSON', async () => {
    const fetchImpl = jest.fn(
      async () => new Response('<html>maintenance</html>', { status: 200 }),
    );
    await expect(transport(fetchImpl).request('/posts', {}, { tags: [] })).rejects.toMatchObject({
      code: 'invalid_json',
    });
  });
});

describe('WordPressError', () => {
  it('is recognised across copies of the class, as each route bundle has its own', () => {
    let Copy: typeof WordPressError | undefined;
    jest.isolateModules(() => {
      Copy = (jest.requireActual('./transport') as { WordPressError: typeof WordPressError })
        .WordPressError;
    });
    expect(Copy).not.toBe(WordPressError);
    expect(new Copy!(503, '/posts')).toBeInstanceOf(WordPressError);
    expect(new WordPressError(503, '/posts')).toBeInstanceOf(Copy!);
    expect(new Error('plain')).not.toBeInstanceOf(WordPressError);
  });
});

describe('REST source: answers more than a day old', () => {
  const dayOld = new Date(Date.now() - 25 * 60 * 60 * 1000).toUTCString();
  const json = (date: string) =>
    new Response('[]', { status: 200, headers: { 'content-type': 'application/json', date } });

  it('asks again past the data cache when the cached answer is more than a day old', async () => {
    const now = new Date().toUTCString();
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce(json(dayOld))
      .mockResolvedValueOnce(json(now));
    const response = await transport(fetchImpl).request('/posts', {}, { tags: ['wp:posts'] });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect((fetchImpl.mock.calls[1] as [string, RequestInit])[1].cache).toBe('no-store');
    expect(response.answeredAt).toBe(new Date(now).toISOString());
  });

  it('fails when WordPress does not answer that second request', async () => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce(json(dayOld))
      .mockRejectedValue(new TypeError('fetch failed'));
    await expect(
      transport(fetchImpl).request('/posts', {}, { tags: ['wp:posts'] }),
    ).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('takes an answer without a Date header as current', async () => {
    const fetchImpl = jest.fn(async () => new Response('[]', { status: 200 }));
    const response = await transport(fetchImpl).request('/posts', {}, { tags: [] });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(response.answeredAt).toBeUndefined();
  });

  it('says whether WordPress answers now, asked past every cache', async () => {
    const up = jest.fn(async () => new Response('[]', { status: 200 }));
    expect(await transport(up).reachable!()).toBe(true);
    expect((up.mock.calls[0] as unknown as [string, RequestInit])[1].cache).toBe('no-store');
    const failing = jest.fn(async () => new Response('', { status: 503 }));
    expect(await transport(failing).reachable!()).toBe(false);
    const down = jest.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await transport(down).reachable!()).toBe(false);
  });
});

describe('content queries over recorded answers', () => {
  const api = () => createContentApi(transport(recordedFetch()));

  it('reshapes posts: decoded titles, the preferred image size, terms by taxonomy', async () => {
    const fetchImpl = jest.fn(async (url: string) =>
      replay(url.includes('/categories') ? 'categories-case-study' : 'posts-page1'),
    );
    const page = await createContentApi(transport(fetchImpl)).getInsights({ page: 1 });
    const postsUrl = fetchImpl.mock.calls.map(([url]) => url).find((url) => url.includes('/posts'));
    expect(postsUrl).toContain('categories_exclude=3');
    expect(page.total).toBe(Number(recordings['posts-page1'].headers['x-wp-total']));
    const [first] = page.posts;
    const raw = (recordings['posts-page1'].body as { title: { rendered: string } }[])[0]!;
    expect(first!.title).toBe(raw.title.rendered.replace(/&#8217;/g, '’').replace(/&#8216;/g, '‘'));
    expect(first!.image?.url).toMatch(/-768x432\.webp$/);
    expect(first!.image).toMatchObject({ width: 768, height: 432 });
    expect(first!.categories.map((c) => c.name)).toContain('Insights');
    expect(first!.tags.length).toBeGreaterThan(0);
    expect(first!.excerpt).not.toMatch(/<|&#/);
  });

  it('finds the Case Study category by name', async () => {
    expect(await api().getCaseStudyCategory()).toEqual({
      id: 3,
      name: 'Case Study',
      slug: 'case-study',
    });
  });

  it('keeps WordPress tags with decoded names and counts', async () => {
    const tags = await api().getAllTags();
    expect(tags.find((tag) => tag.slug === 'churn-retention')?.name).toBe('Churn & Retention');
    const topics = await api().getTopicTags();
    expect(topics.map((t) => t.name)).not.toEqual(expect.arrayContaining(['Analysis']));
    expect(topics.every((t) => t.count > 0)).toBe(true);
    expect(topics.find((t) => t.name === 'Partnerships')).toBeUndefined();
  });

  it('gives a post whose featured image was deleted no image', async () => {
    const post = await api().getPostBySlug('research-ops-recordings');
    expect(post?.title).toBe('Research ops: keeping recordings safe & useful');
    expect(post?.image).toBeNull();
  });

  it('lists a password-protected post without its body or excerpt', async () => {
    const post = await api().getPostBySlug('client-debrief-q2-pricing-study');
    expect(post).toMatchObject({ isProtected: true, contentHtml: '', excerpt: '' });
  });
});

describe('preview reads', () => {
  const draft = {
    id: 321,
    date: '2026-01-05T09:00:00',
    date_gmt: null,
    slug: '',
    status: 'draft',
    title: { rendered: 'Saved draft title' },
    content: { rendered: '<p>Saved body.</p>', protected: false },
    excerpt: { rendered: '<p>Saved.</p>', protected: false },
    categories: [],
    tags: [],
    _embedded: { 'wp:term': [[], []] },
  };
  const autosave = {
    id: 654,
    parent: 321,
    modified: '2026-01-06T10:00:00',
    modified_gmt: '2026-01-06T02:00:00',
    title: { rendered: 'Unsaved title' },
    content: { rendered: '<p>Unsaved body.</p>', protected: false },
    excerpt: { rendered: '<p>Unsaved.</p>', protected: false },
  };

  function previewFetch(answers: Record<string, unknown>) {
    return jest.fn(async (url: string) => {
      const path = new URL(url).pathname.replace('/wp-json/wp/v2', '');
      return path in answers
        ? Response.json(answers[path])
        : Response.json({ code: 'rest_post_invalid_id' }, { status: 404 });
    });
  }

  function previewApi(fetchImpl: jest.Mock) {
    return createContentApi(
      createRestTransport({
        baseUrl: 'https://cms.example.com',
        fetch: fetchImpl as unknown as typeof fetch,
        revalidateSeconds: false,
        authorization: 'Basic c2l0ZS1wcmV2aWV3OnNlY3JldA==',
        sleep: noSleep,
      }),
    );
  }

  it('sends the preview account and keeps nothing in the data cache', async () => {
    const fetchImpl = previewFetch({ '/posts/321': draft });
    const { post, published } = await previewApi(fetchImpl).getPreviewPost(321);
    expect(post).toMatchObject({ id: 321, slug: '', title: 'Saved draft title' });
    expect(published).toBe(false);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://cms.example.com/wp-json/wp/v2/posts/321?_embed=1');
    expect(init.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Basic c2l0ZS1wcmV2aWV3OnNlY3JldA==',
    });
    expect(init.cache).toBe('no-store');
    expect(init).not.toHaveProperty('next');
  });

  it('lays the autosave’s title, body and excerpt over its post', async () => {
    const fetchImpl = previewFetch({ '/posts/321': draft, '/posts/321/autosaves/654': autosave });
    const { post } = await previewApi(fetchImpl).getPreviewPost(321, 654);
    expect(post).toMatchObject({
      id: 321,
      title: 'Unsaved title',
      contentHtml: '<p>Unsaved body.</p>',
      excerpt: 'Unsaved.',
      modified: '2026-01-06T02:00:00.000Z',
    });
  });

  it('refuses an autosave of another post', async () => {
    const fetchImpl = previewFetch({
      '/posts/321': draft,
      '/posts/321/autosaves/654': { ...autosave, parent: 999 },
    });
    await expect(previewApi(fetchImpl).getPreviewPost(321, 654)).rejects.toMatchObject({
      status: 404,
    });
  });
});
