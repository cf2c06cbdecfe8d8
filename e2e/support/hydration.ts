import type { Page } from '@playwright/test';

/**
 * Resolves once React has hydrated the page: it attaches its fiber to the DOM nodes it has
 * claimed, here the header's home link, which every page of the site renders.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const home = document.querySelector('header a[href="/"]');
    return !!home && Object.keys(home).some((key) => key.startsWith('__reactFiber'));
  });
}
