// The site's main journeys under its real Content-Security-Policy: any violation (reported by the
// browser as a `securitypolicyviolation` event or a console message) fails the test.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** Starts collecting violations in every document the page loads, before any script runs. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return async () => {
    const events = await page.evaluate(() => window.__cspViolations ?? []);
    return [
      ...events.map((v) => `${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source}`),
      ...console,
    ];
  };
}

test.describe('the Content-Security-Policy', () => {
  test('is strict on the HTML', async ({ request }) => {
    const res = await request.get('/', { headers: { accept: 'text/html' } });
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  test('watcher sees a violation (so the journeys below can fail)', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/about-us');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.name = "inline";';
      document.body.append(script);
    });
    await expect.poll(async () => (await violations()).join('\n')).toMatch(/script-src/);
  });

  test('is never violated on the main pages', async ({ page }) => {
    const violations = await watchCsp(page);
    for (const [route, heading] of [
      ['/', null],
      ['/about-us', null],
      ['/comptia/specialist/security-plus', /Security\+/],
      ['/Gallery', null],
      ['/contact-us', null],
      ['/login', null],
    ] as const) {
      await page.goto(route);
      await expect(
        page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }),
      ).toBeVisible();
      // Lazy images, the visit pixel and deferred chunks arrive after the first paint.
      await page.waitForLoadState('networkidle');
      expect(await violations(), `on ${route}`).toEqual([]);
    }
  });

  test('is never violated while verifying a certificate and downloading its PDF', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    await page.goto('/CertificateLookup');
    await page.getByLabel('Enter Certificate ID').fill('SB-DEMO-2024');
    await page.getByRole('button', { name: 'Verify' }).click();
    const card = page.getByRole('region', { name: /Certificate Details/ });
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('certificate-SB-DEMO-2024.pdf');
    expect(await violations()).toEqual([]);
  });

  test('is never violated by the Pay Now menu, the bank dialog and the WhatsApp dialog', async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Pay Now' }).click();
    await nav.getByRole('menuitem', { name: 'Bank Transfer' }).click();
    const bank = page.getByRole('dialog', { name: 'Bank Transfer Details' });
    await expect(bank).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bank).toBeHidden();

    await page.getByRole('button', { name: /WhatsApp/ }).click();
    await expect(page.getByRole('dialog', { name: 'Select your region' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
