// The database itself keeps one open attempt per person and level and one
// certificate per attempt, so simultaneous requests (several connections on PostgreSQL) cannot
// create a second of either. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import { Migrator } from 'kysely';
import { createDb, isUniqueViolation, migrateToLatest } from '../src/db/database';
import { migrationProvider } from '../src/db/migrations';
import { seedAssessments, LEAD_SALES_SLUG } from '../src/db/seed';
import { newId } from '../src/lib/ids';
import {
  bearer,
  dialects,
  generousLimits,
  json,
  signedInAdmin,
  signedInUser,
  testApp,
  testConfig,
  type TestApp,
} from './helpers';

/**
 * True when the database refuses the write as a unique violation (checked by its code: the SQLite
 * driver's error class may come from another test file's realm, so `toThrow` cannot be used).
 */
async function refusedAsDuplicate(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return false;
  } catch (error) {
    return isUniqueViolation(error);
  }
}

interface Attempt {
  attemptId: string;
  questions: Array<{ id: string; text: string; options: string[] }>;
}

describe.each(dialects)('assessment integrity (%s)', (dialect) => {
  let t: TestApp;
  /** question text -> correct option text */
  const key = new Map<string, string>();

  beforeAll(async () => {
    t = await testApp(dialect, {}, { rateLimits: generousLimits() });
    await seedAssessments(t.app.repos);
    const admin = await signedInAdmin(t.app);
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

  const start = (token: string, level = 'easy') =>
    t.app.inject({
      method: 'POST',
      url: `/api/assessments/${LEAD_SALES_SLUG}/attempts`,
      headers: bearer(token),
      payload: { level, fullName: 'Asha Verma' },
    });

  const rightAnswers = (attempt: Attempt) =>
    attempt.questions.map((q) => ({
      questionId: q.id,
      selectedOption: q.options.indexOf(key.get(q.text) as string),
    }));

  async function ids(email: string) {
    const user = await t.app.repos.users.findByEmail(email);
    const assessment = await t.app.repos.assessments.findBySlug(LEAD_SALES_SLUG);
    return { userId: user!.id, assessmentId: assessment!.id };
  }

  it('gives ten simultaneous starts one attempt: one 201, the others resume it with 200', async () => {
    const user = await signedInUser(t.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => start(user.token)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const attemptIds = new Set(answers.map((r) => json<Attempt>(r).attemptId));
    expect(attemptIds.size).toBe(1);
    const { userId, assessmentId } = await ids(user.email);
    expect(await t.app.repos.assessments.attemptsOf(userId, assessmentId, 'easy')).toHaveLength(1);
  });

  it('gives ten simultaneous submissions one result and one certificate', async () => {
    const user = await signedInUser(t.app);
    const attempt = json<Attempt>(await start(user.token));
    const payload = { answers: rightAnswers(attempt) };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/assessments/attempts/${attempt.attemptId}/submit`,
          headers: bearer(user.token),
          payload,
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const certificates = await t.app.db
      .selectFrom('certificates')
      .select(['certificateId', 'attemptId'])
      .where('fullName', '=', 'Asha Verma')
      .where('attemptId', '=', attempt.attemptId)
      .execute();
    expect(certificates).toHaveLength(1);
    const stored = await t.app.repos.assessments.findAttempt(attempt.attemptId);
    expect(stored?.certificateId).toBe(certificates[0]?.certificateId);
  });

  it('refuses, in the database, a second open attempt for the same person and level', async () => {
    const user = await signedInUser(t.app);
    const first = json<Attempt>(await start(user.token));
    const open = await t.app.repos.assessments.findAttempt(first.attemptId);
    const { id: _id, ...rest } = open!;
    const copy = {
      ...rest,
      id: newId(),
      served: JSON.stringify(open!.served),
      answers: '[]',
      passed: null,
      issuesCertificate: 1,
    };
    expect(
      await refusedAsDuplicate(t.app.db.insertInto('assessmentAttempts').values(copy).execute()),
    ).toBe(true);
    // Another level, or the same level once the first is submitted, is allowed.
    await t.app.db
      .insertInto('assessmentAttempts')
      .values({ ...copy, level: 'advanced' })
      .execute();
    await t.app.db
      .updateTable('assessmentAttempts')
      .set({ submittedAt: new Date().toISOString(), score: 0, passed: 0 })
      .where('id', '=', first.attemptId)
      .execute();
    await t.app.db
      .insertInto('assessmentAttempts')
      .values({ ...copy, id: newId() })
      .execute();
  });

  it('refuses, in the database, a second certificate for the same attempt', async () => {
    const user = await signedInUser(t.app);
    const attempt = json<Attempt>(await start(user.token));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/assessments/attempts/${attempt.attemptId}/submit`,
      headers: bearer(user.token),
      payload: { answers: rightAnswers(attempt) },
    });
    expect(json<{ certificateId: string }>(res).certificateId).toMatch(/^SB-/);
    const now = new Date().toISOString();
    expect(
      await refusedAsDuplicate(
        t.app.db
          .insertInto('certificates')
          .values({
            id: newId(),
            certificateId: `SB-TEST${Date.now()}`,
            fullName: 'Asha Verma',
            courseName: 'Lead and Sales Assessment — easy',
            issuedBy: 'test',
            issueDate: now.slice(0, 10),
            status: 'valid',
            revokedReason: null,
            revokedAt: null,
            issuedByUserId: null,
            createdAt: now,
            attemptId: attempt.attemptId,
          })
          .execute(),
      ),
    ).toBe(true);
  });
});

describe.each(dialects)(
  'migration 0009 on a database with duplicate open attempts (%s)',
  (dialect) => {
    it('keeps the earliest open attempt of a person and level open and closes the others as duplicates, which count for nothing', async () => {
      const ctx = await testConfig(dialect);
      const db = createDb(ctx.config.database);
      try {
        const database = ctx.config.database;
        const migrator = new Migrator({
          db,
          provider: migrationProvider,
          ...(database.kind === 'postgres' ? { migrationTableSchema: database.schema } : {}),
        });
        expect((await migrator.migrateTo('0008_audit_summary_keys')).error).toBeUndefined();
        const at = (minute: number) => `2026-01-05T10:0${minute}:00.000Z`;
        await db
          .insertInto('users')
          .values({
            id: newId(),
            email: 'racer@example.com',
            username: 'racer',
            passwordHash: 'x',
            role: 'user',
            phoneNumber: '',
            address: '',
            pinCode: '',
            country: '',
            linkedIn: '',
            interest: '',
            createdAt: at(0),
            updatedAt: at(0),
          })
          .execute();
        const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
        const assessmentId = newId();
        await db
          .insertInto('assessments')
          .values({
            id: assessmentId,
            slug: 'race',
            name: 'Race',
            description: '',
            categories: '["sales"]',
            levels: '[]',
            passPercent: 70,
            maxAttempts: 3,
            waitMinutes: 0,
            requiredRole: null,
            issuesCertificate: 1,
            securityLimit: 3,
            createdAt: at(0),
            updatedAt: at(0),
          })
          .execute();
        const attempt = (minute: number, level = 'easy') => ({
          id: newId(),
          assessmentId,
          userId: user.id,
          level,
          fullName: 'Asha Verma',
          served: '[]',
          answers: '[]',
          securityEvents: 0,
          deadline: at(9),
          score: null,
          total: 5,
          passed: null,
          certificateId: null,
          submitReason: null,
          startedAt: at(minute),
          submittedAt: null,
          passPercent: 70,
          issuesCertificate: 1,
          securityLimit: 3,
        });
        const earliest = attempt(1);
        const later = [attempt(2), attempt(3)];
        const otherLevel = attempt(2, 'advanced');
        await db
          .insertInto('assessmentAttempts')
          .values([later[0]!, earliest, later[1]!, otherLevel])
          .execute();

        expect(await migrateToLatest(db, database)).toContain('0009_assessment_integrity');
        const rows = await db
          .selectFrom('assessmentAttempts')
          .select(['id', 'submittedAt', 'submitReason'])
          .execute();
        const byId = new Map(rows.map((r) => [r.id, r]));
        expect(byId.get(earliest.id)).toMatchObject({ submittedAt: null, submitReason: null });
        expect(byId.get(otherLevel.id)).toMatchObject({ submittedAt: null });
        for (const duplicate of later)
          expect(byId.get(duplicate.id)).toMatchObject({
            submittedAt: expect.any(String),
            submitReason: 'duplicate',
          });
      } finally {
        await db.destroy();
        await ctx.cleanup();
      }
    });
  },
);
