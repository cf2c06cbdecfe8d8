import { openLink, sealLink } from './sealed-links';

describe('the sealed links', () => {
  const now = new Date('2026-03-02T10:00:00Z');

  it('opens what it sealed, for its purpose, until it expires', () => {
    const token = sealLink('owner-contacted', 'lead-1', { days: 14, now });
    expect(openLink(token, ['owner-contacted'], now)).toMatchObject({
      purpose: 'owner-contacted',
      ref: 'lead-1',
    });
    const day13 = new Date(now.getTime() + 13 * 86_400_000);
    const day14 = new Date(now.getTime() + 14 * 86_400_000);
    expect(openLink(token, ['owner-contacted'], day13)).not.toBeNull();
    expect(openLink(token, ['owner-contacted'], day14)).toBeNull();
  });

  it('refuses another purpose, an altered token and anything else', () => {
    const token = sealLink('owner-contacted', 'lead-1', { days: 14, now });
    expect(openLink(token, ['owner-not_fit', 'owner-booked'], now)).toBeNull();
    const raw = Buffer.from(token, 'base64url');
    raw[20] = raw[20]! ^ 1;
    expect(openLink(raw.toString('base64url'), ['owner-contacted'], now)).toBeNull();
    expect(openLink(token.slice(0, -4), ['owner-contacted'], now)).toBeNull();
    expect(openLink('x'.repeat(60), ['owner-contacted'], now)).toBeNull();
    expect(openLink(undefined, ['owner-contacted'], now)).toBeNull();
    expect(openLink(['a'], ['owner-contacted'], now)).toBeNull();
  });
});
