import {
  parseVideoLink,
  youTubeEmbedUrl,
  youTubeThumbnailSource,
  youTubeThumbnailUrl,
  youTubeVideoId,
} from './youtube';

describe('youTubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=sfGtw2C95Ms', 'sfGtw2C95Ms'],
    ['https://youtube.com/watch?v=sfGtw2C95Ms&t=42s', 'sfGtw2C95Ms'],
    ['https://www.youtube.com/watch?feature=share&v=a_b-C1d2E3f', 'a_b-C1d2E3f'],
    ['https://youtu.be/sfGtw2C95Ms', 'sfGtw2C95Ms'],
    ['https://youtu.be/sfGtw2C95Ms?si=abc', 'sfGtw2C95Ms'],
    ['https://www.youtube.com/embed/sfGtw2C95Ms', 'sfGtw2C95Ms'],
    ['https://www.youtube-nocookie.com/embed/sfGtw2C95Ms?rel=0', 'sfGtw2C95Ms'],
    ['https://www.youtube.com/shorts/sfGtw2C95Ms', 'sfGtw2C95Ms'],
    ['https://www.youtube.com/live/sfGtw2C95Ms', 'sfGtw2C95Ms'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads the id of %s', (url, id) => {
    expect(youTubeVideoId(url)).toBe(id);
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=sfGtw2C95Ms1',
    'https://youtu.be/',
    'https://www.youtube.com/',
    'https://www.youtube.com/channel/UC1234567890',
    'https://youtube.com.evil.example/watch?v=sfGtw2C95Ms',
    'https://youtube.com@evil.example/watch?v=sfGtw2C95Ms',
    'https://user@youtube.com/watch?v=sfGtw2C95Ms',
    'https://evil.example/youtu.be/sfGtw2C95Ms',
    'https://www.youtube-nocookie.com/watch?v=sfGtw2C95Ms',
    'javascript:alert(1)//youtu.be/sfGtw2C95Ms',
    'ftp://youtu.be/sfGtw2C95Ms',
    'https://vimeo.com/123456789',
    'not a url',
    // A host that only starts like YouTube, credentials before a foreign host, plain http.
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com@evil.example/watch?v=dQw4w9WgXcQ',
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    // Ids too short and too long.
    'https://www.youtube.com/watch?v=abc',
    'https://youtu.be/dQw4w9WgXcQQ',
    'javascript:alert(1)',
    '',
  ])('refuses %s', (url) => {
    expect(youTubeVideoId(url)).toBeNull();
  });
});

describe('parseVideoLink', () => {
  it('tells an empty link, an invalid link and a video apart', () => {
    expect(parseVideoLink(undefined)).toEqual({ status: 'empty' });
    expect(parseVideoLink('   ')).toEqual({ status: 'empty' });
    expect(parseVideoLink('https://example.com/video')).toEqual({ status: 'invalid' });
    expect(parseVideoLink(' https://youtu.be/sfGtw2C95Ms ')).toEqual({
      status: 'valid',
      id: 'sfGtw2C95Ms',
    });
  });
});

it('builds the privacy-enhanced autoplaying embed and the thumbnail URL', () => {
  expect(youTubeEmbedUrl('sfGtw2C95Ms')).toMatch(
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/sfGtw2C95Ms\?autoplay=1&/,
  );
  expect(youTubeThumbnailUrl('sfGtw2C95Ms')).toBe('/api/video-thumbnail/sfGtw2C95Ms');
  expect(youTubeThumbnailSource('sfGtw2C95Ms')).toBe(
    'https://i.ytimg.com/vi/sfGtw2C95Ms/hqdefault.jpg',
  );
});
