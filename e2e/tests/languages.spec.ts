import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { screenshot, sidewaysOverflow } from '../fixtures/screens';
import { ADMIN, startSiteWithAdmin, type RunningSite } from '../fixtures/server';
import { expect, test } from '../fixtures/test';

// Every language at its own addresses, prerendered in that language, laid out on one
// header row from 1024 px, without horizontal scrolling on a phone. Screenshots of each
// (language, page, width) go into the test output for a person to look at (not in CI:
// fixtures/screens.ts `keepScreenshots`).

// The walks are independent (each on its worker's own server): they share the workers.
test.describe.configure({ mode: 'parallel' });

const LANGS = ['en', 'hi', 'nl', 'fr', 'pt', 'it', 'ar'] as const;
type Lang = (typeof LANGS)[number];

const prefix = (lang: Lang) => (lang === 'en' ? '' : `/${lang}`);
const at = (lang: Lang, path: string) =>
  lang === 'en' ? path : `/${lang}${path === '/' ? '' : path}`;

/** The pages the walk visits (public ones; the guarded ones are checked below). */
const PAGES = [
  '/',
  '/about-us',
  '/our-services',
  '/contact-us',
  '/frequently-asked-questions',
  '/Gallery',
  '/comptia',
  '/comptia/specialist/security-plus',
  '/pecb/information-security/iso-27001',
  '/CertificateLookup',
  '/verify-certificate/SB-DEMO-2024',
  '/login',
  '/signup',
  '/forgot-password',
  '/internal-exams',
];

/**
 * Pages whose texts are translated: on these, no sentence of the English page may remain in
 * another language (names and codes are single words or carry lang="en"); course pages
 * included, with their summary, audience, outline and FAQs.
 */
const TRANSLATED = [
  '/',
  '/about-us',
  '/our-services',
  '/services/cloud-services',
  '/service-detail/certification-vouchers',
  '/frequently-asked-questions',
  '/Gallery',
  '/Terms-and-Conditions',
  '/Our-Policies',
  '/Career-details',
  '/partner-page',
  '/employee',
  '/internship',
  '/comptia',
  '/comptia/specialist/security-plus',
  '/comptia/expert/casp-plus',
  '/PECB',
  '/pecb/information-security/iso-27001',
  '/pecb/digital-transformation',
  '/contact-us',
  '/CertificateLookup',
  '/verify-certificate/SB-DEMO-2024',
  '/login',
  '/signup',
  '/forgot-password',
  '/internal-exams',
];

async function ready(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#content')).not.toHaveAttribute('aria-busy', 'true');
}

/**
 * Opens `path` inside the running app, as a click on a link would (no new document): the app's
 * history follows the browser's popstate. Done once the content is no longer the page before.
 */
async function openInApp(page: Page, path: string) {
  const content = page.locator('#content');
  const before = await content.innerText();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect.poll(() => content.innerText()).not.toBe(before);
  await ready(page);
}

/**
 * The visible text nodes of the page's chrome and content that read as sentences; with `data`
 * false, not those of tables' cells and of options (what the site holds: questions, names).
 */
async function sentences(page: Page, data = true): Promise<string[]> {
  return page.evaluate((withData) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(
      document.getElementById('root')!,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden]')) continue;
      if (!withData && parent.closest('td, option')) continue;
      // A name or a quotation marked as English inside the page (not <html lang="en">).
      const marked = parent.closest('[lang]');
      if (marked && marked !== document.documentElement && marked.getAttribute('lang') === 'en') {
        continue;
      }
      // Two or more lowercase words of four letters or more: a sentence, not a name or a code.
      const words = text.replace(/\S+@\S+|https?:\/\/\S+/g, '').match(/\b[a-z]{4,}\b/g);
      if ((words ?? []).length >= 2) out.push(text);
    }
    return out;
  }, data);
}

test.describe('every language at its own address', () => {
  for (const lang of LANGS) {
    test(`${lang}: the server sends each page in ${lang}, hydrated, links staying in ${lang}`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      for (const path of PAGES) {
        // Loaded on a phone, then looked at on a laptop: the server's page is the same at any
        // width and the layout follows the window, so one load serves both widths.
        await page.setViewportSize({ width: 360, height: 900 });
        const response = await page.goto(at(lang, path));
        expect(response?.status()).toBe(200);
        const html = (await response?.text()) ?? '';
        expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
        await ready(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        if (path === '/internal-exams' && lang !== 'en') {
          // The staff's texts (the seeded assessments' names and descriptions) are translated:
          // none is left in English (marked lang="en", which the sentence check below skips).
          await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
          await expect(page.locator('#main [lang="en"]')).toHaveCount(0);
        }
        for (const width of [360, 1366]) {
          if (width !== 360) await page.setViewportSize({ width, height: 900 });
          // No horizontal scrolling on a phone or a laptop, once the layout has followed the
          // window.
          await expect
            .poll(() => sidewaysOverflow(page), {
              message: `${path} at ${width} px scrolls sideways`,
            })
            .toBe(0);
          await screenshot(page, `${lang}${path.replace(/\//g, '_') || '_home'}-${width}`);
        }
      }
      // The brand leads home in the same language; the header's links stay in it.
      await page.goto(at(lang, '/about-us'));
      await ready(page);
      const nav = page.getByRole('navigation').first();
      await expect(nav.locator('a').first()).toHaveAttribute('href', prefix(lang) || '/');
      const hrefs = await nav
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      for (const href of hrefs.filter((h) => h.startsWith('/'))) {
        expect(href.startsWith(prefix(lang) || '/')).toBe(true);
      }
    });
  }

  // In three parts of the list (each in every language), so the parts share the workers. Each
  // language's first page is loaded; the others are opened inside the app, as a link would,
  // which renders the same screens without loading the site again for every page.
  const PARTS = 3;
  for (let part = 0; part < PARTS; part += 1) {
    const paths = TRANSLATED.filter((_, i) => i % PARTS === part);
    test(`no English sentence remains in the other six languages on ${paths.join(', ')}`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 1366, height: 900 });
      /** Each path's sentences in `lang`, in the order of `paths`. */
      const walk = async (lang: Lang) => {
        const found: string[][] = [];
        for (const [i, path] of paths.entries()) {
          if (i === 0) {
            await page.goto(at(lang, path));
            await ready(page);
          } else {
            await openInApp(page, at(lang, path));
          }
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          found.push(await sentences(page));
        }
        return found;
      };
      const english = (await walk('en')).map((texts) => new Set(texts));
      for (const lang of LANGS.filter((l) => l !== 'en')) {
        (await walk(lang)).forEach((texts, i) => {
          const left = texts.filter((text) => english[i]!.has(text));
          expect({ lang, path: paths[i], left }).toEqual({ lang, path: paths[i], left: [] });
        });
      }
      // The comparison had sentences to compare (a broken selector would pass vacuously).
      expect(english.reduce((sum, texts) => sum + texts.size, 0)).toBeGreaterThan(10);
    });
  }

  test('the header fits one row from 1024 px up in every language', async ({ page }) => {
    test.setTimeout(240_000);
    for (const lang of LANGS) {
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(at(lang, '/contact-us'));
      await ready(page);
      // Judged as a visitor sees it once it has settled: the payments remote's Pay Now (wider
      // in some languages) in place of its placeholder, and the fonts loaded.
      await expect(page.locator('header button[aria-haspopup="menu"]').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // One load, three window widths: the header's layout follows the window.
      for (const width of [1024, 1366, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        const header = page.locator('header').first();
        const box = await header.boundingBox();
        // One row: the 44 px controls plus padding (a two-line brand name at most).
        expect({ lang, width, height: Math.round(box?.height ?? 0) <= 72 }).toEqual({
          lang,
          width,
          height: true,
        });
        await expect(page.getByRole('button', { name: /menu|मेनू|القائمة/i })).toBeHidden();
      }
    }
  });

  test('the switch goes to the same page in another language and the choice is remembered', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/comptia/specialist/security-plus?ref=mail');
    await ready(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
    await expect(page).toHaveURL(/\/hi\/comptia\/specialist\/security-plus\?ref=mail$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('navigation').getByRole('link', { name: 'हमारे बारे में' }).click();
    await expect(page).toHaveURL(/\/hi\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारे बारे में');
    // Back goes to the English page it came from, in English.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/comptia\/specialist\/security-plus\?ref=mail$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('hi');
  });

  test('guards keep the language: /hi/test without a session goes to /hi/login', async ({
    page,
  }) => {
    await page.goto('/hi/test');
    await expect(page).toHaveURL(/\/hi\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.goto('/ar/admin-panel');
    await expect(page).toHaveURL(/\/ar\/login$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('axe finds no violation on translated pages in Hindi and Arabic', async ({ page }) => {
    test.setTimeout(240_000);
    for (const address of [
      '/hi',
      '/hi/about-us',
      '/hi/Gallery',
      '/ar',
      '/ar/frequently-asked-questions',
      '/ar/our-services',
      '/ar/comptia/specialist/security-plus',
      '/ar/login',
    ]) {
      await page.goto(address);
      await ready(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect({ address, violations: results.violations.map((v) => `${v.id}: ${v.help}`) }).toEqual({
        address,
        violations: [],
      });
    }
  });
});

// Signed in: the admin panel's every tab and the quiz, in every language. The site's own data
// (questions, names, categories in tables and lists of options) is what it holds, in English
// here; the screens around it must be translated.
test.describe('signed in, the admin panel and the quiz in every language', () => {
  // A control that is not there fails its step, not the whole test's five minutes.
  test.use({ actionTimeout: 15_000 });
  let site: RunningSite;
  test.beforeAll(async () => {
    site = await startSiteWithAdmin();
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  /** A page of the admin signed in, at 1366 px. */
  async function signedIn(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/login`);
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    return page;
  }

  // In three parts of the languages, so the parts share the workers.
  for (const langs of [
    ['hi', 'nl'],
    ['fr', 'pt'],
    ['it', 'ar'],
  ] as const) {
    test(`no English sentence remains on any tab of the admin panel or on the quiz in ${langs.join(' and ')}`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const page = await signedIn(browser);

      /** Each tab's sentences (one list for a page without tabs), in `lang`. */
      const screens = async (lang: Lang, path: string): Promise<string[][]> => {
        await page.goto(`${site.url}${at(lang, path)}`);
        await ready(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // The panel's tabs all appear at once, after the admin's sign-in security is known; the
        // quiz's remote draws its heading and the form to choose a quiz once it has loaded.
        if (path === '/admin-panel') await expect(page.getByRole('tablist')).toBeVisible();
        else {
          await expect(page.locator('#content h1')).toBeVisible();
          await expect(page.locator('#content form')).toBeVisible();
          // The person's own results come after the form: their text or table follows the
          // heading "My results" once they have loaded (nothing does while they load).
          await expect(page.locator('#content h2 ~ *').first()).toBeVisible();
        }
        await screenshot(page, `${lang}${path.replace(/\//g, '_')}-1366`);
        const tabs = page.getByRole('tab');
        const count = await tabs.count();
        if (count === 0) return [await sentences(page, false)];
        const found: string[][] = [];
        for (let i = 0; i < count; i += 1) {
          await tabs.nth(i).click();
          await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
          await page.waitForLoadState('networkidle');
          found.push(await sentences(page, false));
        }
        return found;
      };

      for (const path of ['/admin-panel', '/test']) {
        const english = await screens('en', path);
        expect(english.flat().length, `${path} has sentences to compare`).toBeGreaterThan(1);
        for (const lang of langs) {
          const translated = await screens(lang, path);
          expect(translated.length).toBe(english.length);
          translated.forEach((texts, tab) => {
            const left = texts.filter((text) => english[tab]!.includes(text));
            expect({ lang, path, tab, left }).toEqual({ lang, path, tab, left: [] });
          });
        }
      }
      await page.context().close();
    });
  }

  test('axe finds no violation on the admin panel in Arabic (mirrored) and Hindi', async ({
    browser,
  }) => {
    // A sign-in, two loads of the whole panel and two axe scans of it: with four browsers on two
    // cores that outlasts the default 90 s, as the walks above do.
    test.setTimeout(180_000);
    const page = await signedIn(browser);
    for (const lang of ['ar', 'hi'] as const) {
      await page.goto(`${site.url}${at(lang, '/admin-panel')}`);
      await ready(page);
      // The panel (its <main> and heading) is drawn once the account remote has loaded and the
      // admin's sign-in security is known: scan it then, not the chrome around an empty area.
      await expect(page.getByRole('tablist')).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect({ lang, violations: results.violations.map((v) => `${v.id}: ${v.help}`) }).toEqual({
        lang,
        violations: [],
      });
    }
    await page.context().close();
  });
});
