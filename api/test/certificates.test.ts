import {
  bearer,
  dialects,
  generousLimits,
  json,
  signedInAdmin,
  signedInUser,
  testApp,
  type Account,
  type TestApp,
} from './helpers';
import { loadConfig } from '../src/config';
import { CERTIFICATE_ALPHABET, newCertificateId } from '../src/lib/ids';
import { nowIso } from '../src/lib/time';

type Cert = {
  certificateId: string;
  fullName: string;
  status: string;
  revokedReason: string | null;
};

describe.each(dialects)('certificates (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  let user: Account;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await signedInAdmin(t.app);
    user = await signedInUser(t.app);
  });
  afterAll(async () => t.close());

  async function issue(fields: Record<string, string> = {}): Promise<Cert> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/certificates',
      headers: bearer(admin.token),
      payload: { fullName: 'Asha Verma', courseName: 'CompTIA Security+', ...fields },
    });
    expect(res.statusCode).toBe(201);
    return json<{ data: Cert }>(res).data;
  }

  describe('GET /api/certificates/:certificateId (public)', () => {
    it("answers the spec's five fields plus status and expiry, and nothing else", async () => {
      const cert = await issue({ issueDate: '2024-05-31', issuedBy: 'Demo Academy' });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/certificates/${cert.certificateId}`,
      });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({
        success: true,
        data: {
          fullName: 'Asha Verma',
          certificateId: cert.certificateId,
          issuedBy: 'Demo Academy',
          courseName: 'CompTIA Security+',
          issueDate: '2024-05-31',
          // CompTIA certifications are valid for three years.
          expiryDate: '2027-05-30',
          status: 'valid',
        },
      });
    });

    it('finds a certificate whatever the case of the typed ID', async () => {
      const cert = await issue();
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/certificates/${cert.certificateId.toLowerCase()}`,
      });
      expect(res.statusCode).toBe(200);
    });

    it("answers 404 'Certificate not found.' for an unknown ID", async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/certificates/${newCertificateId()}`,
      });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({
        success: false,
        code: 'CERTIFICATE_NOT_FOUND',
        message: 'Certificate not found.',
      });
    });

    it('answers 400, not 500, for an ID with characters no ID has', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/certificates/${encodeURIComponent("x' or 1=1 --")}`,
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('POST /api/certificates (admin)', () => {
    it('answers 401 without a token', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/certificates',
        payload: { fullName: 'Mallory', courseName: 'Anything' },
      });
      expect(res.statusCode).toBe(401);
    });

    it('answers 403 to a signed-in user who is not an admin, and creates nothing', async () => {
      const before = (await t.app.repos.certificates.list({ page: 1, pageSize: 1 })).total;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/certificates',
        headers: bearer(user.token),
        payload: { fullName: 'Mallory', courseName: 'Anything' },
      });
      expect(res.statusCode).toBe(403);
      expect(json(res)).toEqual({
        success: false,
        code: 'ADMIN_REQUIRED',
        message: 'Administrator access required',
      });
      expect((await t.app.repos.certificates.list({ page: 1, pageSize: 1 })).total).toBe(before);
    });

    it('issues unguessable IDs: a prefix and 12 characters from an unambiguous alphabet', async () => {
      const ids = new Set<string>();
      for (let i = 0; i < 5; i += 1) ids.add((await issue()).certificateId);
      for (let i = 0; i < 2000; i += 1) ids.add(newCertificateId());
      expect(ids.size).toBe(2005);
      const pattern = new RegExp(`^SB-[${CERTIFICATE_ALPHABET}]{12}$`);
      for (const id of ids) expect(id).toMatch(pattern);
      expect(CERTIFICATE_ALPHABET).not.toMatch(/[01ILO]/);
    });

    it('defaults issuedBy to the brand and issueDate to today', async () => {
      const cert = await issue();
      expect(cert).toMatchObject({
        issuedBy: 'Skillbridge IT Academy (demo)',
        issueDate: new Date().toISOString().slice(0, 10),
      });
    });

    it('refuses a certificateId chosen by the client', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/certificates',
        headers: bearer(admin.token),
        payload: { fullName: 'A', courseName: 'B', certificateId: 'EASY-1' },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe('certificateId is not an allowed field');
    });

    it('refuses an impossible issue date', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/certificates',
        headers: bearer(admin.token),
        payload: { fullName: 'A', courseName: 'B', issueDate: '2024-02-31' },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toMatch(/^issueDate must be/);
    });

    const post = (payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/certificates',
        headers: { ...bearer(admin.token), ...headers },
        payload,
      });

    it.each([
      ['digits', 'Agent 007', 'FULL_NAME_CHARACTERS'],
      ['markup', '<b>Asha</b>', 'FULL_NAME_CHARACTERS'],
      ['a formula', '=HYPERLINK("http://evil.example")', 'FULL_NAME_CHARACTERS'],
      ['a right-to-left override', 'Asha \u202eamreV', 'FULL_NAME_CHARACTERS'],
      ['a zero-width space', 'Asha\u200bVerma', 'FULL_NAME_CHARACTERS'],
      ['an isolate', 'Asha \u2066Verma\u2069', 'FULL_NAME_CHARACTERS'],
      ['one letter', 'A', 'FULL_NAME_LENGTH'],
    ])('refuses a full name with %s, as the profile does', async (_what, fullName, code) => {
      const res = await post({ fullName, courseName: 'CompTIA A+' });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ success: false, code, params: { field: 'fullName' } });
    });

    it('normalizes the full name as the profile does', async () => {
      const res = await post({ fullName: '  Jose\u0301   Nu\u0301n\u0303ez ', courseName: 'CCNA' });
      expect(res.statusCode).toBe(201);
      expect(json<{ data: Cert }>(res).data.fullName).toBe('José Núñez');
    });

    it.each([
      ['courseName', { courseName: 'CompTIA \u202eA+' }],
      ['courseName', { courseName: 'A+\u200d' }],
      ['issuedBy', { issuedBy: '\ufeffAcademy' }],
      ['issuedBy', { issuedBy: 'Academy\u0085' }],
    ])('refuses a %s with control or invisible characters', async (field, fields) => {
      const res = await post({ fullName: 'Asha Verma', courseName: 'CCNA', ...fields });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        code: 'FIELD_PLAIN_TEXT',
        message: `${field} must not contain control characters or invisible formatting characters (such as bidirectional overrides or zero-width spaces)`,
      });
    });

    it('takes issue dates from 1990-01-01 to tomorrow (UTC) and refuses the others', async () => {
      const day = (offset: number) =>
        new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      for (const issueDate of ['1990-01-01', day(1)]) {
        expect(
          (await post({ fullName: 'Asha Verma', courseName: 'CCNA', issueDate })).statusCode,
        ).toBe(201);
      }
      for (const issueDate of ['1989-12-31', '0001-01-01', day(2), '9999-12-31']) {
        const res = await post({ fullName: 'Asha Verma', courseName: 'CCNA', issueDate });
        expect(res.statusCode).toBe(400);
        expect(json(res)).toMatchObject({
          code: 'ISSUE_DATE_RANGE',
          message: `issueDate must be a date from 1990-01-01 to ${day(1)}`,
        });
      }
      const french = await post(
        { fullName: 'Asha Verma', courseName: 'CCNA', issueDate: '1989-12-31' },
        { 'accept-language': 'fr' },
      );
      expect(json(french).message).toBe(
        `issueDate doit être une date comprise entre le 1990-01-01 et le ${day(1)}`,
      );
    });
  });

  describe('POST /api/certificates/bulk (admin)', () => {
    it('imports JSON rows, keeping IDs from an older system', async () => {
      const legacy = `OLD-${Date.now()}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/certificates/bulk',
        headers: bearer(admin.token),
        payload: {
          rows: [
            {
              fullName: 'Row One',
              courseName: 'A+',
              certificateId: legacy.toLowerCase(),
              issueDate: '2019-01-02',
            },
            { fullName: 'Row Two', courseName: 'Network+' },
          ],
        },
      });
      expect(res.statusCode).toBe(201);
      const data = json<{ data: Cert[] }>(res).data;
      expect(data).toHaveLength(2);
      expect(data[0]?.certificateId).toBe(legacy.toUpperCase());
      expect(data[1]?.certificateId).toMatch(/^SB-/);
      const lookup = await t.app.inject({ method: 'GET', url: `/api/certificates/${legacy}` });
      expect(json(lookup)).toMatchObject({
        data: { fullName: 'Row One', issueDate: '2019-01-02' },
      });
    });

    it('imports CSV text with quoted fields', async () => {
      const csv =
        'fullName,courseName,issueDate\nAsha Verma,"CompTIA A+, Network+",2024-01-15\r\nKaran Singh,"Unity ""Pro""",\n';
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/certificates/bulk',
        headers: bearer(admin.token),
        payload: { csv },
      });
      expect(res.statusCode).toBe(201);
      const data = json<{ data: Array<Cert & { courseName: string }> }>(res).data;
      expect(data.map((c) => c.fullName)).toEqual(['Asha Verma', 'Karan Singh']);
      expect(data.map((c) => c.courseName)).toEqual(['CompTIA A+, Network+', 'Unity "Pro"']);
    });

    it('imports nothing when any row is invalid, and lists every problem by row', async () => {
      const existing = await issue();
      const before = (await t.app.repos.certificates.list({ page: 1, pageSize: 1 })).total;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/certificates/bulk',
        headers: bearer(admin.token),
        payload: {
          rows: [
            { fullName: 'Fine', courseName: 'A+' },
            { fullName: '', courseName: 'A+' },
            { fullName: 'Dup', courseName: 'A+', certificateId: existing.certificateId },
            { fullName: 'Bad date', courseName: 'A+', issueDate: 'yesterday' },
            { fullName: 'Twice', courseName: 'A+', certificateId: 'LEGACY-X1' },
            { fullName: 'Twice again', courseName: 'A+', certificateId: 'legacy-x1' },
          ],
        },
      });
      expect(res.statusCode).toBe(400);
      const body = json<{
        success: boolean;
        message: string;
        errors: Array<{ row: number; message: string }>;
      }>(res);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/No certificates were imported: 4 rows have errors/);
      expect(body.errors.map((e) => e.row)).toEqual([2, 3, 4, 6]);
      expect(body.errors[0]?.message).toBe('fullName is required');
      expect(body.errors[1]?.message).toMatch(/already exists/);
      expect(body.errors[3]?.message).toMatch(/repeats row 5/);
      expect((await t.app.repos.certificates.list({ page: 1, pageSize: 1 })).total).toBe(before);
    });

    it('refuses a CSV with an unknown column', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/certificates/bulk',
        headers: bearer(admin.token),
        payload: { csv: 'fullName,courseName,grade\nA,B,C\n' },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toMatch(/unknown column\(s\): grade/);
    });

    it('refuses a CSV naming columns it does not take, naming each and listing the accepted ones', async () => {
      // Also when the file has no row yet: the header alone is wrong.
      for (const csv of [
        'fullName,courseName,grade,Remarks\nAsha Verma,A+,B,x\n',
        'fullName,grade,Remarks\n',
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/certificates/bulk',
          headers: bearer(admin.token),
          payload: { csv },
        });
        expect(res.statusCode).toBe(400);
        expect(json(res).message).toBe(
          'csv has unknown column(s): grade, Remarks. Allowed: fullName, courseName, issuedBy, issueDate, certificateId, expiryDate, recipientEmail',
        );
      }
    });

    it('checks every row as the issue form is checked: names, plain text, issue dates', async () => {
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const later = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const before = (await t.app.repos.certificates.list({ page: 1, pageSize: 1 })).total;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/certificates/bulk',
        headers: bearer(admin.token),
        payload: {
          rows: [
            { fullName: 'Asha Verma', courseName: 'A+', issueDate: tomorrow },
            { fullName: 'Agent 007', courseName: 'A+' },
            { fullName: 'Asha\u202eVerma', courseName: 'A+' },
            { fullName: '=HYPERLINK("http://evil.example")', courseName: 'A+' },
            { fullName: 'Ravi Kumar', courseName: 'A+\u200b' },
            { fullName: 'Ravi Kumar', courseName: 'A+', issuedBy: 'Academy\u2066' },
            { fullName: 'Ravi Kumar', courseName: 'A+', issueDate: '1989-12-31' },
            { fullName: 'Ravi Kumar', courseName: 'A+', issueDate: later },
          ],
        },
      });
      expect(res.statusCode).toBe(400);
      const plain = (field: string) =>
        `${field} must not contain control characters or invisible formatting characters (such as bidirectional overrides or zero-width spaces)`;
      const characters = 'fullName may contain only letters, spaces, apostrophes, hyphens and dots';
      const range = `issueDate must be a date from 1990-01-01 to ${tomorrow}`;
      expect(json<{ errors: unknown[] }>(res).errors).toEqual([
        { row: 2, message: characters },
        { row: 3, message: characters },
        { row: 4, message: characters },
        { row: 5, message: plain('courseName') },
        { row: 6, message: plain('issuedBy') },
        { row: 7, message: range },
        { row: 8, message: range },
      ]);
      expect((await t.app.repos.certificates.list({ page: 1, pageSize: 1 })).total).toBe(before);
    });

    it('checks the rows of a CSV file the same way', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/certificates/bulk',
        headers: bearer(admin.token),
        payload: {
          csv: 'fullName,courseName,issueDate\n"=cmd|\' /C calc\'!A0",A+,\nAsha Verma,A+,1989-12-31\n',
        },
      });
      expect(res.statusCode).toBe(400);
      expect(json<{ errors: Array<{ row: number }> }>(res).errors.map((e) => e.row)).toEqual([
        1, 2,
      ]);
    });

    it('wants exactly one of rows or csv', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/certificates/bulk',
        headers: bearer(admin.token),
        payload: {},
      });
      expect(res.statusCode).toBe(400);
    });

    it('answers 403 to a non-admin', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/certificates/bulk',
        headers: bearer(user.token),
        payload: { rows: [{ fullName: 'A', courseName: 'B' }] },
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('GET /api/certificates (admin)', () => {
    it('pages and searches by ID or name', async () => {
      // A name is letters: the time written with a-j for the digits makes it unique.
      const stamp = String(Date.now()).replace(/\d/g, (d) => String.fromCharCode(97 + Number(d)));
      const marker = `Searchable ${stamp}`;
      const cert = await issue({ fullName: marker });
      const byName = await t.app.inject({
        method: 'GET',
        url: `/api/certificates?search=${encodeURIComponent(marker.toLowerCase())}`,
        headers: bearer(admin.token),
      });
      expect(json(byName)).toMatchObject({
        success: true,
        total: 1,
        page: 1,
        data: [{ certificateId: cert.certificateId }],
      });
      const byId = await t.app.inject({
        method: 'GET',
        url: `/api/certificates?search=${cert.certificateId.slice(3, 10)}`,
        headers: bearer(admin.token),
      });
      expect(json<{ data: Cert[] }>(byId).data.map((c) => c.certificateId)).toContain(
        cert.certificateId,
      );
      const paged = await t.app.inject({
        method: 'GET',
        url: '/api/certificates?pageSize=2&page=2',
        headers: bearer(admin.token),
      });
      expect(json(paged)).toMatchObject({ page: 2, pageSize: 2 });
      expect(json<{ data: Cert[] }>(paged).data.length).toBeLessThanOrEqual(2);
    });

    it('treats % and _ in a search literally', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/certificates?search=%25',
        headers: bearer(admin.token),
      });
      expect(json(res)).toMatchObject({ total: 0 });
    });

    it('answers 401 and 403 to the wrong callers', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/certificates' })).statusCode).toBe(
        401,
      );
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/certificates',
            headers: bearer(user.token),
          })
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('POST /api/certificates/:certificateId/revoke (admin)', () => {
    it('revokes: the public lookup then shows status revoked, without the reason', async () => {
      const cert = await issue();
      // Looked up once first, so the lookup cache holds it as valid.
      const before = await t.app.inject({
        method: 'GET',
        url: `/api/certificates/${cert.certificateId}`,
      });
      expect(json(before)).toMatchObject({ data: { status: 'valid' } });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/certificates/${cert.certificateId}/revoke`,
        headers: bearer(admin.token),
        payload: { reason: 'Issued in error' },
      });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({
        data: { status: 'revoked', revokedReason: 'Issued in error' },
      });
      const lookup = await t.app.inject({
        method: 'GET',
        url: `/api/certificates/${cert.certificateId}`,
      });
      expect(json(lookup)).toMatchObject({ success: true, data: { status: 'revoked' } });
      expect(lookup.body).not.toContain('Issued in error');
    });

    it('answers 409 when it is already revoked and 404 when it does not exist', async () => {
      const cert = await issue();
      const revoke = (id: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/certificates/${id}/revoke`,
          headers: bearer(admin.token),
          payload: { reason: 'x' },
        });
      expect((await revoke(cert.certificateId)).statusCode).toBe(200);
      expect((await revoke(cert.certificateId)).statusCode).toBe(409);
      expect((await revoke(newCertificateId())).statusCode).toBe(404);
    });

    it('answers 403 to a non-admin and leaves the certificate valid', async () => {
      const cert = await issue();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/certificates/${cert.certificateId}/revoke`,
        headers: bearer(user.token),
        payload: { reason: 'x' },
      });
      expect(res.statusCode).toBe(403);
      expect((await t.app.repos.certificates.findByCertificateId(cert.certificateId))?.status).toBe(
        'valid',
      );
    });
  });
});

describe('certificate lookup rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(
      'sqlite',
      {},
      { rateLimits: generousLimits({ certificateLookup: { max: 3, windowMs: 60_000 } }) },
    );
  });
  afterAll(async () => t.close());

  it('answers 429 once one IP has looked up too many IDs', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await t.app.inject({ method: 'GET', url: `/api/certificates/${newCertificateId()}` }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});

describe('certificate lookup limit from RATE_LIMIT_CERTIFICATE_LOOKUP', () => {
  let t: TestApp;
  beforeAll(async () => {
    const { rateLimits } = loadConfig({ RATE_LIMIT_CERTIFICATE_LOOKUP: '2/1m' });
    t = await testApp('sqlite', {}, { rateLimits });
  });
  afterAll(async () => t.close());

  it('answers 429 after the configured number of lookups, with Retry-After', async () => {
    const responses = [];
    for (let i = 0; i < 3; i += 1) {
      responses.push(
        await t.app.inject({ method: 'GET', url: `/api/certificates/${newCertificateId()}` }),
      );
    }
    expect(responses.map((r) => r.statusCode)).toEqual([404, 404, 429]);
    expect(Number(responses[2]?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe.each(dialects)('certificate lookup cache (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await signedInAdmin(t.app);
  });
  afterAll(async () => t.close());
  afterEach(() => jest.restoreAllMocks());

  async function issue(): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/certificates',
      headers: bearer(admin.token),
      payload: { fullName: 'Ravi Kumar', courseName: 'CCNA' },
    });
    return json<{ data: Cert }>(res).data.certificateId;
  }
  const status = async (id: string) =>
    json<{ data?: { status: string } }>(
      await t.app.inject({ method: 'GET', url: `/api/certificates/${id}` }),
    ).data?.status;

  it('shows a revocation made by another instance after at most CERTIFICATE_CACHE_SECONDS (5)', async () => {
    const id = await issue();
    const before = Date.now();
    expect(await status(id)).toBe('valid');
    const after = Date.now();
    // Another instance sharing the database revokes it: this instance's cache does not know.
    expect(await t.app.repos.certificates.revoke(id, 'revoked elsewhere', nowIso())).toBe(true);
    jest.spyOn(Date, 'now').mockReturnValue(before + 4_000);
    expect(await status(id)).toBe('valid');
    jest.spyOn(Date, 'now').mockReturnValue(after + 5_000);
    expect(await status(id)).toBe('revoked');
  });

  it('never keeps a not-found answer: a certificate stored elsewhere is found at once', async () => {
    const id = newCertificateId();
    const res = await t.app.inject({ method: 'GET', url: `/api/certificates/${id}` });
    expect(res.statusCode).toBe(404);
    await t.app.repos.certificates.create({
      id: `cert-${id}`,
      certificateId: id,
      fullName: 'Meera Iyer',
      courseName: 'AWS Cloud Practitioner',
      issuedBy: 'Elsewhere',
      issueDate: '2024-06-01',
      status: 'valid',
      revokedReason: null,
      revokedAt: null,
      issuedByUserId: null,
      createdAt: nowIso(),
    });
    expect(await status(id)).toBe('valid');
  });
});

describe('certificate lookup cache turned off (CERTIFICATE_CACHE_SECONDS=0)', () => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await testApp('sqlite', { CERTIFICATE_CACHE_SECONDS: '0' });
    admin = await signedInAdmin(t.app);
  });
  afterAll(async () => t.close());

  it('reads the database for every lookup', async () => {
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/certificates',
      headers: bearer(admin.token),
      payload: { fullName: 'Ravi Kumar', courseName: 'CCNA' },
    });
    const id = json<{ data: Cert }>(issued).data.certificateId;
    const lookup = () => t.app.inject({ method: 'GET', url: `/api/certificates/${id}` });
    expect(json(await lookup())).toMatchObject({ data: { status: 'valid' } });
    await t.app.repos.certificates.revoke(id, 'revoked elsewhere', nowIso());
    expect(json(await lookup())).toMatchObject({ data: { status: 'revoked' } });
  });
});
