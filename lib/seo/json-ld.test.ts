import { missingRequired } from '@/test/structured-data';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  organizationJsonLd,
  videoObjectJsonLd,
  websiteJsonLd,
} from './json-ld';

describe('structured data', () => {
  it('names the firm with its logo and its LinkedIn and YouTube pages', () => {
    const organization = organizationJsonLd();
    expect(missingRequired(organization)).toEqual([]);
    expect(organization).toMatchObject({
      sameAs: [
        'https://www.linkedin.com/company/hidden-growth',
        'https://www.youtube.com/@hiddengrowth',
      ],
      logo: expect.stringMatching(/^https?:\/\/.+\/logo\.png$/),
    });
  });

  it('names the site and its publisher', () => {
    const website = websiteJsonLd();
    expect(missingRequired(website)).toEqual([]);
    expect(website).toMatchObject({
      publisher: { '@id': (organizationJsonLd() as { '@id': string })['@id'] },
    });
  });

  it('numbers a breadcrumb trail from 1 with absolute URLs', () => {
    const trail = breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Insights', path: '/insights' },
      { name: 'A post', path: '/insights/a-post' },
    ]);
    expect(missingRequired(trail)).toEqual([]);
    expect(trail.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: 'Home', item: expect.stringMatching(/\/$/) }),
      expect.objectContaining({ position: 2, item: expect.stringMatching(/\/insights$/) }),
      expect.objectContaining({ position: 3, item: expect.stringMatching(/\/insights\/a-post$/) }),
    ]);
  });

  it('describes a YouTube video with the fields search engines require, and no other video', () => {
    const video = videoObjectJsonLd({
      url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      name: 'First interview',
      description: 'A switch interview.',
      uploadDate: '2025-02-18',
    });
    expect(missingRequired(video)).toEqual([]);
    expect(video).toMatchObject({
      thumbnailUrl: 'https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg',
      embedUrl: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
    });
    expect(
      videoObjectJsonLd({
        url: 'https://vimeo.com/123',
        name: 'x',
        description: 'x',
        uploadDate: '2025-02-18',
      }),
    ).toBeNull();
  });

  it('gives an article what search engines ask of a BlogPosting', () => {
    const post = blogPostingJsonLd({
      title: 'A post',
      description: 'About it.',
      path: '/insights/a-post',
      datePublished: '2025-01-01T00:00:00Z',
    });
    expect(missingRequired(post)).toEqual([]);
  });

  it('reports what is missing, where', () => {
    expect(
      missingRequired({
        '@type': 'VideoObject',
        name: 'x',
        uploadDate: 'yesterday',
        publisher: { '@type': 'Organization' },
      }),
    ).toEqual([
      '$: VideoObject.description',
      '$: VideoObject.thumbnailUrl',
      '$: VideoObject.embedUrl',
      '$: uploadDate yesterday is no ISO 8601 date',
      '$.publisher: Organization.name',
    ]);
    expect(missingRequired({ '@context': 'https://schema.org', '@type': 'Organization' })).toEqual([
      '$: Organization.name',
      '$: Organization.url',
      '$: Organization.logo',
      '$: Organization.sameAs',
    ]);
  });
});
