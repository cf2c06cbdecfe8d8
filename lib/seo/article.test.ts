import { resetConfigForTests } from '@/lib/config';
import type { Post, SeoHead } from '@/lib/wordpress';
import { articleJsonLd, articleMetadata } from './article';

const WORDPRESS = 'https://cms.example.com';
const LINK = `${WORDPRESS}/2025/01/02/twelve-interviews/`;

const post: Post = {
  id: 12,
  slug: 'twelve-interviews',
  title: 'Twelve interviews are usually enough',
  excerpt: 'The excerpt WordPress wrote.',
  date: '2025-01-02T01:00:00.000Z',
  modified: '2025-02-03T04:00:00.000Z',
  link: LINK,
  image: {
    id: 5,
    url: `${WORDPRESS}/wp-content/uploads/featured.jpg`,
    alt: 'Featured',
    width: 800,
    height: 450,
  },
  categories: [],
  tags: [],
  isCaseStudy: false,
  isProtected: false,
  contentHtml: '<p>Body</p>',
};

const yoast: SeoHead = {
  source: 'yoast',
  title: 'Twelve interviews, in detail - Hidden Growth CMS',
  siteName: 'Hidden Growth CMS',
  description: 'The editor’s own description.',
  ogTitle: 'Twelve interviews, for sharing',
  ogDescription: 'The share card’s description.',
  image: { url: `${WORDPRESS}/wp-content/uploads/share.png`, width: 1200, height: 675, alt: '' },
  noindex: false,
  nofollow: false,
  graph: [
    { '@type': 'Organization', '@id': `${WORDPRESS}/#organization`, name: 'CMS', url: WORDPRESS },
    { '@type': 'WebSite', '@id': `${WORDPRESS}/#website`, url: `${WORDPRESS}/` },
    { '@type': 'WebPage', '@id': LINK, url: LINK },
    { '@type': 'BreadcrumbList', '@id': `${LINK}#breadcrumb` },
    {
      '@type': 'Article',
      '@id': `${LINK}#article`,
      keywords: ['Interviews', 'Sample size'],
      articleSection: ['Research'],
      wordCount: 812,
      publisher: { '@id': `${WORDPRESS}/#organization` },
    },
    {
      '@type': 'Person',
      '@id': `${WORDPRESS}/#/schema/person/1`,
      name: 'Ann Editor',
      url: `${WORDPRESS}/author/ann/`,
      image: { '@type': 'ImageObject', url: 'https://secure.gravatar.com/avatar/1' },
    },
    {
      '@type': 'FAQPage',
      '@id': `${LINK}#faq`,
      isPartOf: { '@id': LINK },
      publisher: { '@id': `${WORDPRESS}/#organization` },
      mainEntity: [{ '@type': 'Question', name: 'How many?', url: `${LINK}#how-many` }],
    },
  ],
};

beforeEach(() => {
  process.env.SITE_URL = 'https://www.example.com';
  process.env.WORDPRESS_URL = WORDPRESS;
  process.env.WORDPRESS_MEDIA_URLS = `${WORDPRESS},https://media.example.com`;
  resetConfigForTests();
});
afterAll(() => {
  delete process.env.SITE_URL;
  delete process.env.WORDPRESS_URL;
  delete process.env.WORDPRESS_MEDIA_URLS;
  resetConfigForTests();
});

describe('an article’s metadata with an SEO plugin', () => {
  it('takes the editor’s title, description and share image', () => {
    const metadata = articleMetadata({ ...post, seo: yoast });
    // The plugin's title without WordPress's site name: the site's template adds its own.
    expect(metadata.title).toBe('Twelve interviews, in detail');
    expect(metadata.description).toBe('The editor’s own description.');
    expect(metadata.openGraph).toMatchObject({
      title: 'Twelve interviews, for sharing',
      description: 'The share card’s description.',
      type: 'article',
    });
    // Rewritten to the public media host.
    expect(metadata.openGraph?.images).toEqual([
      {
        url: 'https://media.example.com/wp-content/uploads/share.png',
        width: 1200,
        height: 675,
        alt: '',
      },
    ]);
    expect(metadata.robots).toBeUndefined();
  });

  it('keeps the canonical and og:url the site’s own, never WordPress’s', () => {
    const metadata = articleMetadata({ ...post, seo: yoast });
    expect(metadata.alternates?.canonical).toBe('/insights/twelve-interviews');
    expect(metadata.openGraph?.url).toBe('/insights/twelve-interviews');
    expect(JSON.stringify(metadata)).not.toContain('cms.example.com');
  });

  it('honours the post’s own noindex', () => {
    const metadata = articleMetadata({ ...post, seo: { ...yoast, noindex: true } });
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });

  it('drops a share image on a host the site does not serve images from', () => {
    const foreign = { ...yoast, image: { ...yoast.image!, url: 'https://tracker.example/i.png' } };
    const metadata = articleMetadata({ ...post, seo: foreign });
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({ url: 'https://media.example.com/wp-content/uploads/featured.jpg' }),
    ]);
  });

  it('is the site’s own without the plugin', () => {
    const metadata = articleMetadata(post);
    expect(metadata.title).toBe('Twelve interviews are usually enough');
    expect(metadata.description).toBe('The excerpt WordPress wrote.');
    expect(metadata.alternates?.canonical).toBe('/insights/twelve-interviews');
    expect(metadata.robots).toBeUndefined();
  });
});

describe('an article’s structured data with an SEO plugin', () => {
  const nodes = (data: object[]) =>
    data.flatMap((item) => ((item as { '@graph'?: object[] })['@graph'] ?? [item]) as object[]);
  const typed = (data: object[], type: string) =>
    nodes(data).filter((node) => (node as { '@type'?: string })['@type'] === type);

  it('keeps what the site does not say itself, with no second Organization or WebSite', () => {
    const data = articleJsonLd({ ...post, seo: yoast });
    expect(typed(data, 'Organization')).toEqual([]);
    expect(typed(data, 'WebSite')).toEqual([]);
    expect(typed(data, 'BlogPosting')).toHaveLength(1);
    expect(typed(data, 'FAQPage')).toHaveLength(1);
    expect(typed(data, 'Person')).toHaveLength(1);
    // The plugin's Article lends its keywords, section and length to the site's BlogPosting.
    expect(typed(data, 'BlogPosting')[0]).toMatchObject({
      description: 'The editor’s own description.',
      keywords: ['Interviews', 'Sample size'],
      articleSection: ['Research'],
      wordCount: 812,
    });
  });

  it('names no address on WordPress’s host: the post’s is the site’s, the rest go', () => {
    const text = JSON.stringify(articleJsonLd({ ...post, seo: yoast }));
    expect(text).not.toContain('cms.example.com');
    expect(text).toContain('https://www.example.com/insights/twelve-interviews#faq');
    expect(text).toContain('https://www.example.com/insights/twelve-interviews#how-many');
    // A publisher reference points at the site's own organisation.
    expect(text).toContain('https://www.example.com/#organization');
    expect(text).toContain('https://secure.gravatar.com/avatar/1');
  });

  it('is the site’s BlogPosting alone without the plugin', () => {
    const data = articleJsonLd(post);
    expect(data).toHaveLength(1);
    expect(typed(data, 'BlogPosting')).toHaveLength(1);
  });
});
