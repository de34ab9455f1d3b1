import { Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { build, loggerOptions } from '../src/app';
import { seedAssessments, LEAD_SALES_SLUG } from '../src/db/seed';
import {
  bearer,
  dialects,
  json,
  signedInAdmin,
  signedInUser,
  testApp,
  testConfig,
  type Account,
  type TestApp,
} from './helpers';

interface Attempt {
  attemptId: string;
  deadline: string;
  questions: Array<{ id: string; text: string; options: string[] }>;
  answers: Array<{ questionId: string; selectedOption: number | null }>;
  submitted: boolean;
  result?: { score: number; passed: boolean; certificateId?: string };
}

describe.each(dialects)('assessments (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  /** question text -> correct option text */
  const key = new Map<string, string>();

  beforeAll(async () => {
    t = await testApp(dialect);
    await seedAssessments(t.app.repos);
    admin = await signedInAdmin(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/questions?category=sales&pageSize=100',
      headers: bearer(admin.token),
    });
    for (const q of json<{
      data: Array<{ text: string; options: string[]; correctOption: number }>;
    }>(res).data)
      key.set(q.text, q.options[q.correctOption] as string);
  });
  afterAll(async () => t.close());

  const start = (token: string, level = 'easy', slug = LEAD_SALES_SLUG, fullName = 'Test Person') =>
    t.app.inject({
      method: 'POST',
      url: `/api/assessments/${slug}/attempts`,
      headers: bearer(token),
      payload: { level, fullName },
    });

  function answers(attempt: Attempt, right: boolean) {
    return attempt.questions.map((q) => {
      const correctIndex = q.options.indexOf(key.get(q.text) as string);
      return {
        questionId: q.id,
        selectedOption: right ? correctIndex : (correctIndex + 1) % q.options.length,
      };
    });
  }

  const submit = (token: string, id: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/assessments/attempts/${id}/submit`,
      headers: bearer(token),
      payload,
    });

  it('lists the seeded assessments publicly, without answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/assessments' });
    expect(res.statusCode).toBe(200);
    const data = json<{ data: Array<{ slug: string; levels: unknown[] }> }>(res).data;
    expect(data.map((a) => a.slug)).toEqual(
      expect.arrayContaining([LEAD_SALES_SLUG, 'a-plus-practice', 'security-plus-practice']),
    );
    expect(data.find((a) => a.slug === LEAD_SALES_SLUG)?.levels).toHaveLength(3);
    expect(res.body).not.toMatch(/correctOption/);
  });

  it('keeps assessment questions out of the open quiz categories', async () => {
    const user = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/questions/categories',
      headers: bearer(user.token),
    });
    expect(
      json<{ data: Array<{ category: string }> }>(res).data.map((c) => c.category),
    ).not.toContain('sales');
  });

  it('answers 401 without a token and rejects unknown body fields', async () => {
    const anon = await t.app.inject({
      method: 'POST',
      url: `/api/assessments/${LEAD_SALES_SLUG}/attempts`,
      payload: { level: 'easy', fullName: 'X' },
    });
    expect(anon.statusCode).toBe(401);
    const user = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/assessments/${LEAD_SALES_SLUG}/attempts`,
      headers: bearer(user.token),
      payload: { level: 'easy', fullName: 'X', score: 100 },
    });
    expect(res.statusCode).toBe(400);
    expect((await start(user.token, 'legendary')).statusCode).toBe(400);
  });

  it('saves the confirmed full name to the profile when an attempt starts', async () => {
    const user = await signedInUser(t.app);
    const profile = async () =>
      json<{ user: { fullName: string } }>(
        await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(user.token) }),
      ).user.fullName;
    expect(await profile()).toBe('');
    const res = await start(user.token, 'practice', 'a-plus-practice', '  Ravi  Shankar ');
    expect(res.statusCode).toBe(201);
    expect(json<{ fullName: string }>(res).fullName).toBe('Ravi Shankar');
    expect(await profile()).toBe('Ravi Shankar');
  });

  it('refuses an invalid full name with 400 naming the field, starting nothing', async () => {
    const user = await signedInUser(t.app);
    const bad = await start(user.token, 'practice', 'a-plus-practice', 'R2 D2');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({
      success: false,
      code: expect.any(String),
      message: 'fullName may contain only letters, spaces, apostrophes, hyphens and dots',
    });
    const short = await start(user.token, 'practice', 'a-plus-practice', ' X ');
    expect(json(short).message).toBe('fullName must be 2 to 100 characters');
    const me = await t.app.repos.users.findByEmail(user.email);
    expect(me?.fullName).toBe('');
    const assessment = await t.app.repos.assessments.findBySlug('a-plus-practice');
    expect(
      await t.app.repos.assessments.attemptsOf(me!.id, assessment!.id, 'practice'),
    ).toHaveLength(0);
  });

  it('starts, resumes, saves answers, passes and issues a certificate that verifies', async () => {
    const user = await signedInUser(t.app);
    const first = await start(user.token, 'easy', LEAD_SALES_SLUG, 'Asha Verma');
    expect(first.statusCode).toBe(201);
    const attempt = json<Attempt>(first);
    expect(attempt.questions).toHaveLength(5);
    expect(first.body).not.toMatch(/correctOption/);
    // Starting again resumes the same attempt.
    const again = await start(user.token, 'easy');
    expect(again.statusCode).toBe(200);
    expect(json<Attempt>(again).attemptId).toBe(attempt.attemptId);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/assessments/attempts/${attempt.attemptId}/answers`,
      headers: bearer(user.token),
      payload: { answers: answers(attempt, true) },
    });
    expect(saved.statusCode).toBe(200);
    const read = json<Attempt>(
      await t.app.inject({
        method: 'GET',
        url: `/api/assessments/attempts/${attempt.attemptId}`,
        headers: bearer(user.token),
      }),
    );
    expect(read.answers).toEqual(answers(attempt, true));

    // Submit without a body: the saved answers count, and a client "score" is not accepted.
    expect((await submit(user.token, attempt.attemptId, { score: 5 })).statusCode).toBe(400);
    const res = await submit(user.token, attempt.attemptId);
    expect(res.statusCode).toBe(200);
    const result = json<{ score: number; total: number; passed: boolean; certificateId: string }>(
      res,
    );
    expect(result).toMatchObject({ score: 5, total: 5, passed: true });
    expect(result.certificateId).toMatch(/^SB-/);
    const cert = json<{ data: { fullName: string; courseName: string; issuedBy: string } }>(
      await t.app.inject({ method: 'GET', url: `/api/certificates/${result.certificateId}` }),
    );
    expect(cert.data).toMatchObject({
      fullName: 'Asha Verma',
      courseName: 'Lead and Sales Assessment — easy',
      issuedBy: t.config.site.brandName,
    });
    // Signed in the transaction that stored it: the row has its credential already,
    // naming the assessment and its pass mark, the holder's e-mail only as a salted hash.
    const row = await t.app.db
      .selectFrom('certificates')
      .select(['credential', 'statusIndex'])
      .where('certificateId', '=', result.certificateId)
      .executeTakeFirstOrThrow();
    expect(row.statusIndex).toEqual(expect.any(Number));
    const credential = JSON.parse(row.credential as string);
    expect(credential.proof).toMatchObject({ cryptosuite: 'eddsa-rdfc-2022' });
    expect(credential.credentialSubject.achievement.criteria.narrative).toMatch(
      /Lead and Sales Assessment.*easy.*at least 70%/,
    );
    expect(credential.credentialSubject.identifier[0]).toMatchObject({
      identityType: 'emailAddress',
      hashed: true,
      identityHash: expect.stringMatching(/^sha256\$[0-9a-f]{64}$/),
    });
    expect(row.credential).not.toContain(user.email);
    // A second submission is refused.
    expect((await submit(user.token, attempt.attemptId)).statusCode).toBe(409);
  });

  it('issues nothing for a failing attempt and says when the next attempt is allowed', async () => {
    const user = await signedInUser(t.app);
    const before = (await t.app.repos.certificates.list({ page: 1, pageSize: 1 })).total;
    const attempt = json<Attempt>(await start(user.token, 'intermediate'));
    const res = await submit(user.token, attempt.attemptId, { answers: answers(attempt, false) });
    const result = json<{ passed: boolean; certificateId?: string; nextAttemptAt?: string }>(res);
    expect(result.passed).toBe(false);
    expect(result.certificateId).toBeUndefined();
    expect(Date.parse(result.nextAttemptAt as string)).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect((await t.app.repos.certificates.list({ page: 1, pageSize: 1 })).total).toBe(before);
    // The wait is enforced.
    const retry = await start(user.token, 'intermediate');
    expect(retry.statusCode).toBe(409);
    expect(json<{ message: string }>(retry).message).toMatch(/next attempt/i);
  });

  it('refuses the attempt limit', async () => {
    const user = await signedInUser(t.app);
    const assessment = await t.app.repos.assessments.findBySlug(LEAD_SALES_SLUG);
    for (let i = 0; i < 3; i += 1) {
      const attempt = json<Attempt>(await start(user.token, 'advanced'));
      expect((await submit(user.token, attempt.attemptId)).statusCode).toBe(200);
      // Pretend the wait is over.
      await t.app.db
        .updateTable('assessmentAttempts')
        .set({ submittedAt: '2000-01-01T00:00:00.000Z' })
        .where('id', '=', attempt.attemptId)
        .execute();
    }
    expect(assessment?.maxAttempts).toBe(3);
    const res = await start(user.token, 'advanced');
    expect(res.statusCode).toBe(409);
    expect(json<{ message: string }>(res).message).toMatch(/all 3 attempts/);
  });

  it("does not let a user read, answer or submit another user's attempt", async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const attempt = json<Attempt>(await start(owner.token));
    const base = `/api/assessments/attempts/${attempt.attemptId}`;
    expect(
      (await t.app.inject({ method: 'GET', url: base, headers: bearer(other.token) })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${base}/answers`,
          headers: bearer(other.token),
          payload: { answers: [] },
        })
      ).statusCode,
    ).toBe(404);
    expect((await submit(other.token, attempt.attemptId)).statusCode).toBe(404);
  });

  it('refuses answers and submission after the deadline and scores what was saved', async () => {
    const user = await signedInUser(t.app);
    const attempt = json<Attempt>(await start(user.token, 'practice', 'a-plus-practice'));
    await t.app.db
      .updateTable('assessmentAttempts')
      .set({ deadline: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', attempt.attemptId)
      .execute();
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/assessments/attempts/${attempt.attemptId}/answers`,
          headers: bearer(user.token),
          payload: { answers: [] },
        })
      ).statusCode,
    ).toBe(409);
    const late = await submit(user.token, attempt.attemptId);
    expect(late.statusCode).toBe(409);
    expect(json<{ message: string }>(late).message).toMatch(/time .* is over/);
    const read = json<Attempt>(
      await t.app.inject({
        method: 'GET',
        url: `/api/assessments/attempts/${attempt.attemptId}`,
        headers: bearer(user.token),
      }),
    );
    expect(read.submitted).toBe(true);
    expect(read.result?.passed).toBe(false);
  });

  it('refuses a role-restricted assessment and hides it from the list', async () => {
    await t.app.repos.assessments.create(
      {
        slug: 'staff-only',
        name: 'Staff only',
        description: '',
        categories: ['sales'],
        levels: [{ level: 'easy', questionCount: 2, durationMinutes: 5 }],
        requiredRole: 'employee',
        issuesCertificate: true,
      },
      new Date().toISOString(),
    );
    const user = await signedInUser(t.app);
    const res = await start(user.token, 'easy', 'staff-only');
    expect(res.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/assessments',
      headers: bearer(user.token),
    });
    expect(list.body).not.toMatch(/staff-only/);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/assessments',
      headers: bearer(admin.token),
    });
    expect(asAdmin.body).toMatch(/staff-only/);
  });

  it('submits the attempt at the third security event', async () => {
    const user = await signedInUser(t.app);
    const attempt = json<Attempt>(await start(user.token, 'practice', 'a-plus-practice'));
    const report = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/assessments/attempts/${attempt.attemptId}/security`,
        headers: bearer(user.token),
        payload: { kind: 'tab-hidden' },
      });
    expect(json(await report())).toMatchObject({ count: 1, limit: 3, submitted: false });
    expect(json(await report())).toMatchObject({ count: 2, submitted: false });
    const third = json<{ submitted: boolean; result: { passed: boolean } }>(await report());
    expect(third.submitted).toBe(true);
    expect(third.result.passed).toBe(false);
    expect((await submit(user.token, attempt.attemptId)).statusCode).toBe(409);
  });

  it('gives admins stats and a CSV, and nobody else', async () => {
    const user = await signedInUser(t.app);
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/assessments/${LEAD_SALES_SLUG}/stats`,
      headers: bearer(admin.token),
    });
    expect(stats.statusCode).toBe(200);
    const data = json<{
      data: { attempts: number; passed: number; distribution: Array<{ count: number }> };
    }>(stats).data;
    expect(data.attempts).toBeGreaterThanOrEqual(5);
    expect(data.passed).toBeGreaterThanOrEqual(1);
    expect(data.distribution.reduce((s, b) => s + b.count, 0)).toBe(data.attempts);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/assessments/${LEAD_SALES_SLUG}/results.csv`,
      headers: bearer(admin.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toMatch(/^attemptId,username,email,fullName,level,score/);
    expect(csv.body).toMatch(/Asha Verma/);
    for (const url of [
      `/api/assessments/${LEAD_SALES_SLUG}/stats`,
      `/api/assessments/${LEAD_SALES_SLUG}/results.csv`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url, headers: bearer(user.token) })).statusCode,
      ).toBe(403);
    }
  });
});

describe.each(dialects)('resuming an attempt (%s)', (dialect) => {
  it('answers the same attempt and logs no error after the reply', async () => {
    const ctx = await testConfig(dialect);
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const app = await build({
      config: ctx.config,
      logger: { ...(loggerOptions(ctx.config) as object), level: 'info', stream },
    });
    try {
      await seedAssessments(app.repos);
      const user = await signedInUser(app);
      const start = () =>
        app.inject({
          method: 'POST',
          url: `/api/assessments/${LEAD_SALES_SLUG}/attempts`,
          headers: bearer(user.token),
          payload: { level: 'easy', fullName: 'Test Person' },
        });
      const first = await start();
      expect(first.statusCode).toBe(201);
      const before = lines.length;
      for (let i = 0; i < 2; i += 1) {
        const again = await start();
        expect(again.statusCode).toBe(200);
        expect(json<Attempt>(again).attemptId).toBe(json<Attempt>(first).attemptId);
      }
      // A handler that went on after its reply would log its failure a moment later.
      await delay(300);
      const problems = lines
        .slice(before)
        .map((line) => JSON.parse(line) as { level: number; msg?: string })
        .filter((entry) => entry.level >= 40);
      expect(problems).toEqual([]);
    } finally {
      await app.close();
      await ctx.cleanup();
    }
  });
});
