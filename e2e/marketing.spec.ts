import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** The accessible name of each top-level section of <main>, in document order. */
async function sectionNames(page: Page, selector = 'main > section'): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const label = element.getAttribute('aria-label');
      if (label) return label;
      const ids = element.getAttribute('aria-labelledby') ?? '';
      return ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ');
    }),
  );
}

/** Every booking link inside <main>, as its cta value. */
async function bookingCtas(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href^="/book-your-growth-call"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => {
    const match = /^\/book-your-growth-call\?cta=([A-Za-z0-9_]+)$/.exec(href);
    expect(match, `booking link ${href} carries exactly one cta`).not.toBeNull();
    return match![1]!;
  });
}

const PAGES: {
  path: string;
  title: string;
  ctas: string[];
}[] = [
  {
    path: '/',
    title: 'Hidden Growth | Jobs-to-Be-Done research that finds your next growth',
    ctas: ['home_hero', 'guaranteed_insights', 'final_cta'],
  },
  {
    path: '/services',
    title: 'Services: customer-demand research for SMEs, scale-ups and startups | Hidden Growth',
    ctas: ['services', 'services2', 'guaranteed_insights', 'ServicesFinalCTA'],
  },
  {
    path: '/startups',
    title: 'Startups: find product–market fit by talking to the right buyers | Hidden Growth',
    ctas: ['startups_hero', 'startups_final_cta'],
  },
  {
    path: '/pricing',
    title: 'Pricing: Basic, Intermediate and Advanced research tiers | Hidden Growth',
    ctas: ['pricing_basic', 'pricing_intermediate', 'pricing_advanced', 'value_based_pricing'],
  },
  {
    path: '/about-you',
    title: 'About you: why we start with your customers | Hidden Growth',
    ctas: ['about_you'],
  },
  {
    path: '/how-jobs-to-be-done-research-works',
    title: 'How Jobs-to-Be-Done research works | Hidden Growth',
    ctas: ['how_it_works'],
  },
  { path: '/terms', title: 'Terms of service | Hidden Growth', ctas: [] },
  { path: '/privacy', title: 'Privacy policy | Hidden Growth', ctas: [] },
];

test.beforeEach(async ({ page }) => {
  // The machine is offline: embeds must never be needed for a page to work.
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title><p>player</p>' }),
  );
});

for (const { path, title, ctas } of PAGES) {
  test(`${path}: own metadata, exact booking links and no accessibility violations`, async ({
    page,
    axe,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(50);
    expect(description!.length).toBeLessThanOrEqual(160);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+${path === '/' ? '/?' : path}$`),
    );
    const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    // Next suffixes the image route of a page inside a route group (app/(site)) with a hash.
    expect(ogImage).toMatch(
      new RegExp(`${path === '/' ? '' : path}/opengraph-image(-[0-9a-z]+)?(\\?[0-9a-z]+)?$`),
    );
    const image = await page.request.get(new URL(ogImage!).pathname + new URL(ogImage!).search);
    expect(image.headers()['content-type']).toBe('image/png');
    await expect(page.locator('h1')).toHaveCount(1);
    expect(await bookingCtas(page)).toEqual(ctas);
    await axe();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 390, height: 844 });
    await axe();
  });
}

test.describe('home', () => {
  test('sections in the spec order with their figures and links', async ({ page }) => {
    await page.goto('/');
    expect(await sectionNames(page)).toEqual([
      'Find the growth hiding in your customers’ decisions',
      'Growth is harder than it should be',
      'What you get when you know why people buy',
      'Founder’s note',
      'Research that has already paid for itself',
      'Three steps to your hidden growth',
      'Guaranteed insights, or you don’t pay',
      'What changed for Northbridge Analytics',
      'You have built something real. It deserves to keep growing.',
      'Ready to find your hidden growth?',
    ]);
    const region = (name: string) => page.getByRole('region', { name });
    await expect(region('Growth is harder than it should be').locator('h3')).toHaveText([
      'Money left on the table',
      'Growth has stalled',
      'Your team is out of ideas',
      'Fix it before it’s too late',
    ]);
    await expect(region('What you get when you know why people buy').locator('h3')).toHaveText([
      'End the anxiety',
      'Understand your customers',
      'Make irresistible offers',
      'Predictable growth',
    ]);
    await expect(region('Founder’s note')).toContainText('Adrian Tan');
    const trust = region('Research that has already paid for itself');
    await expect(trust.locator('dd')).toHaveText(['1,011%', '13,777+', '10']);
    await expect(trust.locator('dt')).toContainText([
      'growth in one year',
      'interview minutes',
      'completed research studies',
    ]);
    await expect(region('Three steps to your hidden growth').locator('h3')).toHaveText([
      'Step 1: Expose the barriers',
      'Step 2: Seize the opportunity',
      'Step 3: Capture it and keep it',
    ]);

    const hero = region('Find the growth hiding in your customers’ decisions');
    await expect(hero.getByRole('link', { name: 'Book Your Growth Call' })).toHaveAttribute(
      'href',
      '/book-your-growth-call?cta=home_hero',
    );
    await expect(hero.getByRole('link', { name: 'See Our Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(
      region('Guaranteed insights, or you don’t pay').getByRole('link', {
        name: 'Get Guaranteed Insights',
      }),
    ).toHaveAttribute('href', '/book-your-growth-call?cta=guaranteed_insights');
    const final = region('Ready to find your hidden growth?');
    await expect(final.getByRole('link', { name: 'Find Your Hidden Growth' })).toHaveAttribute(
      'href',
      '/book-your-growth-call?cta=final_cta',
    );
    await expect(final.getByRole('link', { name: 'See Our Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    const testimonial = region('What changed for Northbridge Analytics');
    await expect(testimonial).toContainText('Priya Raman');
    await expect(testimonial.getByRole('button', { name: /^Play video: / })).toBeVisible();
  });

  test('the hero booking button opens the booking page with its cta', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Book Your Growth Call' }).click();
    await expect(page).toHaveURL(/\/book-your-growth-call\?cta=home_hero$/);
  });

  test('feature cards fade in once a tenth is visible, after their delays', async ({ page }) => {
    await page.goto('/');
    const cards = page
      .getByRole('region', { name: 'What you get when you know why people buy' })
      .locator('article');
    await expect(cards).toHaveCount(4);
    // Below the fold: hidden until scrolled to.
    await expect(cards.nth(3)).toHaveCSS('opacity', '0');
    await expect(cards.nth(3)).toHaveAttribute('data-visible', 'false');
    await cards.nth(0).scrollIntoViewIfNeeded();
    await expect(cards.nth(3)).toHaveAttribute('data-visible', 'true');
    await expect(cards.nth(3)).toHaveCSS('transition-delay', '0.6s');
    await expect(cards.nth(2)).toHaveCSS('transition-delay', '0.4s');
    await expect(cards.nth(1)).toHaveCSS('transition-delay', '0.2s');
    await expect(cards.nth(0)).toHaveCSS('transition-delay', '0s');
    await expect(cards.nth(3)).toHaveCSS('opacity', '1');
    // Once shown, a card stays shown.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(cards.nth(3)).toHaveAttribute('data-visible', 'true');
  });

  test('with reduced motion the cards show at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const card = page
      .getByRole('region', { name: 'What you get when you know why people buy' })
      .locator('article')
      .last();
    await expect(card).toHaveCSS('opacity', '1');
    await expect(card).toHaveCSS('transform', 'none');
  });

  test('without JavaScript the cards and their text are shown', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const card = page
      .getByRole('region', { name: 'Growth is harder than it should be' })
      .locator('article')
      .last();
    await expect(card).toHaveCSS('opacity', '1');
    await expect(card).toContainText('Fix it before it’s too late');
    await context.close();
  });

  test('the phone-frame video opens a full-screen overlay and returns focus', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: /^Play video: / });
    await trigger.scrollIntoViewIfNeeded();
    // Offline, the site's thumbnail route answers a transparent image: the styled poster with
    // the title shows through, and no broken image.
    await expect(trigger).toContainText('Priya Raman on what the customer interviews changed');
    await expect
      .poll(() => trigger.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(480);
    const box = await trigger.boundingBox();
    expect(box!.height / box!.width).toBeGreaterThan(1.6);

    await trigger.click();
    const dialog = page.getByRole('dialog', {
      name: 'Priya Raman on what the customer interviews changed',
    });
    await expect(dialog).toBeVisible();
    const viewport = page.viewportSize()!;
    const dialogBox = await dialog.boundingBox();
    expect(dialogBox).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/sfGtw2C95Ms?autoplay=1&rel=0&modestbranding=1&playsinline=1',
    );
    await expect(frame).toHaveAttribute('allow', /autoplay/);
    await expect(dialog.getByRole('button', { name: 'Close video' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
});

test.describe('video overlay', () => {
  test('keeps focus inside while open, closes by its button, and returns focus', async ({
    page,
  }) => {
    await page.goto('/how-jobs-to-be-done-research-works');
    const trigger = page.getByRole('button', {
      name: 'Play video: Example Jobs-to-Be-Done interview',
    });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Example Jobs-to-Be-Done interview' });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close video' });
    await expect(close).toBeFocused();
    const focusInside = () =>
      page.evaluate(() => {
        const open = document.querySelector('dialog[open]');
        return Boolean(open && document.activeElement && open.contains(document.activeElement));
      });
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside()).toBe(true);
    }
    // The page behind is scroll-locked while the overlay is open.
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await close.click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');

    // Opening again works, and Escape closes it too.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the thumbnail comes from this site: the browser asks YouTube for nothing before play', async ({
    page,
  }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!new URL(request.url()).hostname.startsWith('127.0.0.1')) thirdParty.push(request.url());
    });
    await page.goto('/how-jobs-to-be-done-research-works');
    const trigger = page.getByRole('button', {
      name: 'Play video: Example Jobs-to-Be-Done interview',
    });
    const image = trigger.locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute(
      'src',
      /^(http:\/\/127\.0\.0\.1:\d+)?\/api\/video-thumbnail\/sfGtw2C95Ms$/,
    );
    // YouTube is out of reach here: the route's transparent stand-in loads, not a broken image.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    await expect(trigger).toContainText('Example Jobs-to-Be-Done interview');
    expect(thirdParty).toEqual([]);
  });

  test('a missing link and an invalid link show their messages', async ({ page }) => {
    await page.goto('/diagnostics/widgets');
    await expect(page.getByRole('region', { name: 'Video without a link' })).toHaveText(
      'Video will be displayed here',
    );
    await expect(page.getByRole('region', { name: 'Video with an invalid link' })).toHaveText(
      'Invalid YouTube URL',
    );
    await expect(page.getByRole('button', { name: /^Play video/ })).toHaveCount(0);
  });
});

test.describe('accordion', () => {
  test('opening one closes the others unless several may be open', async ({ page }) => {
    await page.goto('/diagnostics/widgets');
    const exclusive = page.getByRole('region', { name: 'Exclusive accordion' }).locator('details');
    await expect(exclusive.nth(0)).toHaveAttribute('open', '');
    await expect(exclusive.nth(2)).not.toHaveAttribute('open');
    await exclusive.nth(1).locator('summary').click();
    await expect(exclusive.nth(1)).toHaveAttribute('open', '');
    await expect(exclusive.nth(0)).not.toHaveAttribute('open');
    await expect(page.getByText('Second answer.').first()).toBeVisible();

    const multiple = page.getByRole('region', { name: 'Multiple accordion' }).locator('details');
    await expect(multiple.nth(0)).toHaveAttribute('open', '');
    await expect(multiple.nth(2)).toHaveAttribute('open', '');
    await multiple.nth(1).locator('summary').focus();
    await page.keyboard.press('Enter');
    for (const index of [0, 1, 2]) await expect(multiple.nth(index)).toHaveAttribute('open', '');
  });
});

test.describe('services', () => {
  test('sections, audience cards and links', async ({ page }) => {
    await page.goto('/services');
    expect(await sectionNames(page)).toEqual([
      'Customer research that turns into revenue',
      'Built for two kinds of growth problem',
      'A word from our founder',
      'Start from our research, or commission your own',
      'We can share the risk with you',
      'Guaranteed insights, or you don’t pay',
      'Find out what your customers have not told you yet',
    ]);
    const audiences = page.getByRole('region', { name: 'Built for two kinds of growth problem' });
    const smes = audiences.locator('article', { hasText: 'SMEs and Scale Ups' });
    const startups = audiences.locator('article', { hasText: 'Startups' }).last();
    expect(
      await smes.locator('a').evaluateAll((a) => a.map((l) => l.getAttribute('href'))),
    ).toEqual(['/', '/pricing']);
    expect(
      await startups.locator('a').evaluateAll((a) => a.map((l) => l.getAttribute('href'))),
    ).toEqual(['/startups', '/pricing']);
    const ways = page.getByRole('region', {
      name: 'Start from our research, or commission your own',
    });
    await expect(ways.locator('h3')).toHaveText(['Re-use our research library', 'A bespoke study']);
    await expect(
      ways.getByRole('link', { name: 'How Jobs-to-Be-Done research works' }),
    ).toHaveAttribute('href', '/how-jobs-to-be-done-research-works');
    await expect(
      page.getByRole('region', { name: 'We can share the risk with you' }).getByRole('link'),
    ).toHaveAttribute('href', '/pricing');
  });
});

test.describe('startups', () => {
  test('sections in order, hero buttons and stats', async ({ page }) => {
    await page.goto('/startups');
    expect(await sectionNames(page)).toEqual([
      'Stop guessing what your customers will pay for',
      'Runway disappears while you guess',
      'The odds change when you start with the job',
      'What founders say about the interviews',
      'Results founders saw after the research',
      'The numbers behind the approach',
      'From guesswork to a product people choose',
      'We learned this the expensive way',
      'A word from our founder',
      'Build what your customers are already looking for',
    ]);
    const hero = page.getByRole('region', {
      name: 'Stop guessing what your customers will pay for',
    });
    await expect(hero.getByRole('link', { name: 'Book Your Growth Call' })).toHaveAttribute(
      'href',
      '/book-your-growth-call?cta=startups_hero',
    );
    await expect(hero.getByRole('link', { name: 'See Our Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(
      page.getByRole('region', { name: 'The numbers behind the approach' }).locator('dd'),
    ).toHaveText(['1,011%', '12,600+', '10']);
    await expect(
      page.getByRole('region', { name: 'From guesswork to a product people choose' }).locator('li'),
    ).toHaveCount(3);
  });

  test('the guessing-versus-growing toggle and its explanatory box', async ({ page }) => {
    await page.goto('/startups');
    const section = page.getByRole('region', {
      name: 'The odds change when you start with the job',
    });
    const guessing = section.getByRole('button', { name: 'Guessing' });
    const growing = section.getByRole('button', { name: 'Growing' });
    await expect(guessing).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByText('17%', { exact: true })).toBeVisible();
    await expect(section.getByText('86%', { exact: true })).toBeHidden();
    await expect(
      section.getByText('Rely on surveys, feature requests and gut feeling'),
    ).toBeVisible();

    await growing.click();
    await expect(growing).toHaveAttribute('aria-pressed', 'true');
    await expect(guessing).toHaveAttribute('aria-pressed', 'false');
    await expect(section.getByText('86%', { exact: true })).toBeVisible();
    await expect(section.getByText('17%', { exact: true })).toBeHidden();
    await expect(
      section.getByText('Interview buyers about the progress they are trying to make'),
    ).toBeVisible();

    const prompt = section.getByRole('button', { name: /Why is the difference so large\?/ });
    const box = section.getByText(/Conventional innovation asks customers what they want/);
    await expect(box).toBeHidden();
    await prompt.click();
    await expect(prompt).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toBeVisible();
    await prompt.click();
    await expect(box).toBeHidden();

    const source = section.getByRole('link', { name: /^Source: / });
    await expect(source).toHaveAttribute('href', /^https:\/\/strategyn\.com\//);
    await expect(source).toHaveAttribute('target', '_blank');
  });

  for (const name of ['Founder testimonials', 'Results testimonials']) {
    test(`the ${name} carousel moves by its buttons and by the arrow keys, looping`, async ({
      page,
    }) => {
      await page.goto('/startups');
      const carousel = page.getByRole('region', { name });
      await carousel.scrollIntoViewIfNeeded();
      const status = carousel.locator('[aria-live]');
      await expect(status).toHaveText('Slide 1 of 3');
      const selectedIsCentred = async () => {
        const slide = carousel.locator('[aria-roledescription="slide"][data-selected="true"]');
        const [slideBox, carouselBox] = [await slide.boundingBox(), await carousel.boundingBox()];
        return Math.abs(
          slideBox!.x + slideBox!.width / 2 - (carouselBox!.x + carouselBox!.width / 2),
        );
      };

      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await expect(status).toHaveText('Slide 2 of 3');
      await expect(carousel.locator('[data-selected="true"]')).toHaveAttribute(
        'aria-label',
        '2 of 3',
      );
      await expect.poll(selectedIsCentred).toBeLessThan(4);
      await carousel.getByRole('button', { name: 'Previous slide' }).click();
      await carousel.getByRole('button', { name: 'Previous slide' }).click();
      await expect(status).toHaveText('Slide 3 of 3');

      await carousel.focus();
      await page.keyboard.press('ArrowRight');
      await expect(status).toHaveText('Slide 1 of 3');
      await page.keyboard.press('ArrowRight');
      await expect(status).toHaveText('Slide 2 of 3');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(status).toHaveText('Slide 3 of 3');
      await expect.poll(selectedIsCentred).toBeLessThan(4);

      await carousel.getByRole('button', { name: 'Go to slide 1' }).click();
      await expect(status).toHaveText('Slide 1 of 3');
    });
  }
});

test.describe('pricing', () => {
  test('three tiers with the spec’s banners, prices, terms and buttons', async ({ page }) => {
    await page.goto('/pricing');
    const tiers = page.locator('main article');
    await expect(tiers.locator('h3')).toHaveText(['Basic', 'Intermediate', 'Advanced']);
    const expected = [
      ['Best for Startups', 'US $3,000', 'per month', '3-month minimum', 'pricing_basic'],
      [
        "Best for cost-conscious SME's",
        'US $27,700',
        'fixed fee',
        'Payable in advance · insights in 4 weeks · refund guarantee',
        'pricing_intermediate',
      ],
      [
        'Best for Scaleups with profit',
        'US $99,700',
        'in total',
        'Research plus 15 months of support · eligible for value-based pricing',
        'pricing_advanced',
      ],
    ] as const;
    for (const [index, [banner, price, unit, terms, cta]] of expected.entries()) {
      const tier = tiers.nth(index);
      await expect(tier.locator('p').first()).toHaveText(banner);
      await expect(tier).toContainText(`${price} ${unit}`);
      await expect(tier).toContainText(terms);
      await expect(tier.getByRole('link')).toHaveAttribute(
        'href',
        `/book-your-growth-call?cta=${cta}`,
      );
    }
    await expect(page.getByRole('link', { name: 'Get Your Growth Partner' })).toHaveAttribute(
      'href',
      '/book-your-growth-call?cta=value_based_pricing',
    );
    await expect(
      page
        .getByRole('region', { name: 'Why owners and founders choose Hidden Growth' })
        .locator('h3'),
    ).toHaveCount(5);
    await expect(
      page.getByRole('region', { name: 'What clients say about the investment' }),
    ).toContainText('Daniel Okafor');
  });

  test('JSON-LD describes the service and its three offers', async ({ page }) => {
    await page.goto('/pricing');
    const raw = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(raw!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      provider: { '@type': 'Organization', name: 'Hidden Growth Pte. Ltd.' },
    });
    expect(data.url).toMatch(/\/pricing$/);
    expect(
      data.offers.map(
        (offer: { name: string; price: number; priceCurrency: string; url: string }) => [
          offer.name,
          offer.price,
          offer.priceCurrency,
          new URL(offer.url).pathname + new URL(offer.url).search,
        ],
      ),
    ).toEqual([
      ['Basic', 3000, 'USD', '/book-your-growth-call?cta=pricing_basic'],
      ['Intermediate', 27700, 'USD', '/book-your-growth-call?cta=pricing_intermediate'],
      ['Advanced', 99700, 'USD', '/book-your-growth-call?cta=pricing_advanced'],
    ]);
    expect(data.offers[0].priceSpecification).toMatchObject({ unitCode: 'MON', price: 3000 });
  });

  test('the questions open one at a time', async ({ page }) => {
    await page.goto('/pricing');
    const items = page
      .getByRole('region', { name: 'Questions owners ask before they start' })
      .locator('details');
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await items.nth(3).getByText('How is the Advanced tier paid?').click();
    await expect(items.nth(3)).toContainText('US $6,000 a month after the first 90 days');
    await expect(items.nth(0)).not.toHaveAttribute('open');
  });
});

test.describe('about you', () => {
  test('Learn more expands and collapses Our story', async ({ page }) => {
    await page.goto('/about-you');
    expect(await sectionNames(page)).toEqual([
      'This page is about you, not us',
      'Every business has growth hiding in plain sight',
      'What working with us feels like',
    ]);
    const toggle = page.getByRole('button', { name: 'Learn more' });
    const story = page.getByRole('heading', { name: 'Our story' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(story).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(story).toBeVisible();
    await expect(page.locator('h4')).toHaveText([
      'The sales training that backfired',
      'A mentor’s question',
      '1,011% sales growth',
      'The four-step process we still use',
    ]);
    await expect(page.getByText(/sales grew by 1,011%/)).toBeVisible();
    await expect(page.getByText(/Step \d:/)).toHaveCount(4);
    await toggle.click();
    await expect(story).toBeHidden();
    await expect(
      page.getByRole('link', { name: 'Find Your Hidden Growth' }).last(),
    ).toHaveAttribute('href', '/book-your-growth-call?cta=about_you');
    await expect(
      page.getByRole('region', { name: 'What working with us feels like' }),
    ).toContainText('Sarah Whitfield');
  });
});

test.describe('explainer', () => {
  test('long explainer with the expectations table, buttons and sign-up anchor', async ({
    page,
  }) => {
    await page.goto('/how-jobs-to-be-done-research-works');
    await expect(page.locator('main h2')).toHaveText([
      'What Jobs-to-Be-Done research is',
      'Why we study demand, not your product',
      'Who we interview',
      'How an interview runs',
      'See an example interview',
      'From interviews to priorities',
      'The workshop and your action plan',
      'Guaranteed insights',
      'Where to go from here',
    ]);
    const table = page.getByRole('table');
    await expect(table.locator('caption')).toContainText('eight demand-side expectations');
    await expect(table.locator('thead th')).toHaveText([
      'Demand-side expectation',
      'Importance',
      'Gap',
      'Effort',
    ]);
    await expect(table.locator('tbody tr')).toHaveCount(8);
    await expect(table.locator('tbody th[scope="row"]')).toHaveCount(8);
    for (const cell of await table.locator('tbody td').allTextContents()) {
      expect(['High', 'Medium', 'Low']).toContain(cell);
    }
    const next = page.getByRole('region', { name: 'Where to go from here' });
    await expect(next.getByRole('link', { name: 'Book Your Growth Call' })).toHaveAttribute(
      'href',
      '/book-your-growth-call?cta=how_it_works',
    );
    await expect(next.getByRole('link', { name: 'Read Our Insights' })).toHaveAttribute(
      'href',
      '/insights',
    );
    await expect(next.getByRole('link', { name: 'Read Our Story' })).toHaveAttribute(
      'href',
      '/about-you',
    );
    await expect(next.getByRole('link', { name: 'Get new insights by e-mail' })).toHaveAttribute(
      'href',
      '#newsletter',
    );
  });
});

test.describe('legal pages', () => {
  test('terms carry the date and every figure of section 9', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of service');
    await expect(page.getByText('Last updated 10 June 2025')).toBeVisible();
    const main = page.getByRole('main');
    for (const text of [
      'SGD 1,000',
      'within 7 days of the conclusion of the main workshop',
      'exit interview',
      'The guarantee applies to the Intermediate and Advanced tiers only.',
      'does not apply to the Basic tier',
      'once the project proceeds past the workshop',
      'US $3,000 per month, with a minimum commitment of 3 months',
      'US $27,700 payable in advance, plus US $6,000 per month after the first 90 days',
      'with 12 months of ongoing support',
      'a total of US $99,700 covering the research plus 15 months of support',
      'eligible for value-based pricing',
      'around 12 interviews is typical',
      'up to $100m',
    ]) {
      await expect(main).toContainText(text);
    }
  });

  test('privacy names the act, retention periods, rights and breach figures', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByText('Last updated 10 June 2025')).toBeVisible();
    const main = page.getByRole('main');
    for (const text of [
      'Personal Data Protection Act 2012',
      'within 30 calendar days',
      'within 3 calendar days',
      '500 or more individuals',
    ]) {
      await expect(main).toContainText(text);
    }
    const rows = page.getByRole('table').locator('tbody tr');
    // Every kind of data the site keeps, each with the period data:purge applies.
    expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.textContent))).toEqual([
      'Sales enquiries and booking requests, with the calls you booked24 months after our last contact with you',
      'Client files, contracts and invoices7 years',
      'Newsletter list: your address, your topics and any pauseUntil you unsubscribe',
      'Newsletter sign-ups never confirmed30 days',
      'Newsletter delivery records13 months',
      'Bounce and complaint reports13 months',
      'An address our newsletter can no longer reach90 days after we stopped mailing it',
      'Interview recordings12 months',
      'Website use statistics13 months',
      'Your requests to see, correct, withdraw or erase your data24 months',
      'Proof of an erasure: a coded fingerprint of the address, the date, what wentAs long as we keep records',
      'The log of confirmation mails asked for, and spent confirmation links1 day',
      'Work waiting to be done, such as a mail to send30 days',
      'Records that a single-use link was used (no address)180 days',
    ]);
  });
});
