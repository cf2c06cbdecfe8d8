import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { waitForHydration } from './support/hydration';

// A document sent in one piece carries only the rules it uses (server/used-css.mjs); the
// whole stylesheet comes after its first frame, before its scripts.

const PAGES = [
  '/',
  '/pricing',
  '/services',
  '/startups',
  '/about-you',
  '/how-jobs-to-be-done-research-works',
  '/book-your-growth-call',
  '/insights',
  '/case-studies',
  '/insights/four-forces-worked-example',
  '/terms',
];

/** Each element's computed style (and its ::before and ::after), by its place in the page. */
function computedStyles(page: Page) {
  return page.evaluate(() => {
    const LAID_OUT = /^(margin|width|height|inline-size|block-size|top|right|bottom|left|inset)/;
    // Running animations held at one moment, so that both readings see the same frame.
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 250;
    }
    const out: Record<string, string> = {};
    const describe = (style: CSSStyleDeclaration) => {
      const values: string[] = [];
      for (let i = 0; i < style.length; i++) {
        const name = style[i]!;
        // Custom properties left out of the used part (theme values, registered properties'
        // initial values) draw nothing: what uses one shows in the properties it sets. Sizes
        // and margins are read as laid out (Chrome may report an auto margin as 0 until the
        // next layout): the element's box below says where it is drawn.
        if (name.startsWith('--') || LAID_OUT.test(name)) continue;
        values.push(`${name}:${style.getPropertyValue(name)}`);
      }
      return values.join(';');
    };
    document.querySelectorAll('body *').forEach((element, index) => {
      const key = `${index} ${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
      const box = element.getBoundingClientRect();
      const at = [box.x, box.y, box.width, box.height].map((n) => n.toFixed(2)).join(',');
      out[key] = `box:${at};${describe(getComputedStyle(element))}`;
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (style.content !== 'none' && style.content !== 'normal') {
          out[`${key}${pseudo}`] = describe(style);
        }
      }
    });
    return out;
  });
}

/** What differs between two sets of computed styles: the element and its first changes. */
function differences(before: Record<string, string>, after: Record<string, string>) {
  const found: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (before[key] === after[key]) continue;
    const a = new Set((before[key] ?? '').split(';'));
    const changed = (after[key] ?? '').split(';').filter((value) => !a.has(value));
    found.push(`${key}: ${changed.slice(0, 4).join('; ')}`);
  }
  return found;
}

test.describe('the used part of the stylesheet', () => {
  for (const width of [390, 1280]) {
    test(`draws each page as the whole stylesheet does, ${width} px wide`, async ({ browser }) => {
      test.setTimeout(120_000);
      // Without scripts the document keeps its own part of the stylesheet only.
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      for (const path of PAGES) {
        await page.goto(path);
        const hrefs = await page.locator('style[data-href]').evaluateAll((styles) =>
          // One <style> may hold several files, their addresses separated by spaces.
          styles.flatMap((style) => style.getAttribute('data-href')!.split(' ')),
        );
        expect(hrefs.length, path).toBeGreaterThan(0);
        // Every part laid out, in both readings: the resolved margins and sizes of a part that
        // content-visibility lets the browser skip are those of its last layout.
        await page.evaluate(() => {
          const style = document.createElement('style');
          style.textContent = '*{content-visibility:visible!important}';
          document.head.append(style);
        });
        const used = await computedStyles(page);
        await page.evaluate((list) => {
          for (const href of list) {
            const link = document.createElement('link');
            link.rel = 'stylesheet';
            link.href = href;
            link.dataset.whole = '';
            document.head.append(link);
          }
        }, hrefs);
        // The page runs no script, so no load event: the sheets are polled for their rules.
        await expect
          .poll(() =>
            page.evaluate(
              (count) =>
                [...document.querySelectorAll<HTMLLinkElement>('link[data-whole]')].filter(
                  (link) => (link.sheet?.cssRules.length ?? 0) > 0,
                ).length === count,
              hrefs.length,
            ),
          )
          .toBe(true);
        const whole = await computedStyles(page);
        expect(differences(used, whole), path).toEqual([]);
      }
      await context.close();
    });
  }

  test('leaves out what the page does not use; the whole sheet is there once scripts run', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const [, href, css] = /<style data-precedence="[^"]*" data-href="([^"]+)">(.*?)<\/style>/s.exec(
      html,
    )!;
    const whole = await (await request.get(href!)).text();
    // The home page uses well under two thirds of the site's rules.
    expect(css!.length).toBeLessThan(whole.length * 0.66);

    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator(`link[rel="stylesheet"][href="${href}"]`)).toHaveCount(1);
    expect(
      await page.evaluate(
        (h) => [...document.styleSheets].some((s) => s.href?.endsWith(h) && s.cssRules.length > 0),
        href!,
      ),
    ).toBe(true);
  });
});
