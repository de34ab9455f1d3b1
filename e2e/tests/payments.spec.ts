import { expect, test } from '../fixtures/test';

interface SiteConfigBody {
  bank: { accountNumber: string; ifscCode: string; bankName: string };
  payments: { paypalUrl: string; cardPaymentUrl: string };
}

/** The runtime site configuration, as the API publishes it (it may be wrapped in `data`). */
async function siteConfig(request: import('@playwright/test').APIRequestContext) {
  const response = await request.get('/api/site-config');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as SiteConfigBody | { data: SiteConfigBody };
  return 'data' in body ? body.data : body;
}

test.describe("the 'Pay Now' menu from the payments remote", () => {
  test('opens, lists the three options and links the configured payment pages in a new tab', async ({
    page,
    request,
  }) => {
    const config = await siteConfig(request);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const payNow = nav.getByRole('button', { name: 'Pay Now' });
    await expect(payNow).toHaveAttribute('aria-expanded', 'false');

    await payNow.click();
    await expect(payNow).toHaveAttribute('aria-expanded', 'true');
    const menu = nav.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveCount(3);

    const paypal = menu.getByRole('menuitem', { name: 'PayPal' });
    await expect(paypal).toHaveAttribute('href', config.payments.paypalUrl);
    await expect(paypal).toHaveAttribute('target', '_blank');
    await expect(paypal).toHaveAttribute('rel', 'noopener noreferrer');
    const card = menu.getByRole('menuitem', { name: 'Credit / Debit Card (Stripe)' });
    await expect(card).toHaveAttribute('href', config.payments.cardPaymentUrl);
    await expect(card).toHaveAttribute('target', '_blank');
    await expect(card).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(menu.getByRole('menuitem', { name: 'Bank Transfer' })).toBeVisible();

    // A click elsewhere closes it.
    await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
    await expect(menu).toBeHidden();
    await expect(payNow).toHaveAttribute('aria-expanded', 'false');
  });

  test('opens PayPal in a new tab with no link back to the site', async ({
    page,
    context,
    request,
  }) => {
    const config = await siteConfig(request);
    // The payment provider is not contacted from the test: its page is answered locally.
    await context.route(
      (url) => url.href.startsWith(config.payments.paypalUrl),
      (route) => route.fulfill({ contentType: 'text/html', body: '<h1>PayPal stand-in</h1>' }),
    );
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Pay Now' }).click();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      nav.getByRole('menuitem', { name: 'PayPal' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(config.payments.paypalUrl);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    // Choosing an option closes the menu; the site stays where it was.
    await expect(nav.getByRole('menu')).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('works from the keyboard and gives focus back to the button on Escape', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const payNow = nav.getByRole('button', { name: 'Pay Now' });
    await payNow.focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('menuitem', { name: 'PayPal' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(nav.getByRole('menuitem', { name: 'Bank Transfer' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('menuitem', { name: 'PayPal' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('menu')).toBeHidden();
    await expect(payNow).toBeFocused();
  });
});

test.describe("the 'Bank Transfer Details' dialog", () => {
  test('copies all details, confirms for about 2 seconds and closes by Escape and by a click outside', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const config = await siteConfig(request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const payNow = nav.getByRole('button', { name: 'Pay Now' });

    await payNow.click();
    await nav.getByRole('menuitem', { name: 'Bank Transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bank Transfer Details' });
    await expect(dialog).toBeVisible();
    await expect(nav.getByRole('menu')).toBeHidden();
    await expect(dialog.getByText(config.bank.accountNumber)).toBeVisible();
    await expect(dialog.getByText(config.bank.ifscCode)).toBeVisible();
    // The page behind does not scroll while the dialog is open.
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await dialog.getByRole('button', { name: 'Copy All Details' }).click();
    const copied = dialog.getByText('Details Copied!');
    await expect(copied).toBeVisible();
    const copiedAt = Date.now();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toContain(config.bank.accountNumber);
    expect(clipboard).toContain(config.bank.ifscCode);
    expect(clipboard).toContain(config.bank.bankName);
    await expect(copied).toBeHidden({ timeout: 3_000 });
    // Not gone at once: the confirmation stays for its 2 seconds (the margin allows for a slow machine).
    expect(Date.now() - copiedAt).toBeGreaterThan(1_000);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(payNow).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await payNow.click();
    await nav.getByRole('menuitem', { name: 'Bank Transfer' }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(payNow).toBeFocused();
  });

  test('keeps Tab inside the dialog', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Pay Now' }).click();
    await nav.getByRole('menuitem', { name: 'Bank Transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bank Transfer Details' });
    await expect(dialog).toBeFocused();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press(i % 3 === 0 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });
});
