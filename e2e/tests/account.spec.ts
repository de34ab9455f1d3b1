import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { ADMIN, startSiteWithAdmin, type RunningSite } from '../fixtures/server';
import { proofCode } from '../fixtures/email-proof';

// This file's journeys run against their own site: an admin account and a readable outbox.
let site: RunningSite;

test.beforeAll(async () => {
  site = await startSiteWithAdmin();
});
test.afterAll(async () => {
  await site?.stop();
});

let counter = 0;
function newPerson() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    email: `learner-${tag}@example.com`,
    username: `learner${tag}`,
    password: `Quiet-Harbour-${tag}`,
  };
}

async function register(person: ReturnType<typeof newPerson>) {
  const res = await fetch(`${site.url}/api/users/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...person, country: 'India', pinCode: '560001', interest: 'CompTIA' }),
  });
  expect(res.status).toBe(201);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The newest one-time-code e-mail to `recipient` in the outbox, and the code in its text. */
async function codeFromOutbox(recipient: string, after: number): Promise<string> {
  const dir = path.join(site.dataDir, 'outbox');
  let code: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(dir).filter((f) => f.endsWith('.eml') && f.includes(recipient));
        } catch {
          return undefined;
        }
        // Names start with an ISO timestamp, so the last in order is the newest.
        if (files.length <= after) return undefined;
        const newest = [...files].sort().at(-1) as string;
        const raw = readFileSync(path.join(dir, newest), 'utf8').replace(/=\r?\n/g, '');
        code = /reset code is:\s*(\d{6})/.exec(raw)?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

function outboxCount(recipient: string): number {
  try {
    return readdirSync(path.join(site.dataDir, 'outbox')).filter((f) => f.includes(recipient))
      .length;
  } catch {
    return 0;
  }
}

test.describe('the account area', () => {
  test('sign up, log in, see the user menu, log out', async ({ page }) => {
    const person = newPerson();
    await page.goto(`${site.url}/signup`);
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Username').fill(person.username);
    await page.getByLabel('Phone number').fill('+91 98765 43210');
    await page.getByLabel('Address').fill('1 MG Road, Bengaluru');
    await page.getByLabel('Country').selectOption('India');
    await page.getByLabel('PIN / postal code').fill('5600');
    await page.getByLabel('Interested in').selectOption('Web development');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter a 6-digit Indian PIN code.')).toBeVisible();
    await page.getByLabel('PIN / postal code').fill('560001');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your account has been created. Please log in.')).toBeVisible();

    // The same e-mail again: answered as a new account (no account is revealed), and the
    // address's owner is e-mailed instead.
    await page.goto(`${site.url}/signup`);
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Username').fill(`${person.username}x`);
    await page.getByLabel('Phone number').fill('+91 98765 43210');
    await page.getByLabel('Address').fill('1 MG Road');
    await page.getByLabel('Country').selectOption('United Kingdom');
    await page.getByLabel('Interested in').selectOption('PECB');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your account has been created. Please log in.')).toBeVisible();
    await expect
      .poll(() =>
        readdirSync(path.join(site.dataDir, 'outbox')).some((name) =>
          readFileSync(path.join(site.dataDir, 'outbox', name), 'utf8').includes(
            'Someone tried to sign up',
          ),
        ),
      )
      .toBe(true);

    await page.goto(`${site.url}/login`);
    await logIn(page, person.email, person.password);
    await expect(page).toHaveURL(new RegExp(`${site.url}/$`));
    const menu = page.getByRole('button', { name: /^Account menu/ });
    await expect(menu).toHaveAccessibleName(new RegExp(`${person.username}.*${person.email}`));
    const stored = await page.evaluate(() =>
      ['token', 'username', 'role', 'user'].map((k) => localStorage.getItem(k)),
    );
    expect(stored.every((v) => v !== null)).toBe(true);

    await menu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const after = await page.evaluate(() =>
      ['token', 'username', 'role', 'user'].map((k) => localStorage.getItem(k)),
    );
    expect(after).toEqual([null, null, null, null]);
  });

  test('sign-up e-mails a code; signed in, the user confirms the address in the six boxes', async ({
    page,
  }) => {
    const person = newPerson();
    await register(person);
    await page.goto(`${site.url}/login`);
    await logIn(page, person.email, person.password);
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    await page.goto(`${site.url}/test`);
    const step = page.getByRole('region', { name: 'Confirm your e-mail address' });
    await expect(step).toBeVisible();
    await step.getByRole('button', { name: 'Confirm e-mail' }).click();
    await expect(step.getByRole('alert')).toHaveText('Please enter the 6-digit code.');
    const code = await proofCode(site, person.email);
    await step.getByRole('textbox', { name: 'Code digit 1 of 6' }).click();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(step.getByRole('status')).toHaveText('Your e-mail address is confirmed.');
    await step.getByRole('button', { name: 'Continue' }).click();
    await expect(step).toBeHidden();
    // Asked no more once proven.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toHaveCount(0);
  });

  test('reset a forgotten password with the code from the outbox', async ({ page }) => {
    const person = newPerson();
    await register(person);
    const before = outboxCount(person.email);

    await page.goto(`${site.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email is required');
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('OTP sent successfully')).toBeVisible();

    const code = await codeFromOutbox(person.email, before);
    await page.getByRole('textbox', { name: 'Code digit 1 of 6' }).click();
    await page.keyboard.type(code);
    await expect(page.getByRole('textbox', { name: 'Code digit 6 of 6' })).toHaveValue(
      code.slice(-1),
    );
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expect(
      page.getByText('OTP verified successfully. Enter your new password'),
    ).toBeVisible();

    const newPassword = `${person.password}-renewed`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}!`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
    await page.getByLabel('Confirm new password').fill(newPassword);
    // The alert is accepted as it opens: a click still finishing when the page opens an alert
    // would otherwise wait for that alert, and the alert for the click.
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(alerts).toEqual(['Password changed successfully! Please login with your new password.']);

    await logIn(page, person.email, person.password);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await logIn(page, person.email, newPassword);
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  });

  test('an admin issues a certificate and it verifies publicly', async ({ page }) => {
    await page.goto(`${site.url}/admin-panel`);
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin-panel$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin panel' })).toBeVisible();
    // The panel opens on its home; certificates are issued on their own tab.
    await page.getByRole('tab', { name: 'Certificates' }).click();

    await page.getByLabel('Full name').fill('Meera Iyer');
    await page.getByLabel('Course', { exact: true }).fill('CompTIA Network+');
    await page.getByRole('button', { name: 'Issue certificate' }).click();
    const confirmation = page.getByText(/^Certificate \S+ issued for Meera Iyer\.$/);
    await expect(confirmation).toBeVisible();
    const id = /^Certificate (\S+) issued/.exec((await confirmation.textContent()) ?? '')?.[1];
    expect(id).toBeTruthy();
    await expect(page.getByRole('cell', { name: id as string, exact: true })).toBeVisible();

    await page.goto(`${site.url}/CertificateLookup`);
    await page.getByLabel('Enter Certificate ID').fill(id as string);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Meera Iyer')).toBeVisible();
    await expect(page.getByText('CompTIA Network+')).toBeVisible();
  });

  test('a quiz taken end to end shows the server score', async ({ page }) => {
    const person = newPerson();
    await register(person);
    await page.goto(`${site.url}/test`);
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, person.email, person.password);
    // /test passes no origin, so the login lands on /; wait for the session before going back.
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    await page.goto(`${site.url}/test`);
    await expect(page.getByRole('heading', { level: 1, name: 'Online quiz' })).toBeVisible();
    await expect(page.getByText('You have not taken a quiz yet.')).toBeVisible();

    await page.getByLabel('Category').selectOption('networking');
    await page.getByLabel('Number of questions').selectOption('5');
    await page.getByRole('button', { name: 'Start quiz' }).click();
    await expect(page.getByRole('timer')).toContainText(/Time left: \d+:\d\d/);

    // Leaving the rules: a copy is reported and the person warned.
    await page.evaluate(() => document.dispatchEvent(new Event('copy', { cancelable: true })));
    await expect(page.getByRole('alert')).toContainText('copying is not allowed');

    const total = await page.getByRole('button', { name: /^Go to question/ }).count();
    expect(total).toBeGreaterThan(0);
    for (let i = 0; i < total; i += 1) {
      await page.getByRole('radio').first().check();
      if (i < total - 1) await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Submit answers' }).click();
    const shown = page.getByText(/^You scored \d+ out of \d+\.$/);
    await expect(shown).toBeVisible();
    const [, score, outOf] =
      /You scored (\d+) out of (\d+)/.exec((await shown.textContent()) ?? '') ?? [];

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const mine = (await (
      await fetch(`${site.url}/api/results/mine`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { data: Array<{ score: number; total: number; passed: boolean }> };
    expect(mine.data).toHaveLength(1);
    expect(String(mine.data[0]?.score)).toBe(score);
    expect(String(mine.data[0]?.total)).toBe(outOf);
    await expect(page.getByRole('heading', { name: 'My results' })).toBeVisible();
    await expect(
      page.getByRole('cell', { name: new RegExp(`^${score} / ${outOf}`) }),
    ).toBeVisible();
  });

  test('a revoked token signs the user out with a message', async ({ page }) => {
    const person = newPerson();
    await register(person);
    await page.goto(`${site.url}/login`);
    await logIn(page, person.email, person.password);
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    // What the browser holds after the server has revoked the session (e.g. a password reset).
    await page.evaluate(() => localStorage.setItem('token', 'no-longer-valid'));
    await page.goto(`${site.url}/test`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    const keys = await page.evaluate(() =>
      ['token', 'username', 'role', 'user'].map((k) => localStorage.getItem(k)),
    );
    expect(keys).toEqual([null, null, null, null]);
  });
});
