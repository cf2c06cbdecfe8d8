import { reshapeMedia, reshapePostSummary } from './reshape';
import { wpPostSchema } from './schema';
import { excerptToText, htmlToText } from './text';

describe('reshaping WordPress text', () => {
  it('decodes entities and drops markup from titles', () => {
    expect(htmlToText('UX &amp; Design &#8211; <em>the</em> &#8220;job&#8221;')).toBe(
      'UX & Design – the “job”',
    );
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });

  it('cleans excerpts of WordPress’s […] and “more” links', () => {
    expect(excerptToText('<p>Buyers stall on anxiety [&hellip;]</p>\n')).toBe(
      'Buyers stall on anxiety…',
    );
    expect(excerptToText('<p>Short.</p> <a class="more-link" href="/x">Continue reading</a>')).toBe(
      'Short.',
    );
  });
});

describe('reshaping media', () => {
  const base = { id: 7, source_url: 'https://cms.example.com/full.webp', alt_text: 'A chart' };
  const size = (name: string) => ({
    source_url: `https://cms.example.com/${name}.webp`,
    width: 10,
    height: 5,
  });

  it('prefers medium_large, then large, then full, then source_url', () => {
    const sizes = { full: size('full'), large: size('large'), medium_large: size('ml') };
    expect(reshapeMedia({ ...base, media_details: { sizes } })?.url).toMatch(/ml\.webp$/);
    expect(
      reshapeMedia({ ...base, media_details: { sizes: { full: size('f'), large: size('l') } } })
        ?.url,
    ).toMatch(/l\.webp$/);
    expect(reshapeMedia({ ...base, media_details: { sizes: [] } })?.url).toBe(base.source_url);
  });

  it('gives no image for error objects or unusable URLs', () => {
    expect(
      reshapeMedia({ code: 'rest_forbidden', message: 'Sorry', data: { status: 401 } }),
    ).toBeNull();
    expect(reshapeMedia({ id: 3 })).toBeNull();
    expect(reshapeMedia({ ...base, source_url: 'javascript:alert(1)' })).toBeNull();
  });
});

describe('reshaping posts', () => {
  const post = (extra: object) =>
    wpPostSchema.parse({
      id: 1,
      date: '2025-01-02T09:00:00',
      date_gmt: '2025-01-02T01:00:00',
      slug: 's',
      link: 'https://cms.example.com/s/',
      title: { rendered: '' },
      excerpt: { rendered: '<p>x</p>', protected: false },
      ...extra,
    });

  it('names an untitled post “Untitled” and dates it in UTC', () => {
    const summary = reshapePostSummary(post({}));
    expect(summary.title).toBe('Untitled');
    expect(summary.date).toBe('2025-01-02T01:00:00.000Z');
  });

  it('marks case-study posts by any category naming case study or case studies', () => {
    const terms = (name: string) => ({
      'wp:term': [[{ id: 3, name, slug: 'x', taxonomy: 'category' }], []],
    });
    expect(reshapePostSummary(post({ _embedded: terms('Client Case Studies') })).isCaseStudy).toBe(
      true,
    );
    expect(reshapePostSummary(post({ _embedded: terms('case study') })).isCaseStudy).toBe(true);
    expect(reshapePostSummary(post({ _embedded: terms('Studies') })).isCaseStudy).toBe(false);
  });
});
