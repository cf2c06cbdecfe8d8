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

/**
 * Holds the page's scripts back, as a slow phone's connection would, until the function it
 * resolves with is called. Call it before the page is loaded.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    // Scripts only: the stylesheet, a file under the same folder, arrives as usual.
    if (route.request().resourceType() === 'script') await released;
    await route.continue();
  });
  return release;
}
