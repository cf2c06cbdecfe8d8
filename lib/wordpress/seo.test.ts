import { createContentApi } from './queries';
import { parseRankMathHead, reshapeSeo } from './seo';
import type { WordPressTransport } from './transport';

/**
 * yoast_head_json as Yoast SEO documents it (developer.yoast.com/customization/apis/rest-api,
 * the raw JSON format of Yoast SEO 16.7 and later), for a post on a WordPress at
 * cms.example.com whose editor set an SEO title, a description and a share image.
 */
const yoast = {
  title: 'Twelve interviews, in detail - Hidden Growth CMS',
  description: 'Why twelve interviews usually surface the jobs, told by the editor.',
  robots: {
    index: 'index',
    follow: 'follow',
    'max-snippet': 'max-snippet:-1',
    'max-image-preview': 'max-image-preview:large',
    'max-video-preview': 'max-video-preview:-1',
  },
  canonical: 'https://cms.example.com/2025/01/02/twelve-interviews/',
  og_locale: 'en_US',
  og_type: 'article',
  og_title: 'Twelve interviews, for sharing',
  og_description: 'The share card’s own description.',
  og_url: 'https://cms.example.com/2025/01/02/twelve-interviews/',
  og_site_name: 'Hidden Growth CMS',
  article_published_time: '2025-01-02T01:00:00+00:00',
  og_image: [
    {
      width: 1200,
      height: 675,
      url: 'https://cms.example.com/wp-content/uploads/2025/01/share.png',
      type: 'image/png',
    },
  ],
  twitter_card: 'summary_large_image',
  twitter_misc: { 'Est. reading time': '4 minutes' },
  schema: {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'Organization', '@id': 'https://cms.example.com/#organization', name: 'CMS' },
      { '@type': 'WebSite', '@id': 'https://cms.example.com/#website' },
      {
        '@type': 'FAQPage',
        '@id': 'https://cms.example.com/2025/01/02/twelve-interviews/#faq',
        mainEntity: [{ '@type': 'Question', name: 'How many?' }],
      },
    ],
  },
};

describe('SEO-plugin metadata of a post', () => {
  it('reads Yoast’s title, description, share image and robots', () => {
    const seo = reshapeSeo({ yoast_head_json: yoast });
    expect(seo).toEqual({
      source: 'yoast',
      title: 'Twelve interviews, in detail - Hidden Growth CMS',
      siteName: 'Hidden Growth CMS',
      description: 'Why twelve interviews usually surface the jobs, told by the editor.',
      ogTitle: 'Twelve interviews, for sharing',
      ogDescription: 'The share card’s own description.',
      image: {
        url: 'https://cms.example.com/wp-content/uploads/2025/01/share.png',
        width: 1200,
        height: 675,
        alt: '',
      },
      noindex: false,
      nofollow: false,
      graph: yoast.schema['@graph'],
    });
  });

  it('is absent without the field, and a malformed field is ignored, never an error', () => {
    expect(reshapeSeo({})).toBeUndefined();
    expect(reshapeSeo({ yoast_head_json: 'nonsense' })).toBeUndefined();
    expect(reshapeSeo({ yoast_head_json: { title: 42, og_image: 'x' } })).toMatchObject({
      source: 'yoast',
      image: null,
    });
  });

  it('honours a post’s own noindex, whether Yoast or the plugin reports it', () => {
    const noindex = { ...yoast, robots: { index: 'noindex', follow: 'nofollow' } };
    expect(reshapeSeo({ yoast_head_json: noindex })).toMatchObject({
      noindex: true,
      nofollow: true,
    });
    expect(
      reshapeSeo({
        yoast_head_json: noindex,
        hidden_growth_seo: { plugin: 'yoast', discouraged: true, noindex: true, nofollow: false },
      }),
    ).toMatchObject({ noindex: true, nofollow: false });
  });

  it('ignores the noindex WordPress’s “discourage search engines” puts on every post', () => {
    const everywhere = { ...yoast, robots: { index: 'noindex', follow: 'nofollow' } };
    expect(
      reshapeSeo({
        yoast_head_json: everywhere,
        hidden_growth_seo: { plugin: 'yoast', discouraged: true, noindex: false, nofollow: false },
      }),
    ).toMatchObject({ noindex: false, nofollow: false });
  });
});

describe('Rank Math’s headless head', () => {
  // What rankmath/v1/getHead answers in its `head` (Rank Math's Headless CMS Support).
  const head = `<title>Pricing research, done right - Hidden Growth CMS</title>
<meta name="description" content="What a pricing study asks, and why."/>
<meta name="robots" content="noindex, follow"/>
<link rel="canonical" href="https://cms.example.com/pricing-research/" />
<meta property="og:title" content="Pricing research &amp; you" />
<meta property="og:description" content="Shared description" />
<meta property="og:url" content="https://cms.example.com/pricing-research/" />
<meta property="og:site_name" content="Hidden Growth CMS" />
<meta property="og:image" content="https://cms.example.com/wp-content/uploads/p.jpg" />
<meta property="og:image:width" content="1200" />
<meta property="og:image:height" content="630" />
<meta property="og:image:alt" content="A price tag" />
<script type="application/ld+json" class="rank-math-schema">{"@context":"https://schema.org","@graph":[{"@type":"Organization","@id":"https://cms.example.com/#organization"},{"@type":"Person","@id":"https://cms.example.com/#person","name":"Ann"}]}</script>`;

  it('reads the same fields from the tags', () => {
    expect(parseRankMathHead(head)).toEqual({
      source: 'rank-math',
      title: 'Pricing research, done right - Hidden Growth CMS',
      siteName: 'Hidden Growth CMS',
      description: 'What a pricing study asks, and why.',
      ogTitle: 'Pricing research & you',
      ogDescription: 'Shared description',
      image: {
        url: 'https://cms.example.com/wp-content/uploads/p.jpg',
        width: 1200,
        height: 630,
        alt: 'A price tag',
      },
      noindex: true,
      nofollow: false,
      graph: [
        { '@type': 'Organization', '@id': 'https://cms.example.com/#organization' },
        { '@type': 'Person', '@id': 'https://cms.example.com/#person', name: 'Ann' },
      ],
    });
  });

  it('reads nothing from a head too large to be one, or broken structured data', () => {
    expect(parseRankMathHead(`<title>x</title>${' '.repeat(300_000)}`)).toBeUndefined();
    expect(
      parseRankMathHead('<script type="application/ld+json" class="rank-math-schema">{</script>'),
    ).toMatchObject({ graph: [] });
  });
});

describe('a post whose SEO plugin is Rank Math', () => {
  it('takes its head from Rank Math’s headless endpoint, for the post’s WordPress address', async () => {
    const asked: string[] = [];
    const transport: WordPressTransport = {
      kind: 'rest',
      async request() {
        return {
          body: [
            {
              id: 5,
              date: '2025-01-02T09:00:00',
              slug: 'pricing-research',
              link: 'https://cms.example.com/pricing-research/',
              title: { rendered: 'Pricing research' },
              _embedded: { 'wp:term': [] },
              hidden_growth_seo: { plugin: 'rank-math', discouraged: false, noindex: false },
            },
          ],
          total: 1,
          totalPages: 1,
        };
      },
      async requestHead(url) {
        asked.push(url);
        return { success: true, head: '<meta name="description" content="From Rank Math"/>' };
      },
    };
    const post = await createContentApi(transport).getPostBySlug('pricing-research');
    expect(asked).toEqual(['https://cms.example.com/pricing-research/']);
    expect(post?.seo).toMatchObject({ source: 'rank-math', description: 'From Rank Math' });
  });
});
