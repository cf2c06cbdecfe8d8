import { expect, test, type Page } from '@playwright/test';
import { sampleCaseStudies, sampleInsights } from './support/sample';

/**
 * Focus always in view: tabbing forward and back through each kind of page, every focused
 * element lies wholly inside the viewport and below the sticky header (or in it), and nothing
 * drawn above it covers it. The header's height is read from the page.
 */
const ROUTES = [
  '/',
  '/services',
  '/startups',
  '/pricing',
  '/case-studies',
  '/insights',
  '/about-you',
  '/how-jobs-to-be-done-research-works',
  '/book-your-growth-call',
  '/terms',
  '/privacy',
  `/insights/${sampleInsights[0]!.slug}`,
  `/insights/${sampleCaseStudies[0]!.slug}`,
  '/no-such-page',
];
const MAX_STOPS = 400;

interface Stop {
  name: string;
  problem: string | null;
}

/** Where the focused element is, once the scroll that focus set off has settled. */
async function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    // Back at the first stop: the walk has gone round the page.
    if (element.hasAttribute('data-walk-start')) return null;
    if (!document.querySelector('[data-walk-start]')) element.setAttribute('data-walk-start', '');
    const label = (element.getAttribute('aria-label') || element.textContent || '').trim();
    const name = `${element.tagName.toLowerCase()} "${label.slice(0, 40)}"`;
    const header = document.querySelector('body > header, body header');
    const box = element.getBoundingClientRect();
    const { innerWidth: width, innerHeight: height } = window;
    const problems = [];
    if (box.top < -0.5) problems.push(`top ${Math.round(box.top)} above the viewport`);
    // Below the sticky header, a box taller than the space left can only show its top.
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
    const fits = box.height <= height - headerBottom;
    if (fits ? box.bottom > height + 0.5 : box.top > height - 1) {
      problems.push(`bottom ${Math.round(box.bottom)} below ${height}`);
    }
    if (box.left < -0.5 || box.right > width + 0.5) {
      problems.push(`sideways ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`);
    }
    // Under the sticky header: the header, not the element, is what shows at its top edge.
    if (!header?.contains(element) && box.top < headerBottom && box.bottom > 0) {
      const x = Math.min(Math.max(box.left + box.width / 2, 0), width - 1);
      const hit = document.elementFromPoint(x, Math.max(box.top + 1, 0));
      if (hit && header?.contains(hit)) {
        problems.push(`top ${Math.round(box.top)} under the header (${Math.round(headerBottom)})`);
      }
    }
    return { name, problem: problems.length ? problems.join(', ') : null };
  });
}

/** Tabs (or Shift+Tabs) round the page once; what was wrong at each stop. */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab') {
  await page.evaluate(() =>
    document.querySelector('[data-walk-start]')?.removeAttribute('data-walk-start'),
  );
  const problems: string[] = [];
  let stops = 0;
  for (; stops < MAX_STOPS; stops++) {
    await page.keyboard.press(key);
    const stop = await focusedStop(page);
    if (!stop) break;
    if (stop.problem) problems.push(`${key} ${stops + 1} ${stop.name}: ${stop.problem}`);
  }
  return { problems, stops };
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
]) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width: width!, height: height! } });

    for (const route of ROUTES) {
      test(`focus stays in view, forward and back, on ${route}`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        const forward = await walk(page, 'Tab');
        expect(forward.stops).toBeGreaterThan(5);
        expect(forward.stops).toBeLessThan(MAX_STOPS);
        // From the end of the page back to its start.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const backward = await walk(page, 'Shift+Tab');
        expect(backward.stops).toBeGreaterThan(5);
        expect([...forward.problems, ...backward.problems]).toEqual([]);
      });
    }
  });
}

test.describe('the mobile menu at 320×568', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test('closes when Tab leaves it, so it covers nothing focused after it', async ({ page }) => {
    await page.goto('/pricing');
    await page.waitForLoadState('networkidle');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    const links = await menu.getByRole('link').count();
    for (let i = 0; i < links; i++) await page.keyboard.press('Tab');
    await expect(menu).toBeVisible();
    // One more Tab leaves the panel: it closes, and the next control is in plain view.
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const stop = await focusedStop(page);
    expect(stop?.problem ?? null).toBeNull();
    // Shift+Tab from the page back into the header leaves it closed.
    await page.keyboard.press('Shift+Tab');
    await expect(menu).toBeHidden();
  });
});
