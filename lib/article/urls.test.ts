import { youTubeVideoId } from '@/lib/video/youtube';
import { safeHttpUrl } from './urls';

describe('YouTube links in posts (contract hosts over https)', () => {
  it.each([
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
    [
      'a host that only starts like YouTube',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    ],
    ['credentials before a foreign host', 'https://youtube.com@evil.example/watch?v=dQw4w9WgXcQ'],
    ['plain http', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a short id', 'https://www.youtube.com/watch?v=abc'],
    ['a long id', 'https://youtu.be/dQw4w9WgXcQQ'],
    ['another provider', 'https://vimeo.com/123456789'],
    ['javascript', 'javascript:alert(1)'],
    ['nothing', ''],
  ])('refuses %s', (_name, url) => {
    expect(youTubeVideoId(url)).toBeNull();
  });
});

describe('safeHttpUrl', () => {
  it('accepts http(s) and refuses other schemes and credentials', () => {
    expect(safeHttpUrl('https://cms.example.com/a.pdf')?.hostname).toBe('cms.example.com');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:application/pdf;base64,AAAA')).toBeNull();
    expect(safeHttpUrl('https://user:pw@example.com/')).toBeNull();
  });
});
