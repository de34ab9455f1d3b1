import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

const sessionKeys = ['token', 'user', 'role', 'username'] as const;

/** Seeds a stored session (the shell restores it on start; no API call is needed). */
async function signIn(page: Page, role: 'admin' | 'user') {
  await page.goto('/');
  await page.evaluate((r) => {
    localStorage.setItem('token', 'e2e-token');
    localStorage.setItem('username', 'asha');
    localStorage.setItem('role', r);
    localStorage.setItem(
      'user',
      JSON.stringify({ username: 'asha', email: 'asha@example.com', role: r }),
    );
  }, role);
  await page.reload();
}

function mainNavigationCount(page: Page): { count: () => number } {
  let count = 0;
  // Full page loads only (a client-side route change is not a reload).
  page.on('request', (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) count += 1;
  });
  return { count: () => count };
}

test.describe('the shell chrome', () => {
  test('navigation at desktop width', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'About', 'Services', 'Reviews', 'Contact', 'Login']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Pay Now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await nav.getByRole('link', { name: 'Reviews', exact: true }).click();
    await expect(page).toHaveURL(/\/review-page$/);
    await nav.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact-us$/);

    // The bar stays at the top while the page scrolls.
    await page.mouse.wheel(0, 2000);
    await expect(nav).toBeInViewport();
  });

  test('slide-in menu at mobile width keeps focus and closes on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'About', exact: true }),
    ).toBeHidden();
    // This test is about the drawer's focus handling: it waits until React owns the button.
    // (A tap before that is early input's to keep; early-input.spec.ts covers it.)
    await menuButton.evaluate(
      (button) =>
        new Promise<void>((resolve) => {
          const check = () =>
            Object.keys(button).some((key) => key.startsWith('__reactProps'))
              ? resolve()
              : setTimeout(check, 20);
          check();
        }),
    );

    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Pay Now' })).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: 'Language' })).toBeVisible();
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await drawer.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/our-services$/);
    await expect(drawer).toBeHidden();
  });

  test('user menu: Admin Panel only for admins; logout clears the session', async ({ page }) => {
    await signIn(page, 'user');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    const avatar = nav.getByRole('button', { name: /Account menu: asha/ });
    await expect(avatar).toContainText('asha@example.com');
    await avatar.click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(avatar).toBeFocused();

    await signIn(page, 'admin');
    await nav.getByRole('button', { name: /Account menu: asha/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    const stored = await page.evaluate(
      (keys) => keys.map((k) => localStorage.getItem(k)),
      [...sessionKeys],
    );
    expect(stored).toEqual([null, null, null, null]);
  });

  test('Hindi and Arabic bring their own fonts; English pages load none', async ({ page }) => {
    const fonts: string[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('.woff2')) fonts.push(`${res.status()} ${res.url()}`);
    });
    await page.goto('/about-us');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fonts).toEqual([]);

    for (const [lang, family] of [
      ['hi', 'Noto Sans Devanagari'],
      ['ar', 'Noto Sans Arabic'],
    ] as const) {
      const select = page.locator('header select').first();
      await select.selectOption(lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // The face is registered and, since the page's text uses the script, loaded: the copy
      // installed on the machine when it has one (local()), the site's file otherwise.
      await expect
        .poll(() =>
          page.evaluate((name) => {
            let loaded = false;
            document.fonts.forEach((face) => {
              if (face.family.replace(/"/g, '') === name && face.status === 'loaded') loaded = true;
            });
            return loaded;
          }, family),
        )
        .toBe(true);
      // Both faces' files are on the site, for a device without the face installed.
      const rules = (await page.locator(`style[data-script-font="${lang}"]`).textContent()) ?? '';
      const files = [...rules.matchAll(/url\(([^)]+)\) format\('woff2'\)/g)].map((m) => m[1]);
      expect(files).toHaveLength(2);
      for (const file of files) {
        const res = await page.request.get(file as string);
        expect(res.status()).toBe(200);
        expect(res.headers()['content-type']).toContain('font/woff2');
        expect((await res.body()).subarray(0, 4).toString('latin1')).toBe('wOF2');
      }
    }
    // A file fetched by the page (a machine without the face) came from the site.
    for (const font of fonts) expect(font).toMatch(/^200 /);
    await page.locator('header select').first().selectOption('en');
  });

  test('language switch to Arabic mirrors the page and is remembered', async ({ page }) => {
    await page.goto('/about-us');
    // At once after the load: a choice made while the page hydrates is kept (early input).
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await expect(page).toHaveURL(/\/ar\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await expect(nav.getByRole('link', { name: 'من نحن' })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'الأسئلة الشائعة' }),
    ).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    // The WhatsApp button mirrors to the bottom left.
    const box = await page.getByRole('button', { name: /WhatsApp/ }).boundingBox();
    expect(box && box.x).toBeLessThan(200);

    await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  });

  test('WhatsApp popup offers both regional chat links', async ({ page, request }) => {
    const config = (await (await request.get('/api/site-config')).json()) as {
      contact: { whatsappIndia: string; whatsappInternational: string };
    };
    const digits = (s: string) => s.replace(/\D/g, '');
    await page.goto('/');
    const button = page.getByRole('button', { name: /WhatsApp/ });
    const box = await button.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x > viewport.width / 2).toBe(true);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Select your region' });
    await expect(dialog).toBeVisible();
    const india = dialog.getByRole('link', { name: /^India/ });
    const abroad = dialog.getByRole('link', { name: /^Outside India/ });
    await expect(india).toHaveAttribute(
      'href',
      `https://wa.me/${digits(config.contact.whatsappIndia)}`,
    );
    await expect(abroad).toHaveAttribute(
      'href',
      `https://wa.me/${digits(config.contact.whatsappInternational)}`,
    );
    await expect(india).toHaveAttribute('target', '_blank');
    await expect(india).toHaveAttribute('rel', 'noopener noreferrer');

    await page.mouse.click(5, 5); // the backdrop
    await expect(dialog).toBeHidden();
    await button.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await button.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('footer shows the configured contact details and columns', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Mon–Sat 11:00–19:00');
    await expect(footer).toContainText('New Delhi');
    for (const name of [
      'FAQ',
      'Contact Us',
      'Policy',
      'Career',
      'Employee',
      'What We Do',
      'Resources',
      'Internship',
      'Partners',
      'Gallery',
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Certificate', exact: true })).toHaveAttribute(
      'href',
      '/CertificateLookup',
    );
    const counter = footer.locator('img[data-visitor-counter]');
    if ((await counter.count()) > 0) await expect(counter).toHaveAttribute('alt', '');
    const map = footer.locator('iframe');
    if ((await map.count()) > 0) {
      await expect(map).toHaveAttribute('loading', 'lazy');
      await expect(map).toHaveAttribute('title', /.+/);
    }
  });

  test('the not-found page sets its title', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found/);
  });

  test('a screen chunk that fails once is retried and the page recovers', async ({ page }) => {
    let requests = 0;
    await page.route('**/shell-routes.*.js', async (route) => {
      requests += 1;
      if (requests === 1) await route.abort('failed');
      else await route.continue();
    });
    const navigations = mainNavigationCount(page);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(requests).toBe(2);
    expect(navigations.count()).toBe(1);
    await expect(page.getByRole('heading', { name: /Application Error/ })).toHaveCount(0);
  });

  test('a chunk that stays broken ends on the Application Error screen without looping', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.route('**/shell-routes.*.js', (route) => route.abort('failed'));
    const navigations = mainNavigationCount(page);
    await page.goto('/');
    // 3 automatic reloads (after 1, 2 and 3 s), then the screen stays.
    await expect.poll(() => navigations.count(), { timeout: 40_000 }).toBe(4);
    // The fourth load still tries the chunk 3 times, 1 s apart, before the screen shows; on a
    // loaded machine the page itself can take several seconds to run its scripts.
    await expect(page.getByRole('heading', { name: '🚨 Application Error' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Reload Now' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-recovery-retries'))).toBe('3');
    await page.waitForTimeout(6_000);
    expect(navigations.count()).toBe(4);
    // The rest of the chrome still works.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('web vitals are reported after the load, not with it', async ({ page }) => {
    const beacon = page.waitForRequest(
      (req) => req.url().endsWith('/api/vitals') && req.method() === 'POST',
      { timeout: 15_000 },
    );
    const vitalsChunk = page.waitForRequest(/web-vitals\.\w+\.js$/, { timeout: 15_000 });
    await page.goto('/');
    await vitalsChunk;
    // Interactions and a hidden page make the remaining metrics final.
    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await page.evaluate(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const body = JSON.parse((await beacon).postData() ?? '{}') as Record<string, unknown>;
    expect(typeof body.name).toBe('string');
    expect(typeof body.value).toBe('number');
    expect(typeof body.page).toBe('string');
    // Timed by the browser's own clock (the test's would count a busy machine's delays): the
    // chunk was asked for at least 1.5 s after the load event began.
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const chunk = performance
        .getEntriesByType('resource')
        .find((entry) => /web-vitals\.\w+\.js$/.test(entry.name));
      return { load: nav.loadEventStart, chunk: chunk ? chunk.startTime : -1 };
    });
    expect(timing.load).toBeGreaterThan(0);
    expect(timing.chunk - timing.load).toBeGreaterThanOrEqual(1_500);
  });
  // axe on the chrome's pages: a11y-seo.spec.ts checks every public page, chrome included.
});
