import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { ADMIN, startSiteWithAdmin, type RunningSite } from '../fixtures/server';
import { proveAddress } from '../fixtures/email-proof';

// An admin account of its own and assessments created here: this file runs its own site.
let site: RunningSite;

test.beforeAll(async () => {
  site = await startSiteWithAdmin();
});
test.afterAll(async () => {
  await site?.stop();
});

interface Person {
  email: string;
  username: string;
  password: string;
}

function newPerson(): Person {
  const tag = Date.now().toString(36);
  return {
    email: `staff-${tag}@example.com`,
    username: `staff${tag}`,
    password: `Calm-Orchard-${tag}`,
  };
}

async function register(person: Person) {
  const res = await fetch(`${site.url}/api/users/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...person, country: 'India', pinCode: '560001', interest: 'Sales' }),
  });
  expect(res.status).toBe(201);
}

/** Signs in through /login and waits for the session to show in the header. */
async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${site.url}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** axe-core findings on the page, readable on failure. */
async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found.map((v) => ({
    rule: v.id,
    impact: v.impact,
    elements: v.nodes.map((n) => n.target.join(' ')),
  }));
}

test.describe('assessments managed in the admin panel', () => {
  test('an employee-only certifying assessment appears for a user once the admin grants employee', async ({
    browser,
  }) => {
    // Two browsers, four accessibility scans and a sign-in again: past two minutes on a loaded
    // CI machine (four workers on two cores).
    test.setTimeout(240_000);
    const name = `Warehouse Safety ${Date.now().toString(36)}`;
    const slug = name.toLowerCase().replace(/ /g, '-');
    const person = newPerson();
    await register(person);
    // Only a proven address may become an employee.
    await proveAddress(site, person);

    // The admin creates the assessment in the browser.
    const admin = await newPage(browser);
    await logIn(admin, ADMIN.email, ADMIN.password);
    await admin.goto(`${site.url}/admin-panel`);
    await admin.getByRole('tab', { name: 'Assessments' }).click();
    await expect(admin.getByRole('table', { name: 'All assessments' })).toContainText(
      'Lead and Sales Assessment',
    );
    await admin.getByRole('button', { name: 'New assessment' }).click();
    await expect(admin.getByRole('heading', { name: 'New assessment' })).toBeFocused();
    const sales = admin.getByRole('checkbox', { name: /^sales \(\d+ questions\)$/ });
    await expect(sales).toBeVisible();

    // An empty form says what is missing and sends nothing.
    await admin.getByRole('button', { name: 'Create assessment' }).click();
    await expect(admin.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(admin.getByText('Choose at least one question category.')).toBeVisible();
    expect(await violations(admin)).toEqual([]);

    await admin.getByLabel('Name', { exact: true }).fill(name);
    await expect(admin.getByLabel('Slug (web address)')).toHaveValue(slug);
    await sales.check();
    const level = admin.getByRole('group', { name: 'Level 1' });
    await level.getByLabel('Level name').fill('standard');
    await level.getByLabel('Number of questions').fill('5');
    await level.getByLabel('Duration (minutes)').fill('20');
    await admin.getByLabel('Who may take it').selectOption({ label: 'Employees' });
    await admin.getByRole('checkbox', { name: 'Issues a certificate when passed' }).check();
    const created = admin.waitForResponse(
      (r) => r.url().endsWith('/api/assessments') && r.request().method() === 'POST',
    );
    await admin.getByRole('button', { name: 'Create assessment' }).click();
    expect((await created).status()).toBe(201);
    await expect(admin.getByText(`Assessment “${name}” created.`)).toBeVisible();
    const row = admin.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Employees');
    await expect(row).toContainText('standard: 5 questions, 20 min');

    // A signed-up user does not see it.
    const learner = await newPage(browser);
    await logIn(learner, person.email, person.password);
    await learner.goto(`${site.url}/internal-exams`);
    await expect(
      learner.getByRole('link', { name: 'Start Lead and Sales Assessment, easy' }),
    ).toBeVisible();
    await expect(learner.getByText(name)).toHaveCount(0);

    // The admin grants the user the employee role.
    await admin.getByRole('tab', { name: 'Users' }).click();
    await admin.getByLabel('Search by name or e-mail').fill(person.email);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    const role = admin.getByRole('combobox', { name: `Role of ${person.username}` });
    await expect(role).toHaveValue('user');
    await role.selectOption({ label: 'Employee' });
    // Asked in the page's own dialog (not the browser's box, in the browser's language).
    const changeRole = admin.getByRole('button', { name: `Change the role of ${person.username}` });
    await changeRole.click();
    const question = admin.getByRole('dialog', { name: /from User to Employee\?/ });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Change role' })).toBeVisible();
    expect(await violations(admin)).toEqual([]);
    await admin.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(changeRole).toBeFocused();
    await changeRole.click();
    const patched = admin.waitForResponse((r) => r.request().method() === 'PATCH');
    await question.getByRole('button', { name: 'Change role' }).click();
    expect((await patched).status()).toBe(200);
    await expect(
      admin.getByText(`${person.username} is now Employee. Their sessions have ended.`),
    ).toBeVisible();
    expect(await violations(admin)).toEqual([]);

    // The user's old session has ended; after signing in again the assessment is offered.
    const oldSession = await learner.evaluate(() => localStorage.getItem('token'));
    const refused = await fetch(`${site.url}/api/users/me`, {
      headers: { Authorization: `Bearer ${oldSession}` },
    });
    expect(refused.status).toBe(401);
    await learner.context().clearCookies();
    await learner.evaluate(() => localStorage.clear());
    await logIn(learner, person.email, person.password);
    await learner.goto(`${site.url}/internal-exams`);
    const start = learner.getByRole('link', { name: `Start ${name}, standard` });
    await expect(start).toBeVisible();
    await start.click();
    await expect(learner).toHaveURL(new RegExp(`/test\\?assessment=${slug}&level=standard$`));
    await learner.getByLabel('Full name (as on the certificate)').fill('Ravi Kumar');
    const started = learner.waitForResponse(
      (r) => r.url().endsWith('/attempts') && r.request().method() === 'POST',
    );
    await learner.getByRole('button', { name: 'Start assessment' }).click();
    expect((await started).status()).toBe(201);
    await expect(learner.getByRole('heading', { name: `${name} — standard` })).toBeVisible();
    await expect(learner.locator('fieldset legend')).toHaveCount(5);
    await expect(learner.getByRole('button', { name: 'Submit assessment' })).toBeVisible();

    await admin.context().close();
    await learner.context().close();
  });
  test("the admin reviews a user's answers and the security event they triggered", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const tag = Date.now().toString(36);
    const name = `Review Drill ${tag}`;
    const slug = `review-drill-${tag}`;
    const person = newPerson();
    await register(person);

    // An assessment of its own, so its attempts table holds only this user's attempt.
    const login = await fetch(`${site.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const created = await fetch(`${site.url}/api/assessments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        slug,
        name,
        categories: ['sales'],
        levels: [{ level: 'standard', questionCount: 3, durationMinutes: 20 }],
      }),
    });
    expect(created.status).toBe(201);

    // The user answers the first question, copies once (a security event) and submits.
    const learner = await newPage(browser);
    await logIn(learner, person.email, person.password);
    await learner.goto(`${site.url}/internal-exams`);
    await learner.getByRole('link', { name: `Start ${name}, standard` }).click();
    await learner.getByLabel('Full name (as on the certificate)').fill('Ravi Kumar');
    await learner.getByRole('button', { name: 'Start assessment' }).click();
    await expect(learner.locator('fieldset legend')).toHaveCount(3);
    const texts = (await learner.locator('fieldset legend').allTextContents()).map((l) =>
      l.replace(/^\d+\.\s*/, '').trim(),
    );
    const firstGroup = learner.getByRole('group', { name: `1. ${texts[0]}` });
    const chosen = ((await firstGroup.locator('label').first().textContent()) ?? '').trim();
    const saved = learner.waitForResponse(
      (r) => r.url().includes('/answers') && r.request().method() === 'PUT',
    );
    await firstGroup.getByRole('radio', { name: chosen, exact: true }).check();
    expect((await saved).status()).toBe(200);
    await learner.evaluate(() => document.dispatchEvent(new Event('copy')));
    await expect(learner.getByRole('alert').filter({ hasText: 'Warning 1 of 3' })).toBeVisible();
    await learner.getByRole('button', { name: 'Submit assessment' }).click();
    await expect(
      learner.getByRole('status').filter({ hasText: /You scored \d out of 3/ }),
    ).toBeVisible();

    // The admin opens that attempt's answers from the Assessments tab.
    const admin = await newPage(browser);
    await logIn(admin, ADMIN.email, ADMIN.password);
    await admin.goto(`${site.url}/admin-panel`);
    await admin.getByRole('tab', { name: 'Assessments' }).click();
    await admin.getByLabel('Assessment', { exact: true }).selectOption({ label: name });
    // From the recent attempts (the list of every attempt below has the same button).
    const view = admin
      .getByRole('table', { name: 'Recent attempts' })
      .getByRole('button', { name: `View answers of ${person.username}` });
    await view.click();
    const section = admin.getByRole('region', { name: `Answers of ${person.username}` });
    await expect(
      section.getByRole('heading', { name: `Answers of ${person.username}` }),
    ).toBeFocused();
    for (const [i, text] of texts.entries())
      await expect(
        section.getByRole('listitem').filter({ hasText: `Question ${i + 1}: ${text}` }),
      ).toHaveCount(1);
    const firstOptions = section.getByRole('list', { name: 'Options of question 1' });
    await expect(
      firstOptions.getByRole('listitem').filter({ hasText: 'Your answer' }),
    ).toContainText(chosen);
    await expect(
      firstOptions.getByRole('listitem').filter({ hasText: 'Correct answer' }),
    ).toHaveCount(1);
    await expect(
      section.getByRole('listitem').filter({ hasText: `Question 2: ${texts[1]}` }),
    ).toContainText('Not answered');
    const events = section.getByRole('table', { name: 'Security events' });
    await expect(events.getByRole('row')).toHaveCount(2);
    await expect(events).toContainText('Copied text');
    expect(await violations(admin)).toEqual([]);

    await section.getByRole('button', { name: 'Close' }).click();
    await expect(section).toHaveCount(0);
    await expect(view).toBeFocused();

    await admin.context().close();
    await learner.context().close();
  });
});
