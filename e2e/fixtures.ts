import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

interface AxeOptions {
  /** Selectors of parts of the page left out of the check. */
  exclude?: string[];
  /** Rules that do not apply to the state being checked (each use says why). */
  disableRules?: string[];
}

/** Runs axe (WCAG 2.x A and AA) on the page and fails with the list of violations. */
export async function expectNoA11yViolations(page: Page, options: AxeOptions = {}) {
  // After a client navigation (a Server Action's redirect, a link), Next streams the page's
  // metadata after its body, so the <title> lands a moment after the content the test waited
  // for. The check waits for it, and still fails when a page never gets one.
  await expect(page).toHaveTitle(/\S/);
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

export const test = base.extend<{ axe: (options?: AxeOptions) => Promise<void> }>({
  axe: async ({ page }, use) => {
    await use((options) => expectNoA11yViolations(page, options));
  },
});

export { expect };
