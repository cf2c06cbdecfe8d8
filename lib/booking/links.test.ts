import { ownerLinks } from './links';

describe("the owner's sealed links", () => {
  const now = new Date('2026-03-02T10:00:00Z');

  it('keeps the lead id out of the address', () => {
    const links = ownerLinks('3f1c9a2e-0000-4000-8000-000000000001', now);
    expect(links.map((link) => link.label)).toEqual(['Booked', 'Mark contacted', 'Not a fit']);
    for (const link of links) {
      expect(link.url).toMatch(/^https?:\/\/[^/]+\/leads\/act\?t=[\w-]+$/);
      expect(link.url).not.toContain('3f1c9a2e');
    }
  });
});
