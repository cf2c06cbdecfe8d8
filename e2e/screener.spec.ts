import { test as base, expect } from './fixtures';
import { ScreenerPage, storedLeads, uniqueEmail } from './pages/screener';
import { recordPolicyViolations } from './support/csp';
import { holdScripts } from './support/hydration';

const test = base.extend<{ s: ScreenerPage }>({
  s: async ({ page }, use) => {
    const screener = new ScreenerPage(page);
    await screener.recordToasts();
    await use(screener);
  },
});

test.beforeEach(async ({ page }) => {
  // Each test is its own visitor, so the per-client rate limit of /api/leads never couples them.
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${octet()}.${octet()}` });
});

test.describe('booking screener', () => {
  // Whole journeys with several 800 ms auto-advances each.
  test.describe.configure({ timeout: 60_000 });

  test('existing business: every step, auto-advance, slider, Other, axe, success to home', async ({
    page,
    axe,
    s,
  }) => {
    await s.open('?cta=nav_desktop');

    // Step 1 with its intro.
    await expect(
      page.getByRole('heading', { name: 'A two-minute, confidential screener' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'A two-minute, confidential screener' }).getByRole('link'),
    ).toHaveAttribute('href', '/terms');
    await s.expectStep(1, 7);
    await expect(s.back).toBeDisabled();
    await expect(s.next).toBeDisabled();
    await axe();

    // A choice: 800 ms of 'Processing…' with the choices and Next disabled, then step 2.
    const started = Date.now();
    await s.choice('An established business').click();
    await expect(s.next).toHaveText('Processing…');
    await expect(s.next).toBeDisabled();
    await expect(s.choice('A new venture')).toBeDisabled();
    await expect(s.choice('An established business')).toHaveAttribute('aria-pressed', 'true');
    await expect(s.heading).toHaveText('What is your annual revenue?');
    expect(Date.now() - started).toBeGreaterThanOrEqual(780);
    await expect(s.next).toHaveText('Next');
    await expect(
      page.getByRole('heading', { name: 'A two-minute, confidential screener' }),
    ).toBeHidden();
    await s.expectStep(2, 7);
    await expect(s.announcer).toHaveText('Step 2 of 7: What is your annual revenue?');
    await expect(s.back).toBeEnabled();
    await axe();

    // Step 3: the slider starts at 0 and counts as answered.
    await s.choose('US $1m – $5m', 'How is revenue tracking against this year’s target?');
    await s.expectStep(3, 7);
    const slider = page.getByRole('slider', { name: 'Revenue against target, in percent' });
    await expect(slider).toHaveValue('0');
    await expect(s.next).toBeEnabled();
    await axe();
    await slider.focus();
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveValue('-7');
    await expect(slider).toHaveAttribute('aria-valuetext', '-7% behind target');
    await expect(page.locator('output')).toHaveText('-7%');
    await s.next.click();

    // Step 5: several obstacles, each toggling; Other reveals a text field.
    await expect(s.heading).toHaveText('What is holding growth back?');
    await s.expectStep(4, 7);
    await expect(s.next).toBeDisabled();
    const conversion = s.form.getByLabel('Poor sales-conversion rate');
    await conversion.check();
    await expect(s.next).toBeEnabled();
    await conversion.uncheck();
    await expect(s.next).toBeDisabled();
    await conversion.check();
    await s.form.getByLabel('Customers push back on our prices').check();
    const otherText = s.form.getByLabel('Please specify the other obstacle');
    await expect(otherText).toBeHidden();
    await s.form.getByLabel('Other (please specify)').check();
    await expect(otherText).toBeVisible();
    await otherText.fill('Our best reseller went bust');
    await axe();
    await s.next.click();

    await expect(s.heading).toHaveText(
      'If nothing changes in the next 12 months, what is at stake?',
    );
    await s.expectStep(5, 7);
    await axe();
    await s.choose('Little risk', 'How well do you understand why customers buy?');
    await s.expectStep(6, 7);
    await axe();
    await s.choose('We have some insight', 'Where should we send your growth plan?');
    await s.expectStep(7, 7);
    await expect(s.submit).toHaveText('Get Your Growth Plan');
    await expect(s.submit).toBeDisabled();
    await axe();

    const email = uniqueEmail('existing');
    await s.fillContact('  Jane Tan ', `  ${email.toUpperCase()} `, 'https://www.example.com');
    await s.form.getByLabel(/occasional research insight/).check();
    await expect(s.submit).toBeEnabled();
    await s.submit.click();
    await s.expectSuccess();

    const [lead] = storedLeads(email);
    expect(lead).toMatchObject({
      business_type: 'existing_business',
      annual_revenue: '1m_5m',
      revenue_tracking_percentage: -7,
      product_stage: null,
      obstacles: JSON.stringify([
        'Poor sales-conversion rate',
        'Customers push back on our prices',
        'Other (please specify)',
      ]),
      other_obstacle: 'Our best reseller went bust',
      risk_level: 'low_risk',
      customer_understanding: 'some_insight',
      full_name: 'Jane Tan',
      website_url: 'https://www.example.com',
      newsletter_opt_in: 1,
      cta_source: 'nav_desktop',
    });
    expect(String(lead!.id)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  test('new venture: business type, product stage, obstacles, risk, understanding, contact, with Back along the path', async ({
    axe,
    s,
  }) => {
    await s.open();
    await s.choose('A new venture', 'Where is your product today?');
    await s.expectStep(2, 6);
    await axe();

    // Back from the product stage is the business type (not revenue tracking), with the answer
    // kept; Back is disabled there.
    await s.back.click();
    await expect(s.heading).toHaveText('Which best describes you?');
    await s.expectStep(1, 6);
    await expect(s.back).toBeDisabled();
    await expect(s.choice('A new venture')).toHaveAttribute('aria-pressed', 'true');
    await s.next.click();
    await expect(s.heading).toHaveText('Where is your product today?');

    await s.choose('An idea', 'What is holding growth back?');
    await s.expectStep(3, 6);
    await s.back.click();
    await expect(s.choice('An idea')).toHaveAttribute('aria-pressed', 'true');
    await s.next.click();
    await s.form.getByLabel('Unclear product–market fit').check();
    await s.next.click();
    await s.expectStep(4, 6);
    await s.choose('We would have to close', 'How well do you understand why customers buy?');
    await s.expectStep(5, 6);
    await s.choose('We are validating a first version', 'Where should we send your growth plan?');
    await s.expectStep(6, 6);
    await axe();

    const email = uniqueEmail('venture');
    await s.fillContact('Sam Lee', email, 'https://www.linkedin.com/in/samlee');
    await s.submit.click();
    await s.expectSuccess();
    expect(storedLeads(email)).toEqual([
      expect.objectContaining({
        business_type: 'new_venture',
        annual_revenue: 'pre_revenue',
        revenue_tracking_percentage: null,
        product_stage: 'idea',
        obstacles: JSON.stringify(['Unclear product–market fit']),
        other_obstacle: null,
        risk_level: 'close_product',
        customer_understanding: 'mvp_validating',
        newsletter_opt_in: 0,
        cta_source: null,
      }),
    ]);
  });

  test('the whole screener works by keyboard alone', async ({ page, s }) => {
    await s.open('?cta=how_it_works');
    await s.choice('A new venture').focus();
    await page.keyboard.press('Enter');
    await expect(s.heading).toHaveText('Where is your product today?');
    // Focus moved to the new question, so the answers are the next Tab stops.
    await expect(s.heading).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(s.choice('An idea')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(s.heading).toHaveText('What is holding growth back?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(s.form.getByLabel('Low level of inbound leads')).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(s.heading).toHaveText(
      'If nothing changes in the next 12 months, what is at stake?',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(s.heading).toHaveText('How well do you understand why customers buy?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(s.heading).toHaveText('Where should we send your growth plan?');
    const email = uniqueEmail('keyboard');
    await page.keyboard.press('Tab');
    await expect(s.form.getByLabel('Full name')).toBeFocused();
    await page.keyboard.type('Kim Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('https://kim.example');
    await page.keyboard.press('Enter');
    await s.expectSuccess();
    expect(storedLeads(email)).toEqual([
      expect.objectContaining({ product_stage: 'mvp_building', cta_source: 'how_it_works' }),
    ]);
  });

  test('validation toasts come in the spec’s order and words, and nothing is sent', async ({
    page,
    s,
  }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/leads')) posts.push(r.method());
    });
    await s.open();
    await s.walkNewVentureToContact();

    await s.fillContact('   ', 'not-an-email', 'www.example.com');
    await s.submit.click();
    await expect(s.toast('Missing Information')).toContainText('Please enter your full name.');
    await expect(s.form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

    await s.form.getByLabel('Full name').fill('Ana Silva');
    await s.submit.click();
    await expect(s.toast('Invalid Email')).toContainText(
      'Please enter a valid work e-mail address.',
    );

    await s.form.getByLabel('Work e-mail').fill('ana@example');
    await s.submit.click();
    await expect(s.toast('Invalid Email')).toHaveCount(2);

    await s.form.getByLabel('Work e-mail').fill('ana@example.com');
    await s.submit.click();
    await expect(s.toast('Invalid URL')).toContainText(
      'Please enter a valid website or LinkedIn URL (including http:// or https://).',
    );
    await expect(s.form.getByText('Please enter a valid website or LinkedIn URL')).toBeVisible();
    expect(posts).toEqual([]);
    await expect(page).toHaveURL(/\/book-your-growth-call/);
  });

  test('a contact field says its problem as the visitor leaves it; axe stays clean', async ({
    page,
    axe,
    s,
  }) => {
    await s.open();
    await s.walkNewVentureToContact();
    const email = s.form.getByLabel('Work e-mail');
    await s.form.getByLabel('Full name').fill('Ana Silva');
    await email.fill('ana@example');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Tab');

    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid work e-mail address.');
    await expect(s.form.getByLabel('Website or LinkedIn URL')).toBeFocused();
    // Said in the field, not in a toast, and nothing is posted.
    expect(s.toastsShown).toEqual([]);
    await axe();

    await email.fill('ana@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(s.form.getByText('Please enter a valid work e-mail address.')).toHaveCount(0);
    await expect(s.heading).toHaveText('Where should we send your growth plan?');
  });

  test('a refused or unanswered application keeps the visitor and every answer; a retry succeeds once', async ({
    page,
    s,
  }) => {
    // A connection of its own, which has already spent POST /api/leads's per-client limit: the
    // screener's own posts count against the same limit.
    const connection = `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': connection });
    for (let i = 0; i < 10; i++) {
      await page.request.post('/api/leads', {
        headers: { 'x-forwarded-for': connection },
        data: {},
      });
    }
    await s.open('?cta=services');
    await s.walkNewVentureToContact();
    const email = uniqueEmail('failure');
    await s.fillContact('Lee Failure', email, 'https://lee.example');

    await s.submit.click();
    await expect(s.toast('Submission Error')).toContainText(
      'Too many applications from this connection. Please try again in 15 minutes.',
    );
    await expect(page).toHaveURL(/\/book-your-growth-call/);
    await expect(s.submit).toHaveText('Get Your Growth Plan');
    await expect(s.submit).toBeEnabled();
    await expect(s.form.getByLabel('Full name')).toHaveValue('Lee Failure');

    // From another connection, a post that gets no answer: the network text.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.19.250.250' });
    const posts = '**/book-your-growth-call*';
    await page.route(posts, (route) =>
      route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
    );
    await s.submit.click();
    // Sonner lists the newest toast first and the refusal's toast may still be up: find the new
    // one by its own words.
    await expect(s.toast('Network error. Please try again.')).toContainText('Submission Error');
    await expect(s.form.getByLabel('Work e-mail')).toHaveValue(email);

    // Earlier answers are kept too.
    await page.unroute(posts);
    await s.back.click();
    await expect(s.choice('We interview customers regularly')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await s.next.click();
    await expect(s.form.getByLabel('Work e-mail')).toHaveValue(email);

    await s.submit.click();
    await s.expectSuccess();
    expect(storedLeads(email)).toHaveLength(1);
  });

  test('answers survive a reload and a return; success clears them', async ({ page, s }) => {
    await s.open('?cta=startups_hero');
    await s.choose('An established business', 'What is your annual revenue?');
    await s.choose('Under US $500k', 'How is revenue tracking against this year’s target?');
    const slider = page.getByRole('slider');
    await slider.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await s.next.click();
    await s.form.getByLabel('Difficulty securing funding').check();

    await page.reload();
    await expect(s.heading).toHaveText('What is holding growth back?');
    await s.expectStep(4, 7);
    await expect(s.form.getByLabel('Difficulty securing funding')).toBeChecked();
    await s.back.click();
    await expect(page.getByRole('slider')).toHaveValue('3');

    // Away and back without the query: still resumed, with the first cta.
    await page.goto('/terms');
    await page.goto('/book-your-growth-call');
    await expect(s.heading).toHaveText('How is revenue tracking against this year’s target?');
    await s.next.click();
    await s.next.click();
    await s.choose('Little risk', 'How well do you understand why customers buy?');
    await s.choose('We have never researched it', 'Where should we send your growth plan?');
    const email = uniqueEmail('resume');
    await s.fillContact('Rae Resume', email, 'https://rae.example');
    await s.submit.click();
    await s.expectSuccess();
    expect(storedLeads(email)).toEqual([
      expect.objectContaining({ revenue_tracking_percentage: 3, cta_source: 'startups_hero' }),
    ]);

    await page.goto('/book-your-growth-call');
    await expect(s.heading).toHaveText('Which best describes you?');
    await expect(s.choice('An established business')).toHaveAttribute('aria-pressed', 'false');
  });

  test('a cta carried from /pricing is stored with the lead', async ({ page, s }) => {
    const pricing = await page.goto('/pricing');
    const tierLink = page.locator('a[href="/book-your-growth-call?cta=pricing_basic"]').first();
    if (pricing?.ok() && (await tierLink.count()) > 0) {
      await tierLink.click();
      await expect(s.heading).toHaveText('Which best describes you?');
    } else {
      // /pricing is built on another branch; its tier button links here with this query.
      await s.open('?cta=pricing_basic');
    }
    await expect(page).toHaveURL(/\/book-your-growth-call\?cta=pricing_basic$/);
    await s.walkNewVentureToContact();
    const email = uniqueEmail('pricing');
    await s.fillContact('Pat Pricing', email, 'https://pat.example');
    await s.submit.click();
    await s.expectSuccess();
    expect(storedLeads(email)).toEqual([expect.objectContaining({ cta_source: 'pricing_basic' })]);
  });

  test('a cta carried through /book-your-call is stored with the lead', async ({ page, s }) => {
    // An ad on another site links to the campaign alias.
    const target = new URL('/book-your-call?cta=final_cta', test.info().project.use.baseURL);
    await page.route('http://news.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>News</title><a href="${target.href}">Book a call</a>`,
      }),
    );
    await page.goto('http://news.example/article');
    await page.getByRole('link', { name: 'Book a call' }).click();
    await expect(page).toHaveURL(/\/book-your-growth-call\?cta=final_cta$/);
    await expect(s.heading).toHaveText('Which best describes you?');
    await s.walkNewVentureToContact();
    const email = uniqueEmail('alias');
    await s.fillContact('Al Alias', email, 'https://al.example');
    await s.submit.click();
    await s.expectSuccess();
    expect(storedLeads(email)).toEqual([
      expect.objectContaining({
        cta_source: 'final_cta',
        // The browser sends only the origin across sites (strict-origin-when-cross-origin).
        page_referrer: 'http://news.example/',
      }),
    ]);
  });
});

test.describe('booking screener before its script', () => {
  test('a choice pressed before the script runs is posted, and the server answers with the next step', async ({
    page,
    s,
  }) => {
    // A slow phone: the page's scripts arrive only when released.
    const release = await holdScripts(page);
    await page.goto('/book-your-growth-call?cta=home_hero', { waitUntil: 'commit' });
    await expect(s.heading).toHaveText('Which best describes you?');
    await expect(s.form).not.toHaveAttribute('data-ready', '');
    await s.choice('A new venture').click();
    await expect(s.heading).toHaveText('Where is your product today?');
    await s.expectStep(2, 6);

    // The script takes over on the page the server answered with.
    release();
    await expect(s.form).toHaveAttribute('data-ready', '');
    await s.choose('An idea', 'What is holding growth back?');
    await s.expectStep(3, 6);
  });

  test('a page the server answered on a later step keeps what was typed until its code arrives', async ({
    page,
    s,
  }) => {
    const release = await holdScripts(page);
    // Each press is a post of the form, answered by the server with the next step.
    const post = async (name: string | RegExp, next: string) => {
      await s.form.getByRole('button', { name }).click();
      await expect(s.heading).toHaveText(next);
    };
    await page.goto('/book-your-growth-call', { waitUntil: 'commit' });
    await expect(s.heading).toHaveText('Which best describes you?');
    await post(/A new venture/, 'Where is your product today?');
    await post(/An idea/, 'What is holding growth back?');
    await s.form.getByLabel('Unclear product–market fit').check();
    await post('Next', 'If nothing changes in the next 12 months, what is at stake?');
    await post(/We would have to close/, 'How well do you understand why customers buy?');
    await post(/We are validating a first version/, 'Where should we send your growth plan?');
    await s.form.getByLabel('Full name').fill('Tess Early');

    release();
    await expect(s.form).toHaveAttribute('data-ready', '');
    await expect(s.heading).toHaveText('Where should we send your growth plan?');
    await expect(s.form.getByLabel('Full name')).toHaveValue('Tess Early');
    await s.form.getByLabel('Work e-mail').fill('tess@example');
    await s.form.getByLabel('Website or LinkedIn URL').fill('https://tess.example');
    await s.submit.click();
    await expect(s.toast('Invalid Email')).toContainText(
      'Please enter a valid work e-mail address.',
    );
    await expect(s.form.getByLabel('Work e-mail')).toBeFocused();
  });
});

test.describe('booking screener and the Content-Security-Policy', () => {
  test('validating the contact step reports no policy violation', async ({ page, s }) => {
    const violations = await recordPolicyViolations(page);
    await s.open();
    await s.walkNewVentureToContact();
    await s.fillContact('Cy Policy', 'not-an-email', 'https://cy.example');
    await s.submit.click();
    await expect(s.toast('Invalid Email')).toBeVisible();
    expect(violations).toEqual([]);
  });
});
