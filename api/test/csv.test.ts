// The CSV dialect on the server: the admin's import reads every file of the shared corpus
// (contracts) as the admin panel's preview does, and no cell of any export runs as a formula.
import { gunzipSync } from 'node:zlib';
import { CSV_CORPUS, CSV_FORMULA_TRIGGERS } from 'contracts';
import Fastify, { type FastifyReply } from 'fastify';
import { seedAssessments } from '../src/db/seed';
import { CsvError, readCsv, writeCsv } from '../src/lib/csv-dialect';
import csvExports from '../src/plugins/csv-exports';
import {
  bearer,
  json,
  login,
  register,
  signedInAdmin,
  signedInUser,
  testApp,
  type TestApp,
} from './helpers';

describe('CSV dialect (server)', () => {
  describe.each(CSV_CORPUS.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    it('reads as the corpus says', () => {
      if ('error' in entry) {
        expect(() => readCsv(entry.text)).toThrow(CsvError);
        expect(() => readCsv(entry.text)).toThrow(/line \d+/);
      } else {
        expect(readCsv(entry.text)).toEqual(entry.expected);
      }
    });
  });

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    const text = writeCsv([
      ['name', 'note'],
      ['=HYPERLINK("http://evil.example","Click")', '+1'],
      ['-2', '@SUM(A1)'],
      ['plain, with comma', 'two\nlines'],
      [null, 3],
    ]).toString('utf8');
    expect(text).toBe(
      'name,note\r\n' +
        `"'=HYPERLINK(""http://evil.example"",""Click"")",'+1\r\n` +
        "'-2,'@SUM(A1)\r\n" +
        '"plain, with comma","two\nlines"\r\n' +
        ',3\r\n',
    );
    // What it writes reads back with the same dialect.
    expect(readCsv(text)[1]).toEqual([`'=HYPERLINK("http://evil.example","Click")`, "'+1"]);
  });
});

describe('the CSV writer', () => {
  it.each(CSV_FORMULA_TRIGGERS.map((c) => [JSON.stringify(c), c]))(
    'neutralises a cell starting with %s, as the dialect says',
    (_shown, trigger) => {
      const [, row] = readCsv(writeCsv([['name'], [`${trigger}SUM(1+1)`]]).toString('utf8'));
      expect(row).toEqual([`'${trigger}SUM(1+1)`]);
    },
  );
});

/**
 * A CSV text split the way a spreadsheet splits it on `separator`: a quote is honoured only at
 * the start of a cell; outside one, a line break also ends the cell.
 */
function splitAs(text: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator || c === '\r' || c === '\n') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  return [...cells, cell];
}

/** Cells a spreadsheet would run as a formula (after dropping spaces), numbers aside. */
function formulaLike(cells: string[]): string[] {
  return cells
    .filter((cell) => /^[ \u00A0"]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell))
    .filter((cell) => !/^-?\d+(\.\d+)?$/.test(cell));
}

describe('formula cells after any separator a spreadsheet splits on', () => {
  const hostile = [
    ';=1+1',
    'x;=1+1',
    '\t=1+1',
    'name\t=1+1',
    '|=cmd',
    "calc|=cmd|' /C calc'!A0",
    'a, =2+5',
    'Jan; -2+3',
    'a;@SUM(A1)',
    'a;+1',
    'x;\r=1',
    'x\n=1+1',
    'x; "=1+1"',
    'a;\uFF1D1+1',
    '=1;=2|@3\t+4',
  ];

  it.each(hostile.map((cell) => [JSON.stringify(cell), cell]))(
    'writes %s so that no reader splitting on , ; tab | or a line break sees a formula',
    (_shown, cell) => {
      // First in its row (where its quote is honoured) and in the middle (where it is not).
      const text = writeCsv([
        [cell, 'end'],
        ['label', cell, 'end'],
      ]).toString('utf8');
      for (const separator of [',', ';', '\t', '|']) {
        expect([separator, formulaLike(splitAs(text, separator))]).toEqual([separator, []]);
      }
      // The site's own reader gets one cell back: the text with a ' before each formula.
      const [first, second] = readCsv(text);
      expect(first?.[0]).toBe(second?.[1]);
      expect(first?.[0]?.replace(/'(?=[ \u00A0"]*[=+\-@\t\r\uFF1D])/g, '')).toBe(cell);
    },
  );

  it("writes ;=1+1 as ;'=1+1, and text with separators but no formula as it is", () => {
    const line = writeCsv([
      [';=1+1', 'Mozilla/5.0 (X11; Linux x86_64)', 'a | b', 'Rao, Asha', 'a-b+c', -3],
    ]).toString('utf8');
    expect(line).toBe(
      `";'=1+1","Mozilla/5.0 (X11; Linux x86_64)","a | b","Rao, Asha",a-b+c,-3\r\n`,
    );
  });
});

describe('CSV through the API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await testApp('sqlite');
    await seedAssessments(t.app.repos);
  });
  afterAll(async () => t.close());

  it('refuses an import with an unterminated quote, naming a line', async () => {
    const admin = await signedInAdmin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/certificates/bulk',
      headers: bearer(admin.token),
      payload: { csv: 'fullName,courseName\nAsha,"Python\nLi,Java\n' },
    });
    expect(res.statusCode).toBe(400);
    expect(json<{ message: string }>(res).message).toMatch(/^csv could not be read: .*line \d+/);
  });

  it('imports blank rows, quoted commas and quotes as the preview shows them', async () => {
    const admin = await signedInAdmin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/certificates/bulk',
      headers: bearer(admin.token),
      payload: {
        // Names follow the full-name rule (no commas or quotes): the courses carry those.
        csv: '\uFEFFfullName,courseName\r\nAsha Rao,"Python, Java"\r\n,\r\n   \nSean O’Brien,5" disks\nLi Wei,"Java ""Advanced"""\n',
      },
    });
    expect(res.statusCode).toBe(201);
    const data = json<{ data: Array<{ fullName: string; courseName: string }> }>(res).data;
    expect(data.map((c) => [c.fullName, c.courseName])).toEqual([
      ['Asha Rao', 'Python, Java'],
      ['Sean O’Brien', '5" disks'],
      ['Li Wei', 'Java "Advanced"'],
    ]);
  });

  it('exports a results cell that looks like a formula as text', async () => {
    const admin = await signedInAdmin(t.app);
    const user = await signedInUser(t.app);
    const level = '=HYPERLINK("http://evil.example","Hi")';
    const slug = 'formula-export';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/assessments',
      headers: bearer(admin.token),
      payload: {
        slug,
        name: 'Formula export',
        categories: ['sales'],
        levels: [{ level, questionCount: 1, durationMinutes: 5 }],
      },
    });
    expect(created.statusCode).toBe(201);
    await takeAndSubmit(user.token, slug, level);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/assessments/${slug}/results.csv`,
      headers: bearer(admin.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Hi"")"`);
    const [header, row] = readCsv(csv.body);
    expect(row?.[header?.indexOf('level') ?? -1]).toBe(`'${level}`);
  });

  /** Starts an attempt at `level` and submits it with no answers. */
  async function takeAndSubmit(token: string, slug: string, level: string) {
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/assessments/${slug}/attempts`,
      headers: bearer(token),
      payload: { level, fullName: 'Test Person' },
    });
    expect(started.statusCode).toBe(201);
    const { attemptId } = json<{ attemptId: string }>(started);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/assessments/attempts/${attemptId}/submit`,
      headers: bearer(token),
      payload: {},
    });
    expect(submitted.statusCode).toBe(200);
  }

  /** Every route that answers a CSV file, as the OpenAPI document names it; each is tested below. */
  const EXPORTS = [
    '/api/assessments/{slug}/results.csv',
    '/api/audit-events/export',
    '/api/enquiries/export',
  ];

  it('tests every CSV export the API documents', async () => {
    await t.app.ready();
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: object }> }>>;
    };
    const csvRoutes = Object.entries(doc.paths)
      .filter(([, operations]) =>
        Object.values(operations).some((op) =>
          Object.values(op.responses ?? {}).some((r) => 'text/csv' in (r.content ?? {})),
        ),
      )
      .map(([route]) => route);
    expect(csvRoutes.sort()).toEqual([...EXPORTS].sort());
  });

  it('neutralises = + - @ at the start of every name in the assessment results export', async () => {
    const admin = await signedInAdmin(t.app);
    const slug = 'formula-names';
    // Level names are the admin's; e-mail addresses the takers' (their local part may start
    // with - + =); usernames and full names cannot start with a formula character.
    const levels = ['@SUM(1+1)', '-1+2', '+cmd', '=1+1'];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/assessments',
      headers: bearer(admin.token),
      payload: {
        slug,
        name: 'Formula names',
        categories: ['sales'],
        levels: levels.map((level) => ({ level, questionCount: 1, durationMinutes: 5 })),
      },
    });
    expect(created.statusCode).toBe(201);
    const emails = levels.map(
      (_, i) => `${['-1+2', '+cmd', '=cmd|calc', '-x'][i]}${i}.${Date.now()}@example.com`,
    );
    for (const [i, level] of levels.entries()) {
      const account = await register(t.app, { email: emails[i] });
      const token = await login(t.app, account.email, account.password);
      await takeAndSubmit(token, slug, level);
    }
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/assessments/${slug}/results.csv`,
      headers: bearer(admin.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(formulaCells(csv.body)).toEqual([]);
    const [header, ...rows] = readCsv(csv.body);
    const column = (name: string) => rows.map((r) => r[header?.indexOf(name) ?? -1]);
    expect(column('level').sort()).toEqual(levels.map((l) => `'${l}`).sort());
    expect(column('email').sort()).toEqual(emails.map((e) => `'${e}`).sort());
  });

  it("neutralises = + - @ tab at the start of every cell of the inbox's export", async () => {
    const admin = await signedInAdmin(t.app);
    // A visitor writes every field of an enquiry but its date and status.
    const now = new Date().toISOString();
    for (const [i, text] of ['=1+1', '@SUM(1+1)', '-1+2', '+cmd', '\t=1+1'].entries())
      await t.app.repos.content.createEnquiry({
        name: text,
        email: `${['-1+2', '+cmd', '=cmd|calc', '-x', '+y'][i]}@example.com`,
        phone: text,
        subject: text,
        message: `${text}\n=2+2`,
        course: 'Formula course',
        createdAt: now,
        updatedAt: now,
      });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/enquiries/export?course=Formula%20course',
      headers: bearer(admin.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(formulaCells(csv.body)).toEqual([]);
    const [header, ...rows] = readCsv(csv.body);
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r[header?.indexOf('name') ?? -1]).sort()).toEqual(
      ["'+cmd", "'-1+2", "'=1+1", "'@SUM(1+1)", "'\t'=1+1"].sort(),
    );
  });

  it('neutralises = + - @ tab at the start of every cell in the audit log export', async () => {
    const admin = await signedInAdmin(t.app);
    // Anyone can put their words in the log: a failed login records its e-mail and user agent.
    const agents = [
      '=HYPERLINK("http://evil.example","Click")',
      '@SUM(1+1)',
      '-1+2',
      '+cmd',
      '\t=1+1',
    ];
    for (const [i, agent] of agents.entries()) {
      await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'user-agent': agent },
        payload: {
          email: `${['-1+2', '+cmd', '=cmd|calc', '-x', '+y'][i]}@example.com`,
          password: 'wrong guess',
        },
      });
    }
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/audit-events/export?action=auth.login_failed',
      headers: bearer(admin.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(formulaCells(csv.body)).toEqual([]);
    const [header, ...rows] = readCsv(csv.body);
    const agentsSeen = rows.map((r) => r[header?.indexOf('userAgent') ?? -1]);
    for (const agent of agents.slice(0, 4)) expect(agentsSeen).toContain(`'${agent}`);
    // A tab is a separator too: what follows it is marked as well.
    expect(agentsSeen).toContain("'\t'=1+1");

    // Compressed for a browser: the guard sees the file before the compression does.
    const gzipped = await t.app.inject({
      method: 'GET',
      url: '/api/audit-events/export?action=auth.login_failed',
      headers: { ...bearer(admin.token), 'accept-encoding': 'gzip' },
    });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(csv.body);
  });
});

/** Cells of a CSV file a spreadsheet would run as a formula (numbers aside). */
function formulaCells(text: string): string[] {
  return readCsv(text)
    .flat()
    .filter((cell) => /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell))
    .filter((cell) => !/^-?\d+(\.\d+)?$/.test(cell));
}

describe('the CSV exports guard', () => {
  async function appWith(send: (reply: FastifyReply) => FastifyReply) {
    const app = Fastify({ logger: false });
    await app.register(csvExports);
    app.get('/export', async (_request, reply) => send(reply.type('text/csv; charset=utf-8')));
    app.get('/json', async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  it('refuses to send a CSV file that writeCsv did not write (its formulas would run)', async () => {
    const app = await appWith((reply) =>
      reply.send('name\r\n=HYPERLINK("http://evil.example")\r\n'),
    );
    const res = await app.inject({ method: 'GET', url: '/export' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('HYPERLINK');
    expect((await app.inject({ method: 'GET', url: '/json' })).statusCode).toBe(200);
    await app.close();
  });

  it('sends what writeCsv wrote, formulas neutralised', async () => {
    const app = await appWith((reply) =>
      reply.send(writeCsv([['name'], ['=HYPERLINK("http://evil.example")']])),
    );
    const res = await app.inject({ method: 'GET', url: '/export' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('name\r\n"\'=HYPERLINK(""http://evil.example"")"\r\n');
    await app.close();
  });
});
