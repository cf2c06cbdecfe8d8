import {
  CAMPAIGN_KEY,
  campaignFromQuery,
  campaignValue,
  enterPage,
  loadCampaign,
  readCampaign,
} from './campaign';

/** A session storage of the tab, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const query = (text: string) => new URLSearchParams(text);

describe('campaign tags', () => {
  it.each([
    ['linkedin', 'utm_source', 'linkedin'],
    ['  spring_2026  ', 'utm_campaign', 'spring_2026'],
    ['linkedin.com', 'utm_source', 'linkedin.com'],
    ['paid-social', 'utm_medium', 'paid-social'],
    ['ad_test', 'cta', 'ad_test'],
  ] as const)('keeps %j as %s', (value, field, kept) => {
    expect(campaignValue(value, field)).toBe(kept);
  });

  it.each([
    ['markup', '<script>alert(1)</script>', 'utm_campaign'],
    ['a quote', 'spring"2026', 'utm_campaign'],
    ['a space inside', 'spring sale', 'utm_campaign'],
    ['an ampersand', 'a&b', 'utm_source'],
    ['non-Latin letters', 'весна', 'utm_campaign'],
    ['a value over 64 characters', 'x'.repeat(65), 'utm_source'],
    ['a blank value', '   ', 'utm_medium'],
    ['a dot in a cta', 'ad.test', 'cta'],
    ['a number', 1, 'utm_source'],
  ] as const)('drops %s', (_name, value, field) => {
    expect(campaignValue(value, field)).toBeNull();
  });

  it('reads each tag of an address on its own', () => {
    expect(
      campaignFromQuery(
        query('cta=ad_test&utm_source=linkedin&utm_medium=%3Cb%3E&utm_campaign=spring&x=1'),
      ),
    ).toEqual({ utm_source: 'linkedin', utm_medium: null, utm_campaign: 'spring', cta: 'ad_test' });
  });

  it('reads back only valid tags of the known fields', () => {
    expect(readCampaign({ utm_source: 'linkedin', utm_campaign: '<i>', extra: 'x' })).toEqual({
      utm_source: 'linkedin',
      utm_medium: null,
      utm_campaign: null,
      cta: null,
    });
    expect(readCampaign('nonsense')).toEqual(readCampaign(null));
  });
});

describe('the visit’s campaign', () => {
  it('is set by the landing and kept while the visit browses', () => {
    const storage = memoryStorage();
    const landing = enterPage(
      storage,
      query('cta=ad_test&utm_source=linkedin&utm_campaign=spring'),
    );
    expect(landing).toEqual({
      campaign: {
        utm_source: 'linkedin',
        utm_medium: null,
        utm_campaign: 'spring',
        cta: 'ad_test',
      },
      landing: true,
    });
    // The site's own links carry a cta of their button: the visit's campaign stays.
    expect(enterPage(storage, query(''))).toEqual({ campaign: landing.campaign, landing: false });
    expect(enterPage(storage, query('cta=home_hero'))).toEqual({
      campaign: landing.campaign,
      landing: false,
    });
    expect(loadCampaign(storage)).toEqual(landing.campaign);
  });

  it('counts a visit without tags as a landing of no campaign', () => {
    const storage = memoryStorage();
    expect(enterPage(storage, query(''))).toEqual({
      campaign: { utm_source: null, utm_medium: null, utm_campaign: null, cta: null },
      landing: true,
    });
    expect(enterPage(storage, query('')).landing).toBe(false);
  });

  it('does not count a reload of the landing twice, but does count another ad', () => {
    const storage = memoryStorage();
    const address = query('utm_source=linkedin&utm_campaign=spring');
    expect(enterPage(storage, address).landing).toBe(true);
    expect(enterPage(storage, address).landing).toBe(false);
    const other = enterPage(storage, query('utm_source=google&utm_campaign=brand'));
    expect(other.landing).toBe(true);
    expect(other.campaign.utm_source).toBe('google');
  });

  it('never stores what it drops, and survives storage it cannot read or write', () => {
    const storage = memoryStorage();
    enterPage(storage, query('utm_source=%3Cscript%3E&utm_campaign=spring'));
    expect(storage.getItem(CAMPAIGN_KEY)).not.toContain('script');
    storage.setItem(CAMPAIGN_KEY, '{not json');
    expect(loadCampaign(storage)).toBeNull();
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(enterPage(refusing, query('utm_source=x')).landing).toBe(true);
    expect(enterPage(null, query('utm_source=x'))).toMatchObject({ landing: true });
  });
});
