import { freePort, hangingServer, startSite, type RunningSite } from '../fixtures/server';
import { expect, test } from '../fixtures/test';

/** The site keeps working when one remote cannot be had; only that area shows a fallback. */
test.describe('a remote that is down', () => {
  let site: RunningSite;
  test.beforeAll(async () => {
    const closed = await freePort();
    site = await startSite({ REMOTE_CATALOG_URL: `http://127.0.0.1:${closed}/mf-manifest.json` });
  });
  test.afterAll(async () => site.stop());

  test('shows a contained fallback in its area while the rest of the site works', async ({
    page,
  }) => {
    await page.goto(`${site.url}/comptia`);
    const fallback = page
      .getByRole('alert')
      .filter({ hasText: 'This section is temporarily unavailable' });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();

    // The other remotes still load.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Certificate', exact: true })
      .click();
    await expect(page.getByLabel('Enter Certificate ID')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Login' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });
});

test.describe('a remote that hangs', () => {
  let site: RunningSite;
  let hang: Awaited<ReturnType<typeof hangingServer>>;
  test.beforeAll(async () => {
    hang = await hangingServer();
    site = await startSite({
      REMOTE_CERTIFICATES_URL: `http://127.0.0.1:${hang.port}/mf-manifest.json`,
    });
  });
  test.afterAll(async () => {
    await site.stop();
    await hang.close();
  });

  test('times out into the fallback instead of spinning for ever', async ({ page }) => {
    await page.goto(`${site.url}/CertificateLookup`);
    await expect(page.getByText('Loading content...')).toBeVisible();
    await expect(page.getByText('This section is temporarily unavailable')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.goto(`${site.url}/comptia`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'CompTIA certification courses' }),
    ).toBeVisible();
  });
});

test.describe('the payments remote down', () => {
  let site: RunningSite;
  test.beforeAll(async () => {
    const closed = await freePort();
    site = await startSite({ REMOTE_PAYMENTS_URL: `http://127.0.0.1:${closed}/mf-manifest.json` });
  });
  test.afterAll(async () => site.stop());

  test("leaves a 'Pay Now' link to the contact page in the navigation", async ({ page }) => {
    await page.goto(site.url);
    const link = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pay Now' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
});
