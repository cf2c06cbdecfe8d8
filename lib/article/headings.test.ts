import { HeadingIds, slugify } from './headings';

describe('heading ids', () => {
  it('slugs the text', () => {
    expect(slugify('What “Jobs to Be Done” means — really?')).toBe(
      'what-jobs-to-be-done-means-really',
    );
    expect(slugify('Café research')).toBe('cafe-research');
  });

  it('numbers a repeated slug from 2', () => {
    const ids = new HeadingIds();
    expect(['Method', 'Method', 'Method'].map((t) => ids.next(t))).toEqual([
      'method',
      'method-2',
      'method-3',
    ]);
  });

  it('keeps an editor id and never collides with it', () => {
    const ids = new HeadingIds();
    expect(ids.next('Findings', 'method')).toBe('method');
    expect(ids.next('Method')).toBe('method-2');
  });

  it('falls back to a generic id for text without letters', () => {
    const ids = new HeadingIds();
    expect(ids.next('!!!')).toBe('section');
    expect(ids.next('???')).toBe('section-2');
  });
});
