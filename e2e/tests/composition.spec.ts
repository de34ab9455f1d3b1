import { expect, test } from '../fixtures/test';

test.describe('the composed site', () => {
  test('reaches each remote screen from the shell by clicking', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();

    // Catalog
    await page.getByRole('link', { name: 'Browse CompTIA courses' }).click();
    await expect(page).toHaveURL(/\/comptia$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'CompTIA certification courses' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'CompTIA Security+' }).first().click();
    await expect(page).toHaveURL(/\/comptia\/specialist\/security-plus$/);
    await expect(page.getByRole('heading', { level: 1, name: 'CompTIA Security+' })).toBeVisible();
    await expect(page.getByText('SY0-701')).toBeVisible();

    // Certificates, from the footer
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Certificate', exact: true })
      .click();
    await expect(page).toHaveURL(/\/CertificateLookup$/);
    await expect(page.getByLabel('Enter Certificate ID')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();

    // Account
    await nav.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();

    // Payments: the menu comes from the payments remote, not the shell's fallback link.
    const payNow = nav.getByRole('button', { name: 'Pay Now' });
    await payNow.click();
    await expect(page.getByRole('menuitem', { name: 'PayPal' })).toBeVisible();
    await expect(
      page.getByRole('menuitem', { name: 'Credit / Debit Card (Stripe)' }),
    ).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Bank Transfer' })).toBeVisible();
  });

  for (const [path, check] of [
    ['/comptia', 'CompTIA certification courses'],
    ['/comptia/specialist/a-plus', 'CompTIA A+'],
    ['/pecb/information-security/iso-27001', 'ISO/IEC 27001 Lead Implementer'],
    ['/CertificateLookup', 'Verify a certificate'],
    ['/verifyCertificate', 'Verify a certificate'],
    ['/verify-certificate', 'Verify a certificate'],
    ['/login', 'Log in'],
  ] as const) {
    test(`serves ${path} by direct URL`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: check })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('survives a hard refresh on a nested route', async ({ page }) => {
    await page.goto('/comptia/professional/cysa-plus');
    await expect(page.getByRole('heading', { level: 1, name: 'CompTIA CySA+' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'CompTIA CySA+' })).toBeVisible();
    await expect(page.getByText('CS0-003')).toBeVisible();
  });

  test('shows the not-found page for unknown addresses, in the shell and in a remote', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/comptia/specialist/no-such-course');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto('/comptia/wizard');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('a missing remote file is a real 404, not the shell page', async ({ request }) => {
    const res = await request.get('/mfe/catalog/no-such-chunk.js');
    expect(res.status()).toBe(404);
    const manifest = await request.get('/mfe/catalog/mf-manifest.json');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['cache-control']).toContain('no-cache');
  });
});

test.describe('the route guards', () => {
  test('send a visitor without a token from /test to /login', async ({ page }) => {
    await page.goto('/test');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('send a visitor without a token from /admin-panel to /login', async ({ page }) => {
    await page.goto('/admin-panel');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('send a visitor with a stored token away from /login, /signup and /forgot-password', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', 'stored-token');
      localStorage.setItem('username', 'asha');
      localStorage.setItem('role', 'user');
      localStorage.setItem(
        'user',
        JSON.stringify({ username: 'asha', email: 'asha@example.com', role: 'user' }),
      );
    });
    for (const path of ['/login', '/signup', '/forgot-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
    // A stored token opens the guarded routes (the API, not the guard, judges its validity; a
    // non-admin's panel makes no API call, so the fake token is not refused here).
    await page.goto('/admin-panel');
    await expect(page).toHaveURL(/\/admin-panel$/);
  });
});
