import { test, expect } from './fixtures';
import { sampleCaseStudies, sampleTags } from './support/sample';

const total = sampleCaseStudies.length;
const stageCount = (name: string) => {
  const tag = sampleTags.find((t) => t.name === name);
  return tag ? sampleCaseStudies.filter((p) => p.tags.includes(tag.id)).length : 0;
};

test.describe('/case-studies', () => {
  test('forces page=1 into the URL and shows the intro, the story and the timeline', async ({
    page,
  }) => {
    await page.goto('/case-studies');
    await expect(page).toHaveURL(/\/case-studies\?page=1$/);
    // about:blank and this page: writing page=1 replaced the entry instead of adding one.
    expect(await page.evaluate(() => history.length)).toBe(2);
    await expect(
      page.getByRole('button', { name: /Introducing the live case study/ }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: "What's happening here?" })).toBeVisible();
    const timeline = page.locator('ol > li[data-state]');
    await expect(timeline).toHaveCount(5);
    await expect(timeline).toContainText([
      'Recruitment',
      'Interviews',
      'Analysis',
      'Insights',
      'Impact',
    ]);
    await expect(page.locator('li[aria-current="step"]')).toContainText('Analysis');
    await expect(page.getByRole('heading', { name: 'Latest Updates' })).toBeVisible();
  });

  test('lists the updates oldest first with Page X of Y and disabled ends', async ({ page }) => {
    await page.goto('/case-studies?page=1');
    const titles = page.getByRole('article').getByRole('heading', { level: 3 });
    await expect(titles).toHaveCount(Math.min(12, total));
    const dates = await page
      .getByRole('article')
      .locator('time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort());
    await expect(
      page.getByText(`Page 1 of ${Math.ceil(total / 12)} — ${total} posts`),
    ).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Case-study pages' });
    await expect(nav.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await expect(
      page.getByRole('article').first().getByRole('link', { name: 'Read update →' }),
    ).toHaveAttribute('href', `/insights/${sampleCaseStudies[0]!.slug}`);
  });

  test('the stage filter lists all stages, marks the missing tag and replaces the URL', async ({
    page,
  }) => {
    await page.goto('/case-studies?page=1');
    const filter = page.getByRole('navigation', { name: 'Filter by stage' });
    await expect(filter.getByRole('link')).toHaveText([
      'All stages',
      'Recruitment',
      'Interviews',
      'Analysis',
      'Insights',
      'Impact(tag not created yet)',
    ]);
    const before = await page.evaluate(() => history.length);
    await filter.getByRole('link', { name: 'Analysis' }).click();
    await expect(page).toHaveURL(/\/case-studies\?stage=analysis&page=1$/);
    expect(await page.evaluate(() => history.length)).toBe(before);
    await expect(page.getByText(`Page 1 of 1 — ${stageCount('Analysis')} posts`)).toBeVisible();
    const articles = page.getByRole('article');
    await expect(articles).toHaveCount(stageCount('Analysis'));
    for (const article of await articles.all()) await expect(article).toContainText('Analysis');

    await filter.getByRole('link', { name: /Impact/ }).click();
    await expect(page).toHaveURL(/stage=impact&page=1$/);
    await expect(page.getByText('No case studies found.')).toBeVisible();
    await expect(
      page.getByText('Try clearing the stage filter or changing your search.'),
    ).toBeVisible();
  });

  test('search uses its Search button and replaces the URL', async ({ page }) => {
    await page.goto('/case-studies?page=1');
    const before = await page.evaluate(() => history.length);
    await page.getByRole('searchbox', { name: 'Search case-study updates' }).fill(' spreadsheet ');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/case-studies\?q=spreadsheet&page=1$/);
    expect(await page.evaluate(() => history.length)).toBe(before);
    await expect(page.getByRole('article').first()).toContainText(/spreadsheet/i);
    await expect(page.getByText(/^Page 1 of 1 — \d+ posts$/)).toBeVisible();
  });

  test('has no accessibility violations', async ({ page, axe }) => {
    await page.goto('/case-studies?page=1');
    await expect(page.getByRole('article').first()).toBeVisible();
    await axe();
  });
});
