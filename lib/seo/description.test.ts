import { metaDescription, DESCRIPTION_LIMIT } from './description';

describe('metaDescription', () => {
  it('keeps a short excerpt as plain text with entities decoded', () => {
    expect(
      metaDescription('<p>Why customers &#8220;fire&#8221; products &amp; hire others</p>', 'fb'),
    ).toBe('Why customers “fire” products & hire others');
  });

  it('cuts a long excerpt at 160 characters on a word boundary', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const result = metaDescription(`<p>${words}</p>`, 'fb');
    expect(result.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(result.endsWith('…')).toBe(true);
    const body = result.slice(0, -1);
    expect(words.startsWith(body)).toBe(true);
    expect(words[body.length]).toBe(' ');
  });

  it('drops WordPress’s trailing [&hellip;] marker', () => {
    expect(metaDescription('<p>Short excerpt [&hellip;]</p>', 'fb')).toBe('Short excerpt');
  });

  it('falls back when the excerpt is empty', () => {
    expect(metaDescription('<p> </p>', 'The fallback')).toBe('The fallback');
  });

  it('strips markup entirely', () => {
    expect(metaDescription('<script>alert(1)</script><b>Bold</b> text', 'fb')).toBe('Bold text');
  });
});
