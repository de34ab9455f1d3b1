import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { shots } from '../fixtures/screens';
import { ADMIN, startSiteWithAdmin, type RunningSite } from '../fixtures/server';

// Texts staff type for visitors, in seven languages: an admin gives a new assessment a Hindi
// name and description in the panel; the Hindi page shows them, the Dutch page shows that item
// in English (marked as English) beside the seeded ones in Dutch. Screenshots of the panel's
// translation fields (English, Hindi, Arabic) and of the Hindi and Arabic pages, at a phone's and
// a laptop's width, for a person to look at.

// The second test opens the assessment the first one created.
test.describe.configure({ mode: 'serial' });

let site: RunningSite;

test.beforeAll(async () => {
  site = await startSiteWithAdmin();
});
test.afterAll(async () => {
  await site?.stop();
});

const tag = Date.now().toString(36);
const NAME = `Firewall Drill ${tag}`;
const SLUG = `firewall-drill-${tag}`;
const DESCRIPTION = 'A short timed drill on firewall rules and network zones.';
const HINDI_NAME = `फ़ायरवॉल अभ्यास ${tag}`;
const HINDI_DESCRIPTION = 'फ़ायरवॉल नियमों और नेटवर्क ज़ोन पर समय-सीमा वाला छोटा अभ्यास।';

async function adminToken(): Promise<string> {
  const login = await fetch(`${site.url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await login.json()) as { token: string }).token;
}

/** A page signed in as the admin (the token the site keeps in the browser's storage). */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${site.url}/login`);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  return page;
}

/** The assessments tab of the panel in `lang`, with the new assessment's editor open. */
async function openEditor(page: Page, lang: 'en' | 'hi' | 'ar') {
  await page.goto(`${site.url}${lang === 'en' ? '' : `/${lang}`}/admin-panel`);
  await page.locator('#admin-tab-assessments').click();
  const edit = { en: `Edit ${NAME}`, hi: `${NAME} संपादित करें`, ar: `تعديل ${NAME}` }[lang];
  await page.getByRole('button', { name: edit }).click();
  await expect(page.locator('#assessment-name-hi')).toBeAttached();
}

test('an admin gives an assessment a Hindi name and description; each language page shows its own', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const token = await adminToken();
  const created = await fetch(`${site.url}/api/assessments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      slug: SLUG,
      name: NAME,
      description: DESCRIPTION,
      categories: ['networking'],
      levels: [{ level: 'practice', questionCount: 5, durationMinutes: 10 }],
      issuesCertificate: false,
    }),
  });
  expect(created.status).toBe(201);

  const admin = await adminPage(browser);
  await admin.goto(`${site.url}/admin-panel`);
  await admin.getByRole('tab', { name: 'Assessments' }).click();
  // The list marks the new assessment as lacking every translation; the seeded ones lack none.
  const row = admin.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toContainText(
    'Translations missing: हिन्दी, Nederlands, Français, Português, Italiano, العربية',
  );
  await expect(admin.getByRole('row', { name: /Lead and Sales Assessment/ })).not.toContainText(
    'Translations missing',
  );

  await admin.getByRole('button', { name: `Edit ${NAME}` }).click();
  const names = admin.getByRole('group', { name: /Translations of Name/ });
  await expect(names).toContainText('6 translations missing');
  // The Hindi box is behind its disclosure, opened from the keyboard.
  await names.locator('summary').filter({ hasText: 'हिन्दी' }).focus();
  await admin.keyboard.press('Enter');
  await names.getByLabel('Name · हिन्दी').fill(HINDI_NAME);
  await expect(names).toContainText('5 translations missing');
  const descriptions = admin.getByRole('group', { name: /Translations of Description/ });
  await descriptions.locator('summary').filter({ hasText: 'हिन्दी' }).click();
  await descriptions.getByLabel(/Description.* · हिन्दी/).fill(HINDI_DESCRIPTION);
  const arabic = names.getByLabel('Name · العربية');
  await names.locator('summary').filter({ hasText: 'العربية' }).click();
  await expect(arabic).toHaveAttribute('dir', 'rtl');
  await expect(arabic).toHaveAttribute('lang', 'ar');
  const saved = admin.waitForResponse(
    (r) =>
      r.url().includes(`/api/translations/assessment/${SLUG}`) && r.request().method() === 'PUT',
  );
  await admin.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(admin.getByText(`Assessment “${NAME}” saved.`)).toBeVisible();
  await expect(row).toContainText(
    'Translations missing: Nederlands, Français, Português, Italiano, العربية',
  );
  await admin.context().close();

  // A visitor's pages: Hindi shows the Hindi texts; Dutch shows this item in English (marked
  // so), the seeded ones in Dutch.
  // The server's prerendered Hindi page carries no English staff text either (the list is
  // loaded in the page's language once it starts).
  const prerendered = await (await fetch(`${site.url}/hi/internal-exams`)).text();
  expect(prerendered).toContain('<html lang="hi"');
  expect(prerendered).not.toContain(DESCRIPTION);
  expect(prerendered).not.toContain('A timed practice run');

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const visitor = await context.newPage();
  await visitor.goto(`${site.url}/hi/internal-exams`);
  const hindiName = visitor.getByRole('heading', { name: HINDI_NAME });
  await expect(hindiName).toBeVisible();
  await expect(hindiName).toHaveAttribute('lang', 'hi');
  await expect(visitor.getByText(HINDI_DESCRIPTION)).toBeVisible();
  await expect(visitor.getByText(DESCRIPTION)).toHaveCount(0);
  await expect(visitor.getByRole('heading', { name: 'CompTIA A+ प्रैक्टिस टेस्ट' })).toBeVisible();
  await expect(visitor.locator('#main [lang="en"]')).toHaveCount(0);
  await shots(visitor, 'internal-exams-hi');

  await visitor.goto(`${site.url}/nl/internal-exams`);
  const english = visitor.getByRole('heading', { name: NAME });
  await expect(english).toBeVisible();
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(visitor.getByText(DESCRIPTION)).toHaveAttribute('lang', 'en');
  await expect(visitor.getByRole('heading', { name: 'Oefenexamen CompTIA A+' })).toHaveAttribute(
    'lang',
    'nl',
  );

  await visitor.goto(`${site.url}/ar/internal-exams`);
  const arabicName = visitor.getByRole('heading', { name: 'اختبار تجريبي CompTIA A+' });
  await expect(arabicName).toBeVisible();
  // The certification's name reads whole inside the Arabic text: its "+" is drawn after the
  // "A" (to its right), not thrown to the far end of the line.
  const plusAfterA = await arabicName.evaluate((heading) => {
    const node = heading.querySelector('bdi')?.firstChild;
    const text = node?.textContent ?? '';
    const left = (i: number) => {
      const range = document.createRange();
      range.setStart(node!, i);
      range.setEnd(node!, i + 1);
      return range.getBoundingClientRect().left;
    };
    return left(text.indexOf('+')) > left(text.lastIndexOf('A'));
  });
  expect(plusAfterA).toBe(true);
  await expect(
    visitor.getByText('اختبار تجريبي محدد بوقت لدورة CompTIA A+. لا يمنح شهادة.'),
  ).toBeVisible();
  await shots(visitor, 'internal-exams-ar');
  await context.close();
});

test("the panel's translation fields in English, Hindi and Arabic at a phone's and a laptop's width", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await adminPage(browser);
  for (const lang of ['en', 'hi', 'ar'] as const) {
    await openEditor(admin, lang);
    // Hindi and Arabic opened, so both scripts' boxes are in the picture.
    for (const code of ['hi', 'ar']) {
      const input = admin.locator(`#assessment-name-${code}`);
      if (!(await input.isVisible())) {
        await admin
          .locator('#assessment-name-translations ~ details summary')
          .filter({
            has: admin.locator(`span[lang="${code}"]`),
          })
          .click();
      }
      await expect(input).toBeVisible();
    }
    // The scripts' fonts arrive after the panel draws (swapped in): a person sees the letters
    // once they have; the picture is taken then too.
    await admin.evaluate(() =>
      Promise.all([
        document.fonts.load('400 1em "Noto Sans Devanagari"', 'हि'),
        document.fonts.load('400 1em "Noto Sans Arabic"', 'ع'),
      ]).then(() => undefined),
    );
    await shots(admin, `admin-translations-${lang}`, { focus: '#assessment-name-translations' });
  }
  await admin.context().close();
});

test('an admin translates a review into Hindi on the Visitor texts tab; the Hindi reviews page shows it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const HINDI_REVIEW = `प्रशिक्षक ने हर विषय धैर्य से समझाया और अभ्यास परीक्षाएँ बहुत उपयोगी रहीं। ${tag}`;
  const admin = await adminPage(browser);
  await admin.goto(`${site.url}/admin-panel?tab=visitor-texts`);
  await expect(admin.getByRole('heading', { level: 2, name: 'Visitor texts' })).toBeVisible();
  const reviews = admin.getByRole('region', { name: 'Reviews' });
  // Seeded in English only: every review lacks its Hindi text (languages named by themselves).
  const row = reviews.getByRole('row').nth(1);
  await expect(row).toContainText('हिन्दी');
  const translate = row.getByRole('button', { name: /^Translate / });
  await translate.click();
  const editor = admin.getByRole('region', { name: /^Translations of / });
  await expect(editor.getByRole('heading', { level: 3 })).toBeFocused();
  const english = await editor.getByLabel('Review text (English)').inputValue();
  expect(english.length).toBeGreaterThan(10);
  const hindi = editor.locator('#visitor-text-text-hi');
  await editor
    .locator('summary')
    .filter({ has: admin.locator('span[lang="hi"]') })
    .click();
  await hindi.fill(HINDI_REVIEW);
  await editor.getByRole('button', { name: 'Save translations' }).click();
  await expect(admin.getByText(/^The translations of .+ were saved\.$/)).toBeVisible();
  // Saved, the editor closes and gives the focus back to the row's button; the list no longer
  // names Hindi among the languages that review lacks.
  await expect(editor).toHaveCount(0);
  await expect(translate).toBeFocused();
  await expect(row).not.toContainText('हिन्दी');
  await expect(row).toContainText('Nederlands');

  // The tab, with the editor open, as staff in English, Hindi and Arabic see it.
  for (const lang of ['en', 'hi', 'ar'] as const) {
    await admin.goto(`${site.url}${lang === 'en' ? '' : `/${lang}`}/admin-panel?tab=visitor-texts`);
    await admin.getByRole('button', { name: /^(Translate |अनुवाद करें: |ترجمة )Aarav S\./ }).click();
    await expect(admin.locator('#visitor-text-text-hi')).toBeAttached();
    await shots(admin, `visitor-texts-${lang}`);
  }
  await admin.context().close();

  // A visitor to the Hindi reviews page reads the review in Hindi; the English page is as before.
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const visitor = await context.newPage();
  await visitor.goto(`${site.url}/hi/review-page`);
  await expect(visitor.getByText(HINDI_REVIEW)).toBeVisible();
  await visitor.goto(`${site.url}/review-page`);
  await expect(visitor.getByText(english, { exact: false }).first()).toBeVisible();
  await expect(visitor.getByText(HINDI_REVIEW)).toHaveCount(0);
  await context.close();
});
