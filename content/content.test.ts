import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BOOKING_PATH, CTA_VALUES, bookingHref, isCtaValue } from './ctas';

/** The campaign sources the site's booking links carry, written out again on purpose. */
const EXPECTED_CTAS = [
  'nav_desktop',
  'nav_mobile',
  'home_hero',
  'final_cta',
  'guaranteed_insights',
  'startups_hero',
  'services',
  'services2',
  'ServicesFinalCTA',
  'about_you',
  'value_based_pricing',
  'how_it_works',
  'pricing_basic',
  'pricing_intermediate',
  'pricing_advanced',
  'startups_final_cta',
];

const CONTENT_DIR = __dirname;

function contentFiles(dir = CONTENT_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return contentFiles(full);
    return /\.(ts|tsx|md|json)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every cta value a content file names: in booking URLs and in cta fields or calls. */
function ctasInSource(source: string): string[] {
  const found: string[] = [];
  for (const pattern of [
    /book-your-growth-call\?cta=([^&"'`\s)]*)/g,
    /\b(?:cta|ctaId|defaultCta)\s*[:=]\s*['"]([^'"]*)['"]/g,
    /bookingAction\(\s*['"][^'"]*['"]\s*,\s*['"]([^'"]*)['"]\s*\)/g,
  ]) {
    for (const match of source.matchAll(pattern)) found.push(match[1] ?? '');
  }
  return found;
}

/** Every cta value reachable in the exported content objects. */
function ctasInData(value: unknown, found: string[] = [], key = ''): string[] {
  if (typeof value === 'string') {
    if (['cta', 'ctaId', 'defaultCta'].includes(key)) found.push(value);
    // A link to the booking page must say where it came from.
    const match = /^\/book-your-growth-call(\?[^#\s]*)?$/.exec(value);
    if (key === 'href' && match) {
      found.push(new URLSearchParams(match[1] ?? '').get('cta') ?? '(none)');
    }
  } else if (Array.isArray(value)) {
    value.forEach((item) => ctasInData(item, found));
  } else if (value && typeof value === 'object') {
    for (const [childKey, child] of Object.entries(value)) ctasInData(child, found, childKey);
  }
  return found;
}

describe('cta values', () => {
  it('are exactly the sixteen campaign sources', () => {
    expect([...CTA_VALUES]).toEqual(EXPECTED_CTAS);
    expect(bookingHref('pricing_basic')).toBe(`${BOOKING_PATH}?cta=pricing_basic`);
    expect(isCtaValue('ServicesFinalCTA')).toBe(true);
    expect(isCtaValue('servicesfinalcta')).toBe(false);
  });

  it('used in the content files are all from the list, and every value is used', () => {
    const used = contentFiles().flatMap((file) =>
      ctasInSource(readFileSync(file, 'utf8')).map((cta) => ({ file, cta })),
    );
    const unknown = used.filter(({ cta }) => !EXPECTED_CTAS.includes(cta));
    expect(unknown).toEqual([]);
    expect(new Set(used.map(({ cta }) => cta))).toEqual(new Set(EXPECTED_CTAS));
  });

  it('reachable in the exported content data are all from the list', () => {
    const modules = contentFiles()
      .filter((file) => /\.ts$/.test(file))
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- load every content module by path
      .map((file) => require(file) as Record<string, unknown>);
    const found = modules.flatMap((module) => ctasInData(module));
    expect(found.filter((cta) => !EXPECTED_CTAS.includes(cta))).toEqual([]);
    // The walk really reaches the data: the tiers' and the pages' buttons are seen.
    expect(found).toEqual(expect.arrayContaining(EXPECTED_CTAS));
  });

  it('the scanner itself spots a cta outside the list', () => {
    expect(ctasInSource(`href: '/book-your-growth-call?cta=homepage'`)).toEqual(['homepage']);
    expect(ctasInSource(`bookingAction('Go', 'pricing_pro')`)).toEqual(['pricing_pro']);
    expect(ctasInData({ primary: { href: '/book-your-growth-call' } })).toEqual(['(none)']);
  });
});
