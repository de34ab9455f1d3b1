// The public routes arrive prerendered (docs/PERFORMANCE.md 'Prerendering'): readable without
// JavaScript, and hydrated with it - no console errors or warnings (a hydration mismatch is
// reported as a warning), with navigation and forms working afterwards.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

const PAGES = [
  {
    path: '/',
    heading: 'Skillbridge IT Academy (demo)',
    text: 'IT training and certification in New Delhi: CompTIA and PECB courses',
  },
  {
    path: '/comptia/specialist/security-plus',
    heading: 'CompTIA Security+',
    text: 'The baseline skills for any cybersecurity role.',
  },
  {
    path: '/CertificateLookup',
    heading: 'Verify a certificate',
    text: 'Enter the certificate ID printed on the certificate to confirm it is genuine.',
  },
];

/** Every console error and warning, and every uncaught error, from now on. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
}

/** Resolves once React has hydrated #root (its container carries React's internal key). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

test.describe('prerendered public routes', () => {
  test.describe('without JavaScript', () => {
    // Each page on its own: they share the workers.
    test.describe.configure({ mode: 'parallel' });

    test.use({ javaScriptEnabled: false });

    for (const { path, heading, text } of PAGES) {
      test(`${path} shows its heading and main text`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByText(text)).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
      });
    }

    test('the page carries its own title, description and canonical URL', async ({
      page,
      baseURL,
    }) => {
      await page.goto('/comptia/specialist/security-plus');
      await expect(page).toHaveTitle(/^CompTIA Security\+ training \| /);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /CompTIA Security\+/,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}/comptia/specialist/security-plus`,
      );
      const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
      expect((JSON.parse(jsonLd ?? '{}') as { '@type'?: string })['@type']).toBe('Course');
    });
  });

  test('the home page hydrates without errors or warnings and navigates', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto('/');
    await hydrated(page);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: PAGES[0]?.heading })).toBeVisible();
    // The server's markup was kept, not replaced by a render from scratch.
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/');
    await main.getByRole('link', { name: 'Verify a certificate' }).click();
    await expect(page).toHaveURL(/\/CertificateLookup$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verify a certificate' }),
    ).toBeVisible();
    // The Organization JSON-LD gains the origin once the page is in the browser.
    await page.goBack();
    const organization = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as { url?: string };
    expect(organization.url).toBe(`${new URL(page.url()).origin}/`);
    expect(messages).toEqual([]);
  });

  test('Hindi and Arabic contact pages hydrate without warnings, the hours written in each', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    for (const [path, hours] of [
      ['/hi/contact-us', 'सोम–शनि 11:00–19:00'],
      ['/ar/contact-us', 'الاثنين–السبت 11:00–19:00'],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('#main').getByText(hours)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(hours);
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
    }
    expect(messages).toEqual([]);
  });

  test('the certificate lookup works after hydration', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto('/CertificateLookup');
    await hydrated(page);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/CertificateLookup');
    await page.getByLabel('Enter Certificate ID').fill('SB-DEMO-2024');
    await page.getByRole('button', { name: 'Verify' }).click();
    const card = page.getByRole('region', { name: /Certificate Details/ });
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    expect(messages).toEqual([]);
  });

  test("a certificate's page arrives with the certificate, asking the API nothing for it", async ({
    page,
  }) => {
    const messages = watchConsole(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(certificates|credentials)\//.test(request.url())) asked.push(request.url());
    });
    // Without JavaScript: the server's HTML has the details and the signature check.
    const response = await page.request.get('/hi/verify-certificate/SB-DEMO-2024', {
      headers: { accept: 'text/html' },
    });
    const served = await response.text();
    expect(served).toContain('Asha Verma');
    expect(served).toContain('id="page-data"');
    await page.goto('/verify-certificate/SB-DEMO-2024');
    await hydrated(page);
    const card = page.getByRole('region', { name: /Certificate Details/ });
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    await expect(card.getByText(/Digital signature checked: issued by/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    // The page works as a lookup after it: another ID is asked for.
    await page.getByLabel('Enter Certificate ID').fill('NO-SUCH-CERT');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Certificate not found.');
    expect(asked).toEqual([expect.stringMatching(/\/api\/certificates\/NO-SUCH-CERT$/)]);
    expect(messages.filter((m) => !m.includes('404'))).toEqual([]);
  });

  test('an ID typed and Verify pressed before the page is hydrated are not lost', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    // The page's scripts are held back, as on a slow connection, until the visitor has acted.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/CertificateLookup', { waitUntil: 'commit' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verify a certificate' }),
    ).toBeVisible();
    await page.getByLabel('Enter Certificate ID').fill('SB-DEMO-2024');
    await page.getByRole('button', { name: 'Verify' }).click();
    // Nothing happened yet (no reload: the button's native submission was held back).
    await expect(page).toHaveURL(/\/CertificateLookup$/);
    await expect(page.getByLabel('Enter Certificate ID')).toHaveValue('SB-DEMO-2024');
    release();
    await hydrated(page);
    const card = page.getByRole('region', { name: /Certificate Details/ });
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Enter Certificate ID')).toHaveValue('SB-DEMO-2024');
    expect(messages).toEqual([]);
  });

  for (const path of ['/about-us', '/comptia/specialist/security-plus', '/Gallery']) {
    test(`${path} hydrates without errors or warnings`, async ({ page }) => {
      const messages = watchConsole(page);
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
      // Late effects (remote preloading, idle loads) have had their chance to complain.
      await page.waitForLoadState('networkidle');
      expect(messages).toEqual([]);
    });
  }

  // Hydrated, not rendered anew: the elements the server sent are the ones React
  // took over, on a page of each remote that owns pages and of the shell. The payments remote
  // owns no page; its Pay Now menu replaces the fallback link inside a navigation that stays.
  for (const { path, remote } of [
    { path: '/', remote: 'shell' },
    { path: '/comptia', remote: 'catalog' },
    { path: '/comptia/specialist/security-plus', remote: 'catalog' },
    { path: '/pecb/privacy/gdpr', remote: 'catalog' },
    { path: '/CertificateLookup', remote: 'certificates' },
    { path: '/verify-certificate/SB-DEMO-2024', remote: 'certificates' },
    { path: '/login', remote: 'account' },
    { path: '/signup', remote: 'account' },
    { path: '/ar/comptia/specialist/security-plus', remote: 'catalog' },
  ]) {
    test(`${path} (${remote}) keeps the server's <main> when it hydrates`, async ({ page }) => {
      const messages = watchConsole(page);
      await page.addInitScript(() => {
        // The document as parsed, before any script of the page has run.
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          const w = window as unknown as Record<string, unknown>;
          w.__serverMain = document.querySelector('main');
          w.__serverHeading = document.querySelector('main h1');
          w.__serverNav = document.querySelector('nav[aria-label]');
        });
      });
      await page.goto(path);
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
      await hydrated(page);
      // The payments remote's menu button (any language) in place of the fallback link.
      await expect(page.locator('nav button[aria-haspopup="menu"]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() => {
        const w = window as unknown as Record<string, Element | null>;
        const main = document.querySelector('main');
        return {
          main: !!w.__serverMain && main === w.__serverMain,
          heading: !!w.__serverHeading && document.querySelector('main h1') === w.__serverHeading,
          nav: !!w.__serverNav && document.querySelector('nav[aria-label]') === w.__serverNav,
          // React's: the element carries React's props (it was hydrated, not left static).
          reactOwns: !!main && Object.keys(main).some((key) => key.startsWith('__reactProps')),
        };
      });
      expect(kept).toEqual({ main: true, heading: true, nav: true, reactOwns: true });
      expect(messages).toEqual([]);
    });
  }

  test('a page in another language is prerendered in it and hydrated, keeping its markup', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    // The language chosen before does not change what an address shows (it is only offered).
    await page.addInitScript(() => {
      try {
        window.localStorage.setItem('lang', 'hi');
      } catch {
        // A frame of another origin (the map) has no storage of ours.
      }
    });
    const response = await page.goto('/fr/about-us');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain('À propos de nous');
    // The French texts came with the page: no dictionary chunk is needed to hydrate.
    expect(html).toContain('id="page-texts" data-lang="fr"');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'À propos de nous' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/fr/about-us');
    await page.waitForLoadState('networkidle');
    expect(messages).toEqual([]);
  });
});
