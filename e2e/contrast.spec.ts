import { expect, test } from '@playwright/test';
import { installContrast, textContrastOnScreen } from './support/contrast';

/**
 * Contrast that axe's defaults leave out, measured in the browser: placeholder text (4.5:1),
 * text over the hero's glow (4.5:1), and the non-text contrast of a focus ring and of a text
 * field's edge (3:1 against what is next to them).
 */
const FORMS = [
  '/',
  '/insights',
  '/case-studies',
  '/confirm-subscription',
  '/book-your-growth-call',
];

test.beforeEach(async ({ page }) => installContrast(page));

/**
 * The forms with a placeholder: /confirm-subscription's code form has none (its fields are
 * labelled), and its quiet shell no sign-up section.
 */
const PLACEHOLDERS = FORMS.filter((path) => path !== '/confirm-subscription');

test('placeholders reach 4.5:1 in every form', async ({ page }) => {
  const results: string[] = [];
  for (const path of PLACEHOLDERS) {
    await page.goto(path);
    const measured = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')]
        .filter((input) => input.getClientRects().length > 0)
        .map((input) => {
          const { rgba, background, over, ratio } = window.__contrast;
          const fill = background(input);
          const text = over(rgba(getComputedStyle(input, '::placeholder').color), fill);
          return `${input.name || input.id} ${ratio(text, fill).toFixed(2)}`;
        }),
    );
    expect(measured.length, path).toBeGreaterThan(0);
    results.push(...measured.map((m) => `${path} ${m}`));
  }
  const low = results.filter((r) => Number(r.split(' ').pop()) < 4.5);
  expect(low).toEqual([]);
});

for (const width of [390, 1280]) {
  test(`the hero's eyebrow over its glow reaches 4.5:1 at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/services', '/startups']) {
      await page.goto(path);
      const eyebrow = page.locator('section').first().locator('p').first();
      const lowest = await textContrastOnScreen(page, eyebrow);
      expect(lowest, path).toBeGreaterThanOrEqual(4.5);
    }
  });
}

test('text fields show their edge at 3:1 against what surrounds them', async ({ page }) => {
  const low: string[] = [];
  for (const path of FORMS) {
    await page.goto(path);
    low.push(
      ...(
        await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('input:not([type=hidden]), textarea')]
            .filter((field) => field.getClientRects().length > 0)
            .filter(
              (field) => !['checkbox', 'radio', 'range'].includes((field as HTMLInputElement).type),
            )
            .filter((field) => field.closest('[aria-hidden="true"]') === null)
            .flatMap((field) => {
              const { rgba, background, over, ratio } = window.__contrast;
              const outside = background(field.parentElement!);
              const fill = background(field);
              const border = over(rgba(getComputedStyle(field).borderTopColor), outside);
              const edge = Math.max(ratio(border, outside), ratio(fill, outside));
              return edge >= 3
                ? []
                : [`${field.id || field.getAttribute('name')} ${edge.toFixed(2)}`];
            }),
        )
      ).map((m) => `${path} ${m}`),
    );
  }
  expect(low).toEqual([]);
});

test('the focus ring reaches 3:1 against what surrounds each control, on light, amber and ink', async ({
  page,
}) => {
  const low: string[] = [];
  const backgrounds = new Set<string>();
  for (const path of ['/', '/pricing', '/insights']) {
    await page.goto(path);
    for (let stop = 0; stop < 200; stop++) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        // The ring as it stays, not part-way through a button's colour transition.
        for (const animation of element.getAnimations()) animation.finish();
        const style = getComputedStyle(element);
        const { rgba, background, over, ratio } = window.__contrast;
        const outside = background(element.parentElement!);
        if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) {
          return { name: element.outerHTML.slice(0, 80), ratio: 0, outside: String(outside) };
        }
        const color = over(rgba(style.outlineColor), outside);
        return {
          name: `${(element.textContent || element.getAttribute('aria-label') || element.tagName)
            .trim()
            .slice(0, 40)} (${style.outlineColor} on ${String(outside)})`,
          ratio: ratio(color, outside),
          outside: String(outside),
        };
      });
      if (!ring) break;
      backgrounds.add(ring.outside);
      if (ring.ratio < 3) low.push(`${path} ${ring.name} ${ring.ratio.toFixed(2)}`);
    }
  }
  expect(low).toEqual([]);
  // The walk met the three grounds: white, the amber guarantee band and an ink band.
  expect([...backgrounds]).toEqual(
    expect.arrayContaining(['255,255,255', '245,165,36', '15,42,71']),
  );
});
