// The CSV dialect on the server: the admin's import reads every file of the shared corpus
// (contracts) as the admin panel's preview does, and exported cells cannot run as formulas.
import { CSV_CORPUS } from 'contracts';
import { seedAssessments } from '../src/db/seed';
import { CsvError, readCsv, writeCsv } from '../src/lib/csv-dialect';
import { bearer, json, signedInAdmin, signedInUser, testApp, type TestApp } from './helpers';

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
    ]);
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
        csv: '\uFEFFfullName,courseName\r\n"Rao, Asha",5" disks\r\n,\r\n   \nO"Brien,"Java ""Advanced"""\n',
      },
    });
    expect(res.statusCode).toBe(201);
    const data = json<{ data: Array<{ fullName: string; courseName: string }> }>(res).data;
    expect(data.map((c) => [c.fullName, c.courseName])).toEqual([
      ['Rao, Asha', '5" disks'],
      ['O"Brien', 'Java "Advanced"'],
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
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/assessments/${slug}/attempts`,
      headers: bearer(user.token),
      payload: { level, fullName: 'Test Person' },
    });
    expect(started.statusCode).toBe(201);
    const { attemptId } = json<{ attemptId: string }>(started);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/assessments/attempts/${attemptId}/submit`,
      headers: bearer(user.token),
      payload: {},
    });
    expect(submitted.statusCode).toBe(200);

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
});
