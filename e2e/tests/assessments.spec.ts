import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { startSite, type RunningSite } from '../fixtures/server';

const ADMIN = { email: 'admin@example.com', password: 'Admin-Passphrase-2026!' };
const START_EASY = 'Start Lead and Sales Assessment, easy';

// These journeys need an admin (to read the correct options) and fresh attempt limits.
let site: RunningSite;
/** Question text -> the text of its correct option (options are shuffled per attempt). */
let correctByQuestion: Map<string, string>;

test.beforeAll(async () => {
  site = await startSite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const admin = await apiLogin(ADMIN.email, ADMIN.password);
  const res = await fetch(`${site.url}/api/questions?category=sales&pageSize=100`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    data: Array<{ text: string; options: string[]; correctOption: number }>;
  };
  correctByQuestion = new Map(body.data.map((q) => [q.text, q.options[q.correctOption] ?? '']));
  expect(correctByQuestion.size).toBeGreaterThanOrEqual(10);
});
test.afterAll(async () => {
  await site?.stop();
});

interface Person {
  email: string;
  username: string;
  password: string;
  fullName: string;
}

let counter = 0;
function newPerson(): Person {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    email: `seller-${tag}@example.com`,
    username: `seller${tag}`,
    password: `Bright-Meadow-${tag}`,
    // A certificate name holds letters only: the tag's digits become letters.
    fullName: `Asha Seller ${tag.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')}`,
  };
}

async function apiLogin(email: string, password: string) {
  const res = await fetch(`${site.url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    token: string;
    user: { username: string; email: string; role: string };
  };
}

/** Registers a new person (every sign-up field) and signs the page in as them. */
async function signIn(page: Page): Promise<Person> {
  const person = newPerson();
  const res = await fetch(`${site.url}/api/users/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: person.email,
      password: person.password,
      username: person.username,
      phoneNumber: '+91 98450 12345',
      address: '12 MG Road, Bengaluru',
      pinCode: '560001',
      country: 'India',
      linkedIn: '',
      interest: 'Sales',
    }),
  });
  expect(res.status).toBe(201);
  const session = await apiLogin(person.email, person.password);
  await page.goto(site.url);
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('username', s.user.username);
    localStorage.setItem('role', s.user.role);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  return person;
}

/** From /internal-exams: Start the easy level and open its start step. */
async function openEasy(page: Page) {
  await page.goto(`${site.url}/internal-exams`);
  await page.getByRole('link', { name: START_EASY }).click();
  await expect(page).toHaveURL(/\/test\?assessment=lead-and-sales&level=easy$/);
  return page.getByLabel('Full name (as on the certificate)');
}

/** From /internal-exams: Start the easy level, confirm the full name and begin. */
async function startEasy(page: Page, person: Person): Promise<Attempt> {
  await (await openEasy(page)).fill(person.fullName);
  const started = page.waitForResponse(
    (r) => r.url().endsWith('/attempts') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Start assessment' }).click();
  const response = await started;
  expect(response.status()).toBe(201);
  await expect(
    page.getByRole('heading', { name: /Lead and Sales Assessment — easy/ }),
  ).toBeVisible();
  return (await response.json()) as Attempt;
}

interface Attempt {
  attemptId: string;
  deadline: string;
}

/** The question groups (fieldsets) of the running attempt, with their texts. */
async function questionTexts(page: Page): Promise<string[]> {
  const legends = await page.locator('fieldset legend').allTextContents();
  return legends.map((l) => l.replace(/^\d+\.\s*/, '').trim());
}

async function answer(page: Page, index: number, text: string, optionText: string) {
  const group = page.getByRole('group', { name: `${index + 1}. ${text}` });
  const saved = page.waitForResponse(
    (r) => r.url().includes('/answers') && r.request().method() === 'PUT',
  );
  await group.getByRole('radio', { name: optionText, exact: true }).check();
  expect((await saved).status()).toBe(200);
}

async function wrongOption(page: Page, index: number, text: string): Promise<string> {
  const group = page.getByRole('group', { name: `${index + 1}. ${text}` });
  const labels = (await group.locator('label').allTextContents()).map((l) => l.trim());
  const wrong = labels.find((l) => l !== correctByQuestion.get(text));
  if (!wrong) throw new Error(`No wrong option for "${text}"`);
  return wrong;
}

test.describe('assessments through the shell', () => {
  test('start from /internal-exams, reload and resume, pass, verify the certificate', async ({
    page,
  }) => {
    const person = await signIn(page);
    const started = await startEasy(page, person);

    const texts = await questionTexts(page);
    expect(texts).toHaveLength(5);
    const first = texts[0] as string;
    const firstCorrect = correctByQuestion.get(first) as string;
    expect(firstCorrect).toBeTruthy();
    await answer(page, 0, first, firstCorrect);
    const attemptBefore = await page.evaluate(() => sessionStorage.getItem('assessmentAttempt'));
    const leftBefore = await page.getByTestId('time-left').textContent();

    const resumed = page.waitForResponse(
      (r) => r.url().endsWith(`/attempts/${started.attemptId}`) && r.request().method() === 'GET',
    );
    await page.reload();
    const resumedAttempt = (await (await resumed).json()) as Attempt;
    expect(resumedAttempt.attemptId).toBe(started.attemptId);
    expect(resumedAttempt.deadline).toBe(started.deadline);
    await expect(
      page.getByRole('heading', { name: /Lead and Sales Assessment — easy/ }),
    ).toBeVisible();
    // The same attempt: same id, same questions in the same order, the saved answer checked,
    // and the server's deadline (the countdown does not start again).
    expect(await page.evaluate(() => sessionStorage.getItem('assessmentAttempt'))).toBe(
      attemptBefore,
    );
    expect(await questionTexts(page)).toEqual(texts);
    await expect(
      page
        .getByRole('group', { name: `1. ${first}` })
        .getByRole('radio', { name: firstCorrect, exact: true }),
    ).toBeChecked();
    const leftAfter = (await page.getByTestId('time-left').textContent()) ?? '';
    expect(leftAfter <= (leftBefore ?? '')).toBe(true);

    for (const [i, text] of texts.entries()) {
      if (i === 0) continue;
      await answer(page, i, text, correctByQuestion.get(text) as string);
    }
    await page.getByRole('button', { name: 'Submit assessment' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'You scored 5 out of 5' }),
    ).toContainText('Passed');
    const certificateId = ((await page.getByTestId('certificate-id').textContent()) ?? '').trim();
    expect(certificateId).not.toBe('');

    await page.goto(`${site.url}/CertificateLookup`);
    await page.getByLabel('Enter Certificate ID').fill(certificateId);
    await page.getByRole('button', { name: 'Verify' }).click();
    const card = page.getByRole('region', { name: /Certificate Details/ });
    await expect(card).toBeVisible();
    await expect(card).toContainText(person.fullName);
    await expect(card).toContainText(certificateId);
    await expect(card).toContainText('Lead and Sales Assessment');
  });

  test('a failing attempt issues no certificate and says when the next attempt is allowed', async ({
    page,
  }) => {
    const person = await signIn(page);
    await startEasy(page, person);
    const texts = await questionTexts(page);
    for (const [i, text] of texts.entries()) {
      await answer(page, i, text, await wrongOption(page, i, text));
    }
    await page.getByRole('button', { name: 'Submit assessment' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'You scored 0 out of 5' }),
    ).toContainText('Not passed');
    await expect(page.getByText('Your next attempt is allowed from')).toBeVisible();
    await expect(page.getByTestId('certificate-id')).toHaveCount(0);
    await expect(page.getByText('Certificate ID:')).toHaveCount(0);

    // The name confirmed for the first attempt was saved to the profile: the next start
    // step offers it, prefilled from GET /users/me.
    const name = await openEasy(page);
    await expect(name).toHaveValue(person.fullName);
    await expect(name).toHaveAccessibleDescription(/Printed on your certificate/);
  });

  test('the name is checked before starting and the server refuses what the rule forbids', async ({
    page,
  }) => {
    const person = await signIn(page);
    const name = await openEasy(page);
    await expect(name).toHaveValue('');
    await name.fill('Agent 007');
    await page.getByRole('button', { name: 'Start assessment' }).click();
    await expect(page.getByText('Use only letters, spaces, apostrophes')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('time-left')).toHaveCount(0);

    // The server holds the same rule for any client.
    const session = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const refused = await fetch(`${site.url}/api/assessments/lead-and-sales/attempts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session}` },
      body: JSON.stringify({ level: 'easy', fullName: 'Agent 007' }),
    });
    expect(refused.status).toBe(400);

    // A name in another script, with an apostrophe, is accepted and saved to the profile.
    const accented = `Zoë O’Brien ${person.fullName.split(' ')[2]}`;
    await name.fill(accented);
    await page.getByRole('button', { name: 'Start assessment' }).click();
    await expect(page.getByTestId('time-left')).toBeVisible();
    const me = await fetch(`${site.url}/api/users/me`, {
      headers: { Authorization: `Bearer ${session}` },
    });
    expect(((await me.json()) as { user: { fullName: string } }).user.fullName).toBe(accented);
  });

  test('the pages read right to left in Arabic, with their texts translated', async ({ page }) => {
    const person = await signIn(page);
    // The Arabic pages are at their own addresses; the start link stays in Arabic, and the
    // assessment's name is the Arabic one staff gave it (the demo data has it).
    await page.goto(`${site.url}/ar/internal-exams`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('heading', { level: 1, name: 'الاختبارات الداخلية' }),
    ).toBeVisible();
    await page.getByRole('link', { name: /^ابدأ تقييم العملاء المحتملين والمبيعات، سهل$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'بدء التقييم' })).toBeVisible();
    await expect(page).toHaveURL(/\/ar\/test\?/);
    const name = page.getByLabel('الاسم الكامل (كما سيظهر على الشهادة)');
    await name.fill(person.fullName);
    // The field starts on the right: the page really is laid out right to left.
    const box = await name.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x + box.width).toBeGreaterThan(width / 2);
    await page.getByRole('button', { name: 'ابدأ التقييم' }).click();
    await expect(
      page.getByRole('heading', { name: /تقييم العملاء المحتملين والمبيعات — سهل/ }),
    ).toBeVisible();
    await expect(page.getByText('الوقت المتبقي:')).toBeVisible();
  });

  test('the third security event submits the attempt', async ({ page }) => {
    const person = await signIn(page);
    await startEasy(page, person);
    const texts = await questionTexts(page);
    await answer(page, 0, texts[0] as string, correctByQuestion.get(texts[0] as string) as string);

    const copy = () => page.evaluate(() => document.dispatchEvent(new Event('copy')));
    await copy();
    await expect(page.getByRole('alert').filter({ hasText: 'Warning 1 of 3' })).toBeVisible();
    await copy();
    await expect(page.getByRole('alert').filter({ hasText: 'Warning 2 of 3' })).toBeVisible();
    await page.locator('fieldset').first().dispatchEvent('contextmenu');
    await expect(
      page.getByText('The attempt was submitted after repeated security warnings.'),
    ).toBeVisible();
    // Scored with the saved answers: one of five is correct, which does not pass.
    await expect(
      page.getByRole('status').filter({ hasText: 'You scored 1 out of 5' }),
    ).toContainText('Not passed');
    await expect(page.getByRole('button', { name: 'Submit assessment' })).toHaveCount(0);
  });

  test('the admin sees the statistics and downloads the results as CSV', async ({ page }) => {
    const session = await apiLogin(ADMIN.email, ADMIN.password);
    const res = await fetch(`${site.url}/api/assessments/lead-and-sales/stats`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    const stats = ((await res.json()) as { data: { attempts: number; passRate: number } }).data;
    await page.goto(site.url);
    await page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('username', s.user.username);
      localStorage.setItem('role', s.user.role);
      localStorage.setItem('user', JSON.stringify(s.user));
    }, session);
    await page.goto(`${site.url}/admin-panel`);
    await page.getByRole('tab', { name: 'Assessments' }).click();
    await page
      .getByLabel('Assessment', { exact: true })
      .selectOption({ label: 'Lead and Sales Assessment' });
    await expect(page.getByLabel('Assessment', { exact: true })).toHaveValue('lead-and-sales');
    await expect(page.locator('dt', { hasText: 'Attempts' }).locator('+ dd')).toHaveText(
      String(stats.attempts),
    );
    await expect(page.locator('dt', { hasText: 'Pass rate' }).locator('+ dd')).toHaveText(
      `${stats.passRate}%`,
    );
    await expect(page.getByRole('img', { name: /^Score distribution: 0-19%/ })).toBeVisible();

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download results (CSV)' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('lead-and-sales-results.csv');
    const file = await download.path();
    const lines = readFileSync(file, 'utf8').trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^attemptId,username,email,fullName,level,score/);
    expect(lines).toHaveLength(stats.attempts + 1);
  });
});
