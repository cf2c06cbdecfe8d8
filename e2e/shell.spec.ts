import { test, expect } from './fixtures';
import { holdScripts, waitForHydration } from './support/hydration';
import { expectThisYear } from './support/shell';

test.describe('site shell', () => {
  test('desktop navigation lists the four sections and the booking button with its cta', async ({
    page,
  }) => {
    await page.goto('/terms-that-do-not-exist');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link')).toHaveText([
      'Services',
      'Pricing',
      'Case Studies',
      'Insights',
      'Find Your Hidden Growth',
    ]);
    await expect(main.getByRole('link', { name: 'Find Your Hidden Growth' })).toHaveAttribute(
      'href',
      '/book-your-growth-call?cta=nav_desktop',
    );
    await expect(page.getByRole('link', { name: 'Hidden Growth home' }).first()).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('underlines the link whose route is a prefix of the path', async ({ page }) => {
    await page.goto('/insights/some-article-slug');
    const main = page.getByRole('navigation', { name: 'Main' });
    const insights = main.getByRole('link', { name: 'Insights' });
    await expect(insights).toHaveAttribute('aria-current', 'page');
    await expect(insights).toHaveCSS('text-decoration-line', 'underline');
    await expect(main.getByRole('link', { name: 'Pricing' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(main.getByRole('link', { name: 'Pricing' })).toHaveCSS(
      'text-decoration-line',
      'none',
    );
  });

  test('the header stays at the top while scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/no-such-page');
    await page.mouse.wheel(0, 600);
    await expect(page.locator('header').first()).toHaveCSS('position', 'sticky');
    await expect(page.locator('header').first()).toBeInViewport();
  });

  test.describe('mobile', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the hamburger menu lists its links, closes after a choice and on Escape', async ({
      page,
    }) => {
      await page.goto('/not-here');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await toggle.click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link')).toHaveText([
        'Book Your Growth Call',
        'Services',
        'Case Studies',
        'Pricing',
        'Insights',
      ]);
      await expect(menu.getByRole('link', { name: 'Book Your Growth Call' })).toHaveAttribute(
        'href',
        '/book-your-growth-call?cta=nav_mobile',
      );

      await menu.getByRole('link', { name: 'Pricing' }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(menu).toBeHidden();

      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    });

    test('the menu closes on every change of path: the logo, Back, Forward, links in the page', async ({
      page,
    }) => {
      await page.goto('/pricing');
      await waitForHydration(page);
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      const open = async () => {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(menu).toBeVisible();
      };

      await open();
      await page.getByRole('banner').getByRole('link', { name: 'Hidden Growth home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(menu).toBeHidden();

      await open();
      await page.goBack();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(menu).toBeHidden();

      await open();
      await page.goForward();
      await expect(page).toHaveURL(/\/$/);
      await expect(menu).toBeHidden();

      await open();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Insights' }).click();
      await expect(page).toHaveURL(/\/insights$/);
      await expect(menu).toBeHidden();
    });
  });

  test('the logo falls back to the brand name when its image fails', async ({ page }) => {
    await page.route('**/logo.png', (route) => route.abort());
    await page.goto('/missing-page');
    await expect(page.getByTestId('logo-text').first()).toHaveText('Hidden Growth');
  });

  test('the footer carries every link of the spec and this year’s copyright', async ({ page }) => {
    await page.goto('/missing-page');
    const footer = page.locator('footer');
    for (const href of [
      '/',
      '/how-jobs-to-be-done-research-works',
      '/pricing',
      '/insights',
      '/about-you',
      '/terms',
      '/privacy',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
    await expect(footer.locator('a[href*="linkedin.com"]')).toHaveAttribute('target', '_blank');
    await expect(footer.locator('a[href*="youtube.com"]')).toHaveAttribute('rel', /noopener/);
    await expect(footer.locator('a[href^="https://"]')).toHaveCount(3);
    // The year the server is in, not one written into the site.
    await expectThisYear(page);
  });

  test('a prerendered page is rendered again within a day, so its footer turns with the year', async ({
    page,
  }) => {
    for (const path of ['/', '/terms', '/pricing']) {
      const response = await page.goto(path);
      const cacheControl = response!.headers()['cache-control'] ?? '';
      const sharedMaxAge = Number(/(?:^|,\s*)s-maxage=(\d+)/.exec(cacheControl)?.[1]);
      // A shared cache may keep it (the deploy kit's nginx does), for a day at most.
      expect(Number.isInteger(sharedMaxAge), `${path}: ${cacheControl}`).toBe(true);
      expect(sharedMaxAge, path).toBeLessThanOrEqual(24 * 3600);
      await expectThisYear(page);
    }
  });

  test('an unknown path answers 404 with a link home', async ({ page }) => {
    const response = await page.goto('/definitely/not/a/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    // The browser's title stays the 404 one once the page has hydrated.
    await waitForHydration(page);
    await expect(page).toHaveTitle('Page not found | Hidden Growth');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the error boundary shows its message and Try Again recovers', async ({ page }) => {
    await page.goto('/diagnostics/render-error');
    await expect(
      page.getByRole('heading', { name: 'Something went wrong loading this content.' }),
    ).toBeVisible();
    // The header and footer survive a render error below the layout.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('diagnostics:render-error:recovered', '1'));
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Recovered' })).toBeVisible();
  });

  test('/book-your-call redirects permanently to the booking page with its cta', async ({
    page,
    request,
  }) => {
    const raw = await request.get('/book-your-call?cta=pricing_advanced&utm_source=ads', {
      maxRedirects: 0,
    });
    expect(raw.status()).toBe(308);
    expect(raw.headers()['location']).toBe(
      '/book-your-growth-call?cta=pricing_advanced&utm_source=ads',
    );
    await page.goto('/book-your-call?cta=nav_mobile');
    await expect(page).toHaveURL(/\/book-your-growth-call\?cta=nav_mobile$/);
  });

  test('the page scrolls to the top on every path change', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 360 });
    await page.goto('/first-missing-page');
    await waitForHydration(page);
    // Scrolled at once (the site scrolls smoothly), and again until it holds.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(100);
    await page.locator('footer').getByRole('link', { name: 'Terms of service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('reports a page view on first load and on each client-side navigation', async ({ page }) => {
    const views: { path: string; cta?: string }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/pageview') && request.method() === 'POST') {
        views.push(request.postDataJSON());
      }
    });
    const first = page.waitForResponse((r) => r.url().endsWith('/api/analytics/pageview'));
    await page.goto('/landing-missing?cta=home_hero');
    expect((await first).status()).toBe(204);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    await expect.poll(() => views.map((v) => v.path)).toEqual(['/landing-missing', '/services']);
    expect(views[0]!.cta).toBe('home_hero');
  });

  test('every response carries the security headers', async ({ request }) => {
    const response = await request.get('/robots.txt');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  test('health reports the store as up', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', store: 'up' });
  });

  test('robots.txt and the sitemap name the site', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/pricing</loc>');
    expect(sitemap).toContain('/book-your-growth-call</loc>');
  });

  test('loads the booking route on intent, not when its call to action is merely on screen', async ({
    page,
  }) => {
    const bookingRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/book-your-growth-call') {
        bookingRequests.push(request.url());
      }
    });
    await page.goto('/');
    const hero = page.getByRole('link', { name: 'Book Your Growth Call' }).first();
    await expect(hero).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(bookingRequests).toEqual([]);

    await hero.hover();
    await expect.poll(() => bookingRequests.length).toBeGreaterThan(0);
    await hero.click();
    await expect(page).toHaveURL(/\/book-your-growth-call\?cta=home_hero$/);
  });

  test('the sign-up form keeps what was typed before the page’s script arrived, and focus', async ({
    page,
  }) => {
    // A slow phone: the page's scripts arrive only when released.
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const section = page.locator('#newsletter');
    const email = section.getByLabel('Email address');
    await email.focus();
    await page.keyboard.type('early@example.com');
    release();
    await waitForHydration(page);
    // The script has taken over: an empty address is now answered in place.
    await expect(email).toHaveValue('early@example.com');
    await expect(email).toBeFocused();
    await email.fill('');
    await section.getByRole('button', { name: 'Sign Up' }).click();
    await expect(section.getByText('Please enter your email address')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the shell has no accessibility violations', async ({ page, axe }) => {
    await page.goto('/missing-for-axe');
    await axe();
  });

  test('the mobile menu has no accessibility violations when open', async ({ page, axe }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/missing-for-axe');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await axe();
  });
});
