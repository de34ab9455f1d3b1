// Signed credentials on the verification page (docs/CREDENTIALS.md): the signature line,
// 'Download credential (JSON)' whose file the W3C libraries verify against the site's did.json
// and status list, and an expired certificate shown as expired.
import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures/test';
import { verifyWithLibraries, type Json } from '../fixtures/credentials';

test.describe('signed credentials on the verification page', () => {
  test('shows the signature check, and the downloaded credential verifies with the W3C libraries', async ({
    page,
    site,
  }) => {
    await page.goto('/verify-certificate/SB-DEMO-2024');
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        /Digital signature checked: issued by Skillbridge IT Academy \(demo\), key key-1, signed on/,
      ),
    ).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download credential (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('SB-DEMO-2024.credential.json');
    const credential = JSON.parse(readFileSync((await download.path()) as string, 'utf8')) as Json;
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.id).toBe(`${site.url}/verify-certificate/SB-DEMO-2024`);
    expect(credential.credentialSubject.name).toBe('Asha Verma');

    expect(await verifyWithLibraries(credential, site.url)).toEqual({
      verified: true,
      revoked: false,
      error: undefined,
    });

    // One changed letter and the same libraries refuse it.
    const forged = {
      ...credential,
      credentialSubject: { ...credential.credentialSubject, name: 'Asha Vermb' },
    };
    expect((await verifyWithLibraries(forged, site.url, { checkStatus: false })).verified).toBe(
      false,
    );
  });

  test('an expired certificate says so, and never shows Verified alone', async ({ page }) => {
    await page.goto('/verify-certificate/SB-DEMO-2019');
    const card = page.locator('section[aria-labelledby="certificate-details"]');
    await expect(card.getByText('Expired', { exact: true })).toBeVisible();
    await expect(
      card.getByText(
        /Expired on March 17, 2022\. The certificate is genuine but no longer current\./,
      ),
    ).toBeVisible();
    await expect(card.getByText('Verified', { exact: true })).toHaveCount(0);
    await expect(card.getByText(/Digital signature checked/)).toBeVisible();
  });

  test('in Arabic, the signature line and the download are in Arabic', async ({ page }) => {
    await page.goto('/ar/verify-certificate/SB-DEMO-2024');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: 'تنزيل بيانات الاعتماد (JSON)' })).toBeVisible();
    await expect(page.getByText(/key-1/)).toBeVisible();
  });
});
