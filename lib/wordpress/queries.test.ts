import { createContentApi } from './queries';
import type { Query, WordPressTransport } from './transport';
import { CASE_STUDY_CATEGORY_NAME } from './constants';

function post(id: number) {
  return {
    id,
    date: `2025-01-${String((id % 28) + 1).padStart(2, '0')}T09:00:00`,
    slug: `stage-${id}`,
    title: { rendered: `Stage ${id}` },
    categories: [7],
    _embedded: { 'wp:term': [] },
  };
}

/** A WordPress (or a proxy in front of it) that sends no X-WP-TotalPages header. */
function withoutPageCounts(posts: ReturnType<typeof post>[], asked: Query[]): WordPressTransport {
  return {
    kind: 'rest',
    async request(endpoint, query) {
      if (endpoint === '/categories') {
        return {
          body: [{ id: 7, name: CASE_STUDY_CATEGORY_NAME, slug: 'case-study' }],
          total: null,
          totalPages: null,
        };
      }
      asked.push(query);
      const page = Number(query.page);
      const size = Number(query.per_page);
      return {
        body: posts.slice((page - 1) * size, page * size),
        total: null,
        totalPages: null,
      };
    },
  };
}

describe('the case-study timeline', () => {
  it('reads on past a full page when WordPress sends no page count', async () => {
    const asked: Query[] = [];
    const posts = Array.from({ length: 105 }, (_, i) => post(i + 1));
    const timeline = await createContentApi(withoutPageCounts(posts, asked)).getCaseStudyTimeline();
    expect(timeline).toHaveLength(105);
    expect(timeline.at(-1)).toMatchObject({ slug: 'stage-105', title: 'Stage 105' });
    expect(asked.map((query) => query.page)).toEqual([1, 2]);
  });
});
