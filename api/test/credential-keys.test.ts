// Retired signing keys retire: after a rotation the old key's signatures dated later are refused
// (a leaked copy cannot sign new credentials that verify), what it signed before still verifies.
// A revoked key verifies nothing: it leaves the DID document's assertionMethod, its credentials
// and the status list are signed again with the current key, and the command is audited.
import * as vc from '@digitalbazaar/vc';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { runAdminCli } from '../src/cli/admin';
import { deriveKeys, resolveSecret } from '../src/lib/secrets';
import { unseal } from '../src/lib/seal';
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

describe.each(dialects)('credential signing keys (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await testApp(dialect, { PUBLIC_ORIGIN: ORIGIN, ...ROOMY });
    admin = await signedInAdmin(t.app);
  });
  afterAll(async () => t.close());

  async function issue(): Promise<{ certificateId: string; credential: Json }> {
    const certificateId = await issueCertificate(t.app, admin.token, { courseName: 'CompTIA A+' });
    return { certificateId, credential: await fetchCredential(t.app, certificateId) };
  }

  const verify = async (credential: Json) =>
    json<Json>(
      await t.app.inject({ method: 'POST', url: '/api/credentials/verify', payload: credential }),
    ).data;

  /** The secret half of a stored key, as someone who copied the database and the secret has it. */
  async function leaked(keyId: string) {
    const row = await t.app.db
      .selectFrom('credentialKeys')
      .select(['publicKeyMultibase', 'secretKey'])
      .where('keyId', '=', keyId)
      .executeTakeFirstOrThrow();
    const secret = unseal(
      row.secretKey as string,
      deriveKeys(resolveSecret(t.config).secret).credentialKeys,
    );
    const keyPair = await Ed25519Multikey.from({
      type: 'Multikey',
      publicKeyMultibase: row.publicKeyMultibase,
      secretKeyMultibase: secret,
    });
    Object.assign(keyPair, { id: `${DID}#${keyId}`, controller: DID });
    return keyPair;
  }

  /** The credential signed again with `keyPair`, dated `date`. */
  async function signedWith(keyPair: Json, credential: Json, date: Date): Promise<Json> {
    const unsigned = structuredClone(credential);
    delete unsigned.proof;
    const suite = new DataIntegrityProof({ signer: keyPair.signer(), date, cryptosuite });
    return vc.issue({
      credential: unsigned,
      suite,
      documentLoader: (t.app.credentials as unknown as { loader: unknown }).loader,
    });
  }

  it('refuses a retired key’s signature made after its retirement, and keeps what it signed before', async () => {
    const before = await issue();
    const key1 = await leaked('key-1');
    await t.app.credentials.keys.rotate();
    const [row] = await t.app.db
      .selectFrom('credentialKeys')
      .select(['retiredAt'])
      .where('keyId', '=', 'key-1')
      .execute();
    expect(row?.retiredAt).toEqual(expect.any(String));

    expect(await verify(before.credential)).toMatchObject({ valid: true, genuine: true });
    // The old key, copied, signs a certificate's credential a minute after it was retired.
    const forged = await signedWith(
      key1,
      before.credential,
      new Date(Date.parse(row?.retiredAt as string) + 60_000),
    );
    expect(forged.proof.verificationMethod).toBe(`${DID}#key-1`);
    const report = await verify(forged);
    expect(report).toMatchObject({ genuine: false, valid: false });
    expect(report.problemCodes).toContain('CREDENTIAL_KEY_RETIRED');
    // Dated before the retirement, the same key's signature still counts.
    const older = await signedWith(
      key1,
      before.credential,
      new Date(Date.parse(before.credential.proof.created)),
    );
    expect(await verify(older)).toMatchObject({ valid: true });
  });

  it('revokes a key: its credentials are signed again, its old signatures verify no more', async () => {
    const signedByKey2 = await issue();
    expect(signedByKey2.credential.proof.verificationMethod).toBe(`${DID}#key-2`);
    await t.app.inject({
      method: 'POST',
      url: `/api/certificates/${(await issue()).certificateId}/revoke`,
      headers: bearer(admin.token),
      payload: { reason: 'Issued in error' },
    });
    const env: NodeJS.ProcessEnv = {
      DATA_DIR: t.config.dataDir,
      PUBLIC_ORIGIN: ORIGIN,
      LOG_LEVEL: 'silent',
      ...(t.config.database.kind === 'postgres'
        ? { DATABASE_URL: t.config.database.url, DATABASE_SCHEMA: t.config.database.schema }
        : {}),
    };
    const run = cliIo(env);
    // The exit code with what the command said, so that a failure shows why.
    const code = await runAdminCli(['credential-key', 'revoke', 'key-2'], run.io);
    expect([code, run.all()]).toEqual([0, expect.stringContaining(`Revoked: ${DID}#key-2`)]);

    const document = json<Json>(
      await t.app.inject({ method: 'GET', url: '/.well-known/did.json' }),
    );
    expect(document.assertionMethod).not.toContain(`${DID}#key-2`);
    expect(document.assertionMethod).toContain(`${DID}#key-3`);
    expect(
      (document.verificationMethod as Json[]).find((m) => m.id === `${DID}#key-2`)?.revoked,
    ).toEqual(expect.any(String));

    // The copy the holder kept, signed by the revoked key, no longer verifies.
    const old = await verify(signedByKey2.credential);
    expect(old).toMatchObject({ genuine: false, valid: false });
    expect(old.problemCodes).toContain('CREDENTIAL_KEY_REVOKED');
    // The credential the site serves now is signed again with the current key and verifies.
    const again = json<Json>(
      await t.app.inject({
        method: 'GET',
        url: `/api/certificates/${signedByKey2.certificateId}/credential`,
      }),
    );
    expect(again.proof.verificationMethod).toBe(`${DID}#key-3`);
    expect({ ...again, proof: undefined }).toEqual({
      ...signedByKey2.credential,
      proof: undefined,
    });
    t.app.credentials.forgetStatusList();
    expect(await verify(again)).toMatchObject({ valid: true });
    const list = json<Json>(
      await t.app.inject({ method: 'GET', url: '/api/credentials/status/1' }),
    );
    expect(list.proof.verificationMethod).toBe(`${DID}#key-3`);

    // Rotation and revocation from the command line are in the audit log, the operator acting.
    const rotate = cliIo(env);
    expect(await runAdminCli(['credential-key', 'rotate'], rotate.io)).toBe(0);
    const events = await t.app.db
      .selectFrom('auditEvents')
      .select(['action', 'actorEmail', 'targetId'])
      .where('action', 'in', ['credential_key.rotate', 'credential_key.revoke'])
      .orderBy('seq')
      .execute();
    // (Revoking the key that signed made key-3 the signing key: the revocation's event says so.)
    expect(events).toEqual([
      { action: 'credential_key.revoke', actorEmail: 'operator (command line)', targetId: 'key-2' },
      { action: 'credential_key.rotate', actorEmail: 'operator (command line)', targetId: 'key-4' },
    ]);
    const unknown = cliIo(env);
    expect(await runAdminCli(['credential-key', 'revoke', 'key-99'], unknown.io)).toBe(1);
  });
});
