// A signed credential is judged by what it means, not how its JSON spells it. The signature covers
// the RDF graph: the same graph can be written with full IRIs, an alias from an inline @context or
// a value object, and the signature still holds (the standard libraries say so below, which is
// what made each spelling an attack). Each of these once answered `valid: true` for a revoked or
// expired certificate, or for a document that is no certificate; each is refused now. Also: the
// problems a caller reads are this site's texts, with codes, in the caller's language.
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiMessagesEn } from 'contracts';
import { runAdminCli } from '../src/cli/admin';
import { documentLoader } from '../src/credentials/document-loader';
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
} from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ORIGIN = 'https://certs.example.test';
const DID = 'did:web:certs.example.test';
/** What is tested here is the answer, not the time budget: room for a busy test machine. */
const ROOMY = { CREDENTIAL_VERIFY_TIMEOUT_MS: '10000' };
const CRED = 'https://www.w3.org/2018/credentials#';
const XSD_DATE_TIME = 'http://www.w3.org/2001/XMLSchema#dateTime';

/** What a third party's libraries say of the signature alone (the status is not checked). */
async function signatureHolds(t: TestApp, credential: Json): Promise<boolean> {
  const documents = new Map<string, object>();
  const did = json<Json>(await t.app.inject({ method: 'GET', url: '/.well-known/did.json' }));
  documents.set(DID, did);
  for (const method of did.verificationMethod as Json[]) {
    documents.set(method.id, { '@context': 'https://w3id.org/security/multikey/v1', ...method });
  }
  const result = await vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: async (url: string) => {
      const document = documents.get(url);
      if (document) return { contextUrl: null, documentUrl: url, document };
      // The bundled contexts, as the server loads them.
      return documentLoader(async () => undefined)(url);
    },
    // A revoked or expired credential's signature is still checked: as of its issue.
    now: new Date(credential.validFrom ?? Date.now()),
    checkStatus: async () => ({ verified: true }),
  });
  return Boolean(result.results?.[0]?.verified);
}

/** The credential with one top-level key renamed (the value kept). */
function renamed(credential: Json, from: string, to: string, value?: unknown): Json {
  const copy: Json = {};
  for (const [key, v] of Object.entries(credential)) copy[key === from ? to : key] = v;
  if (value !== undefined) copy[to] = value;
  return copy;
}

describe.each(dialects)('a credential judged by its meaning (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  let revoked: Json;
  let expired: Json;
  beforeAll(async () => {
    t = await testApp(dialect, { PUBLIC_ORIGIN: ORIGIN, ...ROOMY });
    admin = await signedInAdmin(t.app);
    revoked = await credentialOf(await issue());
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/certificates/${revoked.id.split('/').pop()}/revoke`,
      headers: bearer(admin.token),
      payload: { reason: 'Issued in error' },
    });
    expect(revoke.statusCode).toBe(200);
    expired = await credentialOf(
      await issue({ issueDate: '2020-01-10', expiryDate: '2023-01-09' }),
    );
  });
  afterAll(async () => t.close());

  const issue = (fields: Record<string, unknown> = {}) =>
    issueCertificate(t.app, admin.token, fields);
  const credentialOf = (certificateId: string): Promise<Json> =>
    fetchCredential(t.app, certificateId);

  const verify = (credential: Json, lang?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/credentials/verify',
      payload: credential,
      headers: lang ? { 'accept-language': lang } : {},
    });

  async function expectRefused(credential: Json, reason: string) {
    const res = await verify(credential);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({
      success: false,
      code: 'CREDENTIAL_NOT_ACCEPTED',
      params: { reason },
    });
    return res;
  }

  it('answers the revoked and the expired credential as written not valid (the baseline)', async () => {
    expect(json<Json>(await verify(revoked)).data).toMatchObject({ revoked: true, valid: false });
    expect(json<Json>(await verify(expired)).data).toMatchObject({ expired: true, valid: false });
  });

  it('refuses credentialStatus under its full IRI (a revoked certificate read as not revoked)', async () => {
    const spelled = renamed(revoked, 'credentialStatus', `${CRED}credentialStatus`);
    expect(await signatureHolds(t, spelled)).toBe(true);
    const res = await expectRefused(spelled, 'TERM');
    expect(json<Json>(res).message).toContain(`${CRED}credentialStatus`);
  });

  it('refuses validUntil under its full IRI (an expired certificate read as not expiring)', async () => {
    const spelled = renamed(expired, 'validUntil', `${CRED}validUntil`, {
      '@value': expired.validUntil,
      '@type': XSD_DATE_TIME,
    });
    expect(await signatureHolds(t, spelled)).toBe(true);
    await expectRefused(spelled, 'TERM');
  });

  it('refuses an alias from an inline @context', async () => {
    const aliased = renamed(revoked, 'credentialStatus', 'status');
    aliased['@context'] = [...revoked['@context'], { status: `${CRED}credentialStatus` }];
    expect(await signatureHolds(t, aliased)).toBe(true);
    await expectRefused(aliased, 'CONTEXT');
    const until = renamed(expired, 'validUntil', 'until');
    until['@context'] = [
      ...expired['@context'],
      { until: { '@id': `${CRED}validUntil`, '@type': XSD_DATE_TIME } },
    ];
    expect(await signatureHolds(t, until)).toBe(true);
    await expectRefused(until, 'CONTEXT');
  });

  it('refuses statusListIndex as a value object (the status check failed open)', async () => {
    const spelled = structuredClone(revoked);
    spelled.credentialStatus.statusListIndex = {
      '@value': revoked.credentialStatus.statusListIndex,
    };
    expect(await signatureHolds(t, spelled)).toBe(true);
    await expectRefused(spelled, 'TERM');
  });

  it('refuses the status list credential, and anything else the issuer signed, as a certificate', async () => {
    const list = json<Json>(
      await t.app.inject({ method: 'GET', url: '/api/credentials/status/1' }),
    );
    expect(await signatureHolds(t, list)).toBe(true);
    const res = await verify(list);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ code: 'CREDENTIAL_NOT_ACCEPTED' });

    // A document the issuer signed that is not an OpenBadgeCredential.
    const unsigned = structuredClone(revoked);
    delete unsigned.proof;
    unsigned.type = ['VerifiableCredential'];
    const other = await t.app.credentials.sign(unsigned);
    expect(await signatureHolds(t, other)).toBe(true);
    await expectRefused(other, 'TYPE');
  });

  it('requires a status entry in a credential of this issuer', async () => {
    const unsigned = structuredClone(revoked);
    delete unsigned.proof;
    delete unsigned.credentialStatus;
    const statusless = await t.app.credentials.sign(unsigned);
    expect(await signatureHolds(t, statusless)).toBe(true);
    await expectRefused(statusless, 'STATUS');
  });

  it('checks the certificate named against the stored one', async () => {
    // Signed by the issuer for the revoked certificate, with a bit of the list that is not set.
    const unsigned = structuredClone(revoked);
    delete unsigned.proof;
    const index = (Number(revoked.credentialStatus.statusListIndex) + 1) % 131_072;
    unsigned.credentialStatus.statusListIndex = String(index);
    unsigned.credentialStatus.id = `${unsigned.credentialStatus.statusListCredential}#${index}`;
    // (sign() adds the proof to the object it is given.)
    const other = await t.app.credentials.sign(structuredClone(unsigned));
    const data = json<Json>(await verify(other)).data;
    expect(data).toMatchObject({ genuine: true, revoked: true, valid: false });
    expect(data.problemCodes).toEqual(
      expect.arrayContaining(['CREDENTIAL_CERTIFICATE_MISMATCH', 'CREDENTIAL_REVOKED']),
    );
    // A certificate this site does not hold.
    const ghost = structuredClone(unsigned);
    ghost.id = `${ORIGIN}/verify-certificate/SB-NOSUCHCERT`;
    const unknown = json<Json>(await verify(await t.app.credentials.sign(ghost))).data;
    expect(unknown).toMatchObject({ genuine: true, valid: false });
    expect(unknown.problemCodes).toContain('CREDENTIAL_CERTIFICATE_UNKNOWN');
  });

  it("answers problems in the caller's language with codes, never a library's message", async () => {
    const forged = structuredClone(expired);
    forged.credentialSubject.name = 'Asha Vermb';
    const en = json<Json>(await verify(forged)).data;
    expect(en).toMatchObject({ genuine: false, valid: false });
    expect(en.problemCodes).toEqual(['CREDENTIAL_SIGNATURE_INVALID', 'CREDENTIAL_EXPIRED']);
    expect(en.problems[0]).toBe(apiMessagesEn.CREDENTIAL_SIGNATURE_INVALID);
    const fr = json<Json>(await verify(forged, 'fr')).data;
    expect(fr.problemCodes).toEqual(en.problemCodes);
    expect(fr.problems[0]).toMatch(/^La signature ne correspond pas/);

    // A key the issuer never had: the document loader's refusal stays in the server's log.
    const unknownKey = structuredClone(revoked);
    unknownKey.proof.verificationMethod = `${DID}#key-99`;
    const data = json<Json>(await verify(unknownKey)).data;
    expect(data).toMatchObject({ genuine: false, valid: false });
    expect(data.problemCodes).toEqual(['CREDENTIAL_SIGNATURE_INVALID', 'CREDENTIAL_REVOKED']);
    const ours = new Set(Object.values(apiMessagesEn));
    for (const problem of data.problems) expect(ours).toContain(problem);
    expect(data.problems.join(' ')).not.toMatch(/Refused to load|Cannot use|key-99/);
  });
});

describe('npm run admin -- verify-credential applies the same rules', () => {
  it('refuses another issuer, other spellings, and a status it cannot check', async () => {
    const t = await testApp('sqlite', { PUBLIC_ORIGIN: ORIGIN, ...ROOMY });
    const dir = t.config.dataDir;
    try {
      const admin = await signedInAdmin(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/certificates',
        headers: bearer(admin.token),
        payload: { fullName: 'Asha Verma', courseName: 'CompTIA A+' },
      });
      const { certificateId } = json<{ data: { certificateId: string } }>(res).data;
      await t.app.inject({
        method: 'POST',
        url: `/api/certificates/${certificateId}/revoke`,
        headers: bearer(admin.token),
        payload: { reason: 'Issued in error' },
      });
      const credential = json<Json>(
        await t.app.inject({ method: 'GET', url: `/api/certificates/${certificateId}/credential` }),
      );
      const save = (name: string, body: unknown) =>
        writeFileSync(path.join(dir, name), typeof body === 'string' ? body : JSON.stringify(body));
      save('did.json', (await t.app.inject({ method: 'GET', url: '/.well-known/did.json' })).body);
      const list = json<Json>(
        await t.app.inject({ method: 'GET', url: '/api/credentials/status/1' }),
      );
      save('status.json', list);
      // The list with its bits changed: its signature fails, so the status cannot be read.
      save('status-changed.json', {
        ...list,
        credentialSubject: {
          ...list.credentialSubject,
          encodedList: 'uH4sIAAAAAAAAA-3BMQEAAADCoPVPbQwfoAAAAAAAAAAAAAAAAAAAAIC3AYbSVKsAQAAA',
        },
      });
      save('revoked.json', credential);
      save('spelled.json', renamed(credential, 'credentialStatus', `${CRED}credentialStatus`));
      save('foreign.json', {
        ...credential,
        issuer: { ...credential.issuer, id: 'did:web:elsewhere.example' },
      });
      const files = ['--did-document', 'did.json', '--status-list', 'status.json'];
      const run = async (args: string[]) => {
        const run = cliIo({}, dir);
        const code = await runAdminCli(['verify-credential', ...args], run.io);
        return { code, out: run.all() };
      };

      expect((await run(['revoked.json', ...files])).code).toBe(2);
      const revokedRun = await run(['revoked.json', '--issuer', DID, ...files]);
      expect(revokedRun.code).toBe(3);
      expect(revokedRun.out).toContain('NOT VALID: The issuer has revoked this credential.');
      const spelled = await run(['spelled.json', '--issuer', DID, ...files]);
      expect(spelled.code).toBe(3);
      expect(spelled.out).toContain(
        `NOT VALID: ${apiMessagesEn.CREDENTIAL_NOT_ACCEPTED.split(' (')[0]}`,
      );
      const foreign = await run(['foreign.json', '--issuer', DID, ...files]);
      expect(foreign.code).toBe(3);
      expect(foreign.out).toContain('not by did:web:certs.example.test');
      const wrongIssuer = await run([
        'revoked.json',
        '--issuer',
        'did:web:elsewhere.example',
        ...files,
      ]);
      expect(wrongIssuer.code).toBe(3);
      const unchecked = await run([
        'revoked.json',
        '--issuer',
        DID,
        '--did-document',
        'did.json',
        '--status-list',
        'status-changed.json',
      ]);
      expect(unchecked.code).toBe(3);
      expect(unchecked.out).toMatch(/"valid": false/);
      expect(unchecked.out).toContain(apiMessagesEn.CREDENTIAL_STATUS_UNCHECKED);
    } finally {
      await t.close();
    }
  });
});
