import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { startSite, type RunningSite } from '../fixtures/server';

/** The chunks that carry jspdf, html2canvas and qrcode (named in download-certificate-pdf.ts). */
const PDF_CHUNK = /\/pdf-(jspdf|html2canvas|qrcode)\.[0-9a-f]+\.js$/;

const ADMIN = { email: 'admin@example.com', password: 'Cert-e2e-Verify#2026!' };

interface Issued {
  certificateId: string;
  fullName: string;
  courseName: string;
  issuedBy: string;
  issueDate: string;
}

async function adminToken(request: APIRequestContext, site: RunningSite): Promise<string> {
  const res = await request.post(`${site.url}/api/users/login`, { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { token?: string };
  expect(body.token).toBeTruthy();
  return body.token as string;
}

async function issue(
  request: APIRequestContext,
  site: RunningSite,
  token: string,
  fields: Omit<Issued, 'certificateId'>,
): Promise<Issued> {
  const res = await request.post(`${site.url}/api/certificates`, {
    headers: { Authorization: `Bearer ${token}` },
    data: fields,
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { success: boolean; data: Issued };
  expect(body.success).toBe(true);
  return body.data;
}

function pdfChunkRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (PDF_CHUNK.test(new URL(req.url()).pathname)) seen.push(req.url());
  });
  return seen;
}

test.describe('certificate lookup, without an issued certificate', () => {
  for (const route of ['/CertificateLookup', '/verifyCertificate', '/verify-certificate']) {
    test(`${route} shows the lookup box and Verify`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Verify a certificate' }),
      ).toBeVisible();
      await expect(page.getByLabel('Enter Certificate ID')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
    });
  }

  test('an empty ID is refused without a request', async ({ page }) => {
    const lookups: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/certificates/')) lookups.push(req.url());
    });
    await page.goto('/CertificateLookup');
    await page.getByLabel('Enter Certificate ID').fill('   ');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid Certificate ID.');
    expect(lookups).toEqual([]);
  });

  test('a wrong ID shows Certificate not found.', async ({ page }) => {
    await page.goto('/verifyCertificate');
    await page.getByLabel('Enter Certificate ID').fill('NO-SUCH-CERTIFICATE');
    await page.getByLabel('Enter Certificate ID').press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Certificate not found.');
    await expect(page.getByRole('heading', { name: /Certificate Details/ })).toHaveCount(0);
  });

  test('a deep link to an unknown ID shows the error on arrival', async ({ page }) => {
    await page.goto('/verify-certificate/NO-SUCH-CERTIFICATE');
    await expect(page.getByLabel('Enter Certificate ID')).toHaveValue('NO-SUCH-CERTIFICATE');
    await expect(page.getByRole('alert')).toHaveText('Certificate not found.');
  });
});

test.describe('certificate lookup against certificates issued through the admin API', () => {
  test.describe.configure({ mode: 'serial' });

  let site: RunningSite;
  let cert: Issued;
  let revoked: Issued;

  test.beforeAll(async ({ playwright }) => {
    site = await startSite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const request = await playwright.request.newContext();
    try {
      const token = await adminToken(request, site);
      cert = await issue(request, site, token, {
        fullName: 'Asha Rao',
        courseName: 'CompTIA Security+',
        issuedBy: 'Example Training',
        issueDate: '2024-03-05',
      });
      revoked = await issue(request, site, token, {
        fullName: 'Bram de Vries',
        courseName: 'ISO/IEC 27001 Lead Implementer',
        issuedBy: 'Example Training',
        issueDate: '2023-11-20',
      });
      const res = await request.post(
        `${site.url}/api/certificates/${encodeURIComponent(revoked.certificateId)}/revoke`,
        { headers: { Authorization: `Bearer ${token}` }, data: { reason: 'Issued in error' } },
      );
      expect(res.ok(), await res.text()).toBe(true);
    } finally {
      await request.dispose();
    }
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('an issued certificate verifies through the shell', async ({ page }) => {
    await page.goto(`${site.url}/CertificateLookup`);
    await page.getByLabel('Enter Certificate ID').fill(cert.certificateId);
    await page.getByRole('button', { name: 'Verify' }).click();
    const card = page.getByRole('region', { name: /Certificate Details/ });
    await expect(card).toBeVisible();
    await expect(card.getByText('Verified', { exact: true })).toBeVisible();
    for (const [term, value] of <[string, string][]>[
      ['Name', 'Asha Rao'],
      ['Certificate ID', cert.certificateId],
      ['Issued By', 'Example Training'],
      ['Course', 'CompTIA Security+'],
      ['Issue Date', 'March 5, 2024'],
    ]) {
      await expect(card.locator('dt', { hasText: term }).locator('+ dd')).toHaveText(value);
    }
    await expect(page.getByRole('alert')).toHaveText('');
  });

  test('the deep link and ?id= verify on arrival', async ({ page }) => {
    await page.goto(`${site.url}/verify-certificate/${encodeURIComponent(cert.certificateId)}`);
    await expect(page.getByRole('region', { name: /Certificate Details/ })).toContainText(
      cert.certificateId,
    );
    await page.goto(`${site.url}/verifyCertificate?id=${encodeURIComponent(cert.certificateId)}`);
    await expect(page.getByRole('region', { name: /Certificate Details/ })).toContainText(
      'Asha Rao',
    );
  });

  test('Copy link copies the absolute deep link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await page.goto(`${site.url}/verify-certificate/${encodeURIComponent(cert.certificateId)}`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${site.url}/verify-certificate/${encodeURIComponent(cert.certificateId)}`);
  });

  test('a revoked certificate shows Revoked, not Verified', async ({ page }) => {
    await page.goto(`${site.url}/verify-certificate/${encodeURIComponent(revoked.certificateId)}`);
    const card = page.getByRole('region', { name: /Certificate Details/ });
    await expect(card.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(card.getByText('Verified', { exact: true })).toHaveCount(0);
  });

  test('Download PDF saves one page named certificate-<id>.pdf, loading the libraries only then', async ({
    page,
  }, testInfo) => {
    const pdfChunks = pdfChunkRequests(page);
    await page.goto(`${site.url}/verify-certificate/${encodeURIComponent(cert.certificateId)}`);
    await expect(page.getByRole('region', { name: /Certificate Details/ })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Nothing of jspdf, html2canvas or qrcode was fetched by the page so far.
    expect(pdfChunks).toEqual([]);
    const loadedBefore = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(loadedBefore.filter((name) => PDF_CHUNK.test(new URL(name).pathname))).toEqual([]);

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(`certificate-${cert.certificateId}.pdf`);
    expect(pdfChunks.some((url) => url.includes('/pdf-jspdf.'))).toBe(true);
    expect(pdfChunks.some((url) => url.includes('/pdf-html2canvas.'))).toBe(true);
    expect(pdfChunks.some((url) => url.includes('/pdf-qrcode.'))).toBe(true);

    const file = path.join(testInfo.outputDir, download.suggestedFilename());
    await download.saveAs(file);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/^Pages:\s+1$/m);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain(cert.certificateId);
    expect(text).toContain(`/verify-certificate/${cert.certificateId}`);
  });
});
