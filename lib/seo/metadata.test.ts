import { pageMetadata } from './metadata';

describe('pageMetadata', () => {
  const base = { title: 'Pricing', description: 'Three ways to work with us.', path: '/pricing' };

  it('leaves the title to the site template unless told it is complete', () => {
    expect(pageMetadata(base).title).toBe('Pricing');
    expect(pageMetadata({ ...base, absoluteTitle: true }).title).toEqual({ absolute: 'Pricing' });
  });

  it('names the site share image when the page has none, for Open Graph and Twitter', () => {
    const metadata = pageMetadata(base);
    const expected = [
      expect.objectContaining({ url: '/opengraph-image', width: 1200, height: 630 }),
    ];
    expect(metadata.openGraph?.images).toEqual(expected);
    expect(metadata.twitter?.images).toEqual(expected);
  });

  it('leaves the image to the page opengraph-image file when it has one', () => {
    const metadata = pageMetadata({ ...base, image: 'file' });
    expect(metadata.openGraph).not.toHaveProperty('images');
    expect(metadata.twitter).not.toHaveProperty('images');
  });

  it('uses the page image when given', () => {
    const image = { url: 'https://media.example/post.jpg', width: 800, height: 400, alt: 'A post' };
    const metadata = pageMetadata({ ...base, image });
    expect(metadata.openGraph?.images).toEqual([image]);
    expect(metadata.twitter?.images).toEqual([image]);
  });
});
