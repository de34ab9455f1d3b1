import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

// A control a visitor can reach before the page is hydrated does what it does, once,
// however early it is pressed. Each case loads the page afresh and presses the control as soon
// as `load` (or `domcontentloaded`) has fired, several times over, and lists every load on which
// the press was lost; a press that was lost the first time would be lost again now and then.

const PAGES = ['/', '/comptia/specialist/security-plus', '/CertificateLookup'];
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

type When = 'load' | 'domcontentloaded';

/** Every third load presses at domcontentloaded, the others at load. */
const whenFor = (i: number): When => (i % 3 === 2 ? 'domcontentloaded' : 'load');

/** Until the page is React's and what was pressed early has been replayed. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __earlyInputDone?: boolean }).__earlyInputDone === true,
  );
  await page.waitForTimeout(300);
}

/**
 * Loads `count` pages afresh, runs `press` at once and `check` after; the loads on which
 * `check` failed are listed together at the end.
 */
async function everyTime(
  page: Page,
  count: number,
  press: (page: Page) => Promise<void>,
  check: (page: Page, path: string) => Promise<void>,
  pages = PAGES,
): Promise<void> {
  const lost: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const path = pages[i % pages.length] as string;
    const when = whenFor(i);
    await page.goto(path, { waitUntil: when });
    try {
      await press(page);
      await check(page, path);
    } catch (error) {
      lost.push(`${path} at ${when}: ${String(error).split('\n')[0]}`);
    }
  }
  expect(lost, `lost on ${lost.length} of ${count} loads`).toEqual([]);
}

/** Pay Now: the placeholder link while the payments remote is on its way, then its button. */
const payNow = (where: Locator) =>
  where
    .getByRole('link', { name: 'Pay Now', exact: true })
    .or(where.getByRole('button', { name: 'Pay Now' }));

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

/** The Pay Now menu open with its payment options, on the page it was opened on. */
async function payNowMenuOpen(page: Page, where: Locator, path: string): Promise<void> {
  await expect(where.getByRole('menuitem', { name: 'PayPal' })).toBeVisible();
  await expect(where.getByRole('menuitem', { name: /Credit \/ Debit Card/ })).toBeVisible();
  await expect(where.getByRole('menuitem', { name: 'Bank Transfer' })).toBeVisible();
  await settled(page);
  // Opened once (a second press would have closed it), and not the contact page.
  await expect(where.getByRole('menu')).toHaveCount(1);
  await expect(where.getByRole('menuitem', { name: 'PayPal' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
}

// A press that cannot be made fails the load it is on, not the whole test.
test.use({ actionTimeout: 10_000 });

test.describe('input before hydration on a phone', () => {
  test.use(PHONE);

  test('a tap on Menu opens the slide-in menu every time', async ({ page }) => {
    await everyTime(
      page,
      8,
      (p) => menuButton(p).tap(),
      async (p) => {
        await expect(drawer(p)).toBeVisible();
        await settled(p);
        await expect(drawer(p)).toBeVisible();
        await expect(menuButton(p)).toHaveAttribute('aria-expanded', 'true');
      },
    );
  });

  test('a tap on the WhatsApp button opens its popup every time', async ({ page }) => {
    await everyTime(
      page,
      8,
      (p) => p.getByRole('button', { name: 'Chat with us on WhatsApp' }).tap(),
      async (p) => {
        const popup = p.getByRole('dialog', { name: 'Select your region' });
        await expect(popup).toBeVisible();
        await settled(p);
        await expect(popup).toBeVisible();
      },
    );
  });

  test('Pay Now in the slide-in menu opens the payment options every time', async ({ page }) => {
    await everyTime(
      page,
      6,
      async (p) => {
        await menuButton(p).tap();
        await payNow(drawer(p)).tap();
      },
      (p, path) => payNowMenuOpen(p, drawer(p), path),
    );
  });

  test('the language switch in the slide-in menu switches every time', async ({ page }) => {
    await everyTime(
      page,
      4,
      async (p) => {
        await menuButton(p).tap();
        await drawer(p).getByRole('combobox', { name: 'Language' }).selectOption('fr');
      },
      (p) => expect(p).toHaveURL(/\/fr(\/|$)/),
      ['/', '/about-us'],
    );
  });

  test('Menu opened with the keyboard opens it too', async ({ page }) => {
    await everyTime(
      page,
      3,
      async (p) => {
        await menuButton(p).focus();
        await p.keyboard.press('Enter');
      },
      async (p) => {
        await expect(drawer(p)).toBeVisible();
        await settled(p);
        await expect(drawer(p)).toBeVisible();
      },
    );
  });

  test('a signed-in visitor (the page rendered anew) gets the menu too', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', 'e2e-token');
      localStorage.setItem('username', 'asha');
      localStorage.setItem('role', 'user');
      localStorage.setItem(
        'user',
        JSON.stringify({ username: 'asha', email: 'asha@example.com', role: 'user' }),
      );
    });
    await everyTime(
      page,
      4,
      (p) => menuButton(p).tap(),
      async (p) => {
        await expect(drawer(p)).toBeVisible();
        await expect(drawer(p).getByRole('button', { name: 'Logout' })).toBeVisible();
      },
      ['/', '/about-us'],
    );
  });
});

test.describe('input before hydration on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a click on Pay Now opens its menu instead of going to the contact page', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await everyTime(
      page,
      6,
      () => payNow(nav).click(),
      (p, path) => payNowMenuOpen(p, nav, path),
    );
  });

  test('Pay Now pressed with Enter opens its menu too', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await everyTime(
      page,
      2,
      async (p) => {
        await payNow(nav).focus();
        await p.keyboard.press('Enter');
      },
      (p, path) => payNowMenuOpen(p, nav, path),
      ['/about-us'],
    );
  });

  test('the language switch chosen at once switches', async ({ page }) => {
    await everyTime(
      page,
      2,
      async (p) => {
        const nav = p.getByRole('navigation', { name: 'Main' });
        await nav.getByRole('combobox', { name: 'Language' }).selectOption('fr');
      },
      (p) => expect(p).toHaveURL(/\/fr(\/|$)/),
      ['/', '/about-us'],
    );
  });
});

test.describe('a prerendered form filled in at once', () => {
  test('the login form filled and sent as soon as the page is there signs in every time', async ({
    browser,
    request,
    site,
  }) => {
    // Eight first visits at a quarter of the CPU's speed, each about 6 s on this machine.
    test.setTimeout(150_000);
    const tag = Date.now().toString(36);
    const person = {
      email: `early-${tag}@example.com`,
      username: `early${tag}`,
      password: `Quiet-Harbour-${tag}`,
    };
    const registered = await request.post('/api/users/register', {
      data: { ...person, country: 'India', pinCode: '560001', interest: 'CompTIA' },
    });
    expect(registered.status()).toBe(201);
    // A first visit each time (nothing cached). Before the fix, 'Enter your e-mail and
    // password.' on some loads: the fields were hydrated just before the click, and their
    // values had not reached React yet.
    const lost: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const context = await browser.newContext({ baseURL: site.url });
      const page = await context.newPage();
      // A slower phone's CPU: hydration is still going on while the form is filled in.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      try {
        await page.goto('/login', { waitUntil: whenFor(i) });
        await page.getByLabel('E-mail').fill(person.email);
        await page.getByLabel('Password').fill(person.password);
        await page.getByRole('button', { name: 'Log in' }).click();
        await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
      } catch (error) {
        lost.push(`load ${i} at ${whenFor(i)}: ${String(error).split('\n')[0]}`);
      } finally {
        await context.close();
      }
    }
    expect(lost, `lost on ${lost.length} of 8 loads`).toEqual([]);
  });
});
