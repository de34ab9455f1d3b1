import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/**
 * Resolves once React has hydrated the element (it then carries React's props key). The
 * overview pages are prerendered, and text typed into the search before it is hydrated is still
 * lost in some runs, although the early-input replay hands other fields' values over
 * (docs/PERFORMANCE.md 'Input before hydration'); so the test types once the search is live.
 */
async function live(field: Locator): Promise<Locator> {
  await expect
    .poll(() => field.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))))
    .toBe(true);
  return field;
}

/** One course per CompTIA level and per PECB category, reached through the shell. */
const coursePages: [path: string, title: string][] = [
  ['/comptia/specialist/network-plus', 'CompTIA Network+'],
  ['/comptia/professional/pentest-plus', 'CompTIA PenTest+'],
  ['/comptia/expert/casp-plus', 'CompTIA SecurityX (formerly CASP+)'],
  ['/pecb/information-security/iso-27005', 'ISO/IEC 27005 Risk Manager'],
  ['/pecb/cybersecurity/network-security', 'Lead Network Security Manager'],
  ['/pecb/quality/iso-9001', 'ISO 9001 Lead Implementer'],
  ['/pecb/governance/iso-31000', 'ISO 31000 Risk Manager'],
  ['/pecb/artificial-intelligence/iso-42001', 'ISO/IEC 42001 Lead Implementer'],
  ['/pecb/privacy/gdpr', 'Certified Data Protection Officer (GDPR)'],
  ['/pecb/continuity/dora', 'Digital Operational Resilience Act (DORA)'],
  ['/pecb/technical-cybersecurity/incident-response', 'Incident Response'],
];

test.describe('the catalog', () => {
  test('the CompTIA overview leads to a level and a course', async ({ page }) => {
    await page.goto('/comptia');
    await expect(
      page.getByRole('heading', { level: 1, name: 'CompTIA certification courses' }),
    ).toBeVisible();
    await (await live(page.getByRole('link', { name: 'Professional', exact: true }))).click();
    await expect(page).toHaveURL(/\/comptia\/professional$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'CompTIA Professional courses' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'CompTIA Cloud+' }).first().click();
    await expect(page).toHaveURL(/\/comptia\/professional\/cloud-plus$/);
    await expect(page.getByRole('heading', { level: 1, name: 'CompTIA Cloud+' })).toBeVisible();
    await expect(page.getByText('CV0-004')).toBeVisible();
  });

  for (const [path, title] of coursePages) {
    test(`serves ${path} with its breadcrumb and JSON-LD`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Enquire/ })).toBeVisible();
      await expect(page).toHaveTitle(
        new RegExp(`^${title.replace(/[()+]/g, '\\$&')} training \\|`),
      );
      const text = await page.locator('script[type="application/ld+json"]').textContent();
      const data = JSON.parse(text ?? '{}') as {
        '@type': string;
        name: string;
        provider: { name: string };
      };
      expect(data['@type']).toBe('Course');
      expect(data.name).toBe(title);
      expect(data.provider.name).not.toBe('');
    });
  }

  test('every PECB category page and the overview pages render', async ({ page }) => {
    for (const [path, heading] of [
      ['/PECB', 'PECB certification courses'],
      ['/cer', 'Certifications'],
      ['/CompTIA-single-page', 'CompTIA training and exam vouchers'],
      ['/pecb/digital-transformation', 'PECB Digital Transformation'],
      ['/pecb/information-security', 'PECB Information Security'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('search filters courses and announces the count', async ({ page }) => {
    await page.goto('/cer');
    const results = page.getByRole('status', { name: 'Search results' });
    await expect(results).toHaveText('56 courses found');
    await (await live(page.getByRole('searchbox', { name: 'Search courses' }))).fill('SY0-701');
    await expect(results).toHaveText('1 course found');
    const list = page.getByRole('list', { name: 'Search courses' });
    await list.getByRole('link', { name: 'CompTIA Security+' }).click();
    await expect(page).toHaveURL(/\/comptia\/specialist\/security-plus$/);

    await page.goto('/PECB');
    await (
      await live(page.getByLabel('Vendor and level'))
    ).selectOption({ label: 'PECB Privacy and Data Protection' });
    await expect(page.getByRole('status', { name: 'Search results' })).toHaveText(
      '2 courses found',
    );
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('no such course anywhere');
    await expect(page.getByRole('status', { name: 'Search results' })).toContainText(
      'No courses match your search',
    );
  });

  test('an unknown course, level or category shows the not-found page', async ({ page }) => {
    for (const path of [
      '/comptia/expert/no-such-course',
      '/pecb/quality/no-such-course',
      '/pecb/no-such-category',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    }
  });
});
