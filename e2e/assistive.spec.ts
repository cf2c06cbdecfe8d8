import { expect, test } from '@playwright/test';
import { ScreenerPage } from './pages/screener';

/** What a screen-reader or keyboard user meets beyond the visible page. */
test('the chosen screener option keeps focus until the next question takes it', async ({
  page,
}) => {
  const s = new ScreenerPage(page);
  await s.open();
  await expect(s.form).toHaveAttribute('data-ready', '');
  const chosen = s.choice('An established business');
  await chosen.focus();
  // Through the whole wait, focus is on the chosen option, never on the page's body, until
  // the next question takes it. The watch starts before the key is pressed, so that a busy
  // machine cannot begin it only after the wait is over.
  const watching = page.evaluate(async () => {
    const names: string[] = [];
    const until = Date.now() + 5000;
    while (Date.now() < until) {
      const active = document.activeElement;
      const name = active === document.body ? 'body' : (active?.textContent ?? '').slice(0, 23);
      if (names.at(-1) !== name) names.push(name);
      if (active?.tagName === 'H2') break;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return names;
  });
  await page.keyboard.press('Enter');
  await expect(s.next).toHaveText('Processing…');
  const seen = await watching;
  expect(seen).toEqual(['An established business', 'What is your annual rev']);
  await expect(s.heading).toHaveText('What is your annual revenue?');
  await expect(s.heading).toBeFocused();
});

test('the sign-up form’s inline error is announced', async ({ page }) => {
  await page.goto('/pricing');
  const section = page.locator('#newsletter');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('form')).toBeVisible();
  // A live region present before the error, which the error is then put into.
  const region = section.locator('[aria-live="assertive"]');
  await expect(region).toHaveCount(1);
  await expect(region).toBeEmpty();
  await section.getByRole('button', { name: 'Sign Up' }).click();
  await expect(region).toHaveText('Please enter your email address');
  await expect(section.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the carousel jumps to the next slide instead of sliding', async ({ page }) => {
    await page.goto('/startups');
    const carousel = page.locator('[aria-roledescription="carousel"]').first();
    await carousel.scrollIntoViewIfNeeded();
    const track = carousel.locator('.overflow-hidden > div').first();
    // Embla is on the track once it has loaded: it positions the slides with a transform.
    await expect(track).toHaveAttribute('style', /transform/);
    // Its first transform can come before it has measured the slides and centred the first:
    // the position to start from is the one the track then holds for a few frames.
    const before = await track.evaluate(async (node) => {
      let last = '';
      for (let same = 0; same < 5;) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const value = getComputedStyle(node).transform;
        same = value === last ? same + 1 : 0;
        last = value;
      }
      return last;
    });
    const positions = carousel.evaluate(async (root) => {
      const node = root.querySelector('.overflow-hidden > div')!;
      const seen: string[] = [];
      const until = Date.now() + 800;
      while (Date.now() < until) {
        const value = getComputedStyle(node).transform;
        if (seen.at(-1) !== value) seen.push(value);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return seen;
    });
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    const seen = await positions;
    // From where it was straight to where it goes: no positions in between.
    expect(seen[0]).toBe(before);
    expect(seen).toHaveLength(2);
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

test.describe('at 200 % text size on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/book-your-growth-call', '/case-studies', '/insights']) {
    test(`${path} wraps instead of scrolling sideways`, async ({ page }) => {
      await page.goto(path);
      // The browser's text size setting scales the root font size, which every size here follows.
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      const wide = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        return [...document.querySelectorAll('body *')]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && (box.right > width + 1 || box.left < -1);
          })
          .filter((element) => !element.closest('[aria-hidden="true"]'))
          .filter(
            (element) => !element.parentElement?.closest('.overflow-hidden, .overflow-x-auto'),
          )
          .map(
            (element) => `${element.tagName.toLowerCase()} “${element.textContent?.slice(0, 40)}”`,
          );
      });
      expect(wide).toEqual([]);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
    });
  }

  test('the screener’s Back and Next and the search form fit the screen', async ({ page }) => {
    await page.goto('/book-your-growth-call');
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    for (const name of ['Next', 'Back']) {
      const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await page.goto('/case-studies');
    // The bare address gains ?page=1 in place; measure once that navigation has settled.
    await expect(page).toHaveURL(/\/case-studies\?page=1$/);
    await expect(page.getByRole('searchbox')).toBeVisible();
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    for (const control of [
      page.getByRole('searchbox'),
      page.getByRole('search').getByRole('button'),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
  });
});
