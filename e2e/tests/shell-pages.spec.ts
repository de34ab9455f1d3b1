import { expect, test } from '../fixtures/test';

// Every public page the shell owns and the h1 it shows.
const shellPages: [path: string, heading: string | RegExp][] = [
  ['/', /\S/],
  ['/home', /\S/],
  ['/about-us', 'About us'],
  ['/our-services', 'Our services'],
  ['/service-detail/cloud-services', 'Cloud services'],
  ['/service-detail/it-training', 'IT training and certification'],
  ['/services/cloud-services', 'Cloud services'],
  ['/services/digital-marketing', 'Digital marketing'],
  ['/services/web-development', 'Web development'],
  ['/services/software-services', 'Software services'],
  ['/contact-us', 'Contact us'],
  ['/review-page', 'Reviews'],
  ['/frequently-asked-questions', 'Frequently asked questions'],
  ['/Terms-and-Conditions', 'Terms and Conditions'],
  ['/Our-Policies', 'Our Policies'],
  ['/Our-Blogs', 'Our blogs'],
  ['/Career-details', 'Careers'],
  ['/partner-page', 'Partners'],
  ['/employee', 'Employee corner'],
  ['/internship', 'Internship'],
  ['/internal-exams', 'Internal exams'],
  ['/Gallery', 'Photo Gallery'],
  ['/resources', 'Resources'],
];

test.describe("the shell's pages", () => {
  // Each page on its own: they share the workers.
  test.describe.configure({ mode: 'parallel' });

  for (const [path, heading] of shellPages) {
    // Each page loaded anew, in a page the worker's tests share (fixtures/test.ts).
    test(`${path} renders its page`, async ({ workerPage: page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
      // Every page sets its own meta description.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w{3,}/);
    });
  }

  test('an unknown service shows the not-found page', async ({ page }) => {
    await page.goto('/service-detail/time-travel');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('the home page leads to the course catalogues and the contact form', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore PECB certifications' }).click();
    await expect(page).toHaveURL(/\/PECB$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Send us an enquiry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  });

  test('the About page is translated (Arabic, right to left)', async ({ page }) => {
    await page.goto('/ar/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'من نحن' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle(/^من نحن/);
  });
});

test.describe('the photo gallery', () => {
  test('counts, filters and the empty category', async ({ page }) => {
    await page.goto('/Gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    await expect(
      page.getByText(/Explore our campus, training sessions and facilities/),
    ).toBeVisible();
    for (const name of [
      'All (18)',
      'Campus (0)',
      'Team (5)',
      'Training (5)',
      'Courses (5)',
      'Events (3)',
    ]) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    const photos = page.locator('main img');
    await expect(photos).toHaveCount(18);
    await expect(photos.first()).toHaveAttribute('loading', 'lazy');

    await page.getByRole('button', { name: 'Training (5)' }).click();
    await expect(page.getByRole('button', { name: 'Training (5)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Training' })).toBeVisible();
    await expect(page.getByText('Showing 5 images')).toBeVisible();
    const tags = page.getByRole('list', { name: 'Sub-categories' });
    await expect(tags.getByRole('listitem')).toHaveText(['Workshops', 'Practical']);
    await expect(photos).toHaveCount(5);
    // The illustration really is served and drawn.
    const first = photos.first();
    await first.scrollIntoViewIfNeeded();
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Campus (0)' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Campus' })).toBeVisible();
    await expect(page.getByText('No images found for this category')).toBeVisible();
    await expect(photos).toHaveCount(0);
  });

  test('the full-size view opens, locks scrolling and closes by button and Escape', async ({
    page,
  }) => {
    await page.goto('/Gallery');
    const opener = page.getByRole('button', { name: 'Unity game development batch, week one' });
    // The page is prerendered: a click before it is hydrated is held and replayed.
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Unity game development batch, week one' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByText('Unity', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await expect(opener).toBeFocused();

    await page.getByRole('button', { name: 'Events (3)' }).click();
    await page.getByRole('button', { name: 'The Diwali rangoli competition' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});

test.describe('the contact form', () => {
  test('explains what is missing, then sends an enquiry', async ({ page }) => {
    await page.goto('/contact-us?course=CompTIA%20Security%2B');
    await expect(page.getByLabel('Subject or course')).toHaveValue('CompTIA Security+');
    await page.getByLabel('Subject or course').fill('');

    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
    await expect(
      page.getByText('Please tell us the subject or the course you are asking about.'),
    ).toBeVisible();
    await expect(page.getByText('Please write your message.')).toBeVisible();

    await page.getByLabel('Name').fill('Asha Verma');
    await page.getByLabel('E-mail').fill('asha@example.com');
    await page.getByLabel('Phone').fill('+91 98100 12345');
    await page.getByLabel('Subject or course').fill('CompTIA Security+');
    await page.getByLabel('Message').fill('When does the next weekend batch start?');
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/enquiries') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    expect((await posted).status()).toBe(201);
    await expect(page.getByText('Thank you! We will get back to you soon.')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
  });
});

test.describe('pages that load from the API', () => {
  test('the reviews page shows the reviews', async ({ page }) => {
    await page.goto('/review-page');
    await expect(page.getByRole('heading', { level: 2, name: 'Aarav S.' })).toBeVisible();
    await expect(page.getByText('Loading reviews...')).toHaveCount(0);
  });

  test('the blog and the resources show what the API has', async ({ page }) => {
    await page.goto('/Our-Blogs');
    await expect(page.locator('main h2').first()).toBeVisible();
    await page.goto('/resources');
    await expect(page.locator('main h2').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a failed call shows an error with a retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/reviews', (route) =>
      fail ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    );
    await page.goto('/review-page');
    await expect(page.getByRole('alert')).toContainText('We could not load the reviews.');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Aarav S.' })).toBeVisible();
  });
});

// axe on these pages: a11y-seo.spec.ts, which checks every public page for every violation.
