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

interface Served {
  attemptId: string;
  deadline: string;
  durationSeconds: number;
  questions: Array<{ id: string; text: string; options: string[]; category: string }>;
}

describe.each(dialects)('quiz (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  let user: Account;
  const answerKey = new Map<string, number>();

  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await signedInAdmin(t.app);
    user = await signedInUser(t.app);
    for (const category of ['networking', 'security']) {
      for (let i = 0; i < 4; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/questions/addQuestion',
          headers: bearer(admin.token),
          payload: {
            text: `${category} question ${i}`,
            options: ['first', 'second', 'third'],
            correctOption: i % 3,
            category,
            explanation: `because ${i}`,
          },
        });
        expect(res.statusCode).toBe(201);
        const q = json<{ data: { id: string; correctOption: number } }>(res).data;
        answerKey.set(q.id, q.correctOption);
      }
    }
  });
  afterAll(async () => t.close());

  async function start(token = user.token, query = 'category=networking&count=3'): Promise<Served> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/questions/getQuestions?${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return json<Served>(res);
  }

  const submit = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/results', headers: bearer(token), payload });

  describe('GET /api/questions/getQuestions', () => {
    it('answers 401 without a token', async () => {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/questions/getQuestions' })).statusCode,
      ).toBe(401);
    });

    it('starts an attempt with a server deadline and never sends the correct answers', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/questions/getQuestions?category=networking&count=3',
        headers: bearer(user.token),
      });
      const served = json<Served>(res);
      expect(served.questions).toHaveLength(3);
      expect(served.durationSeconds).toBe(3 * 60);
      expect(Date.parse(served.deadline) - Date.now()).toBeGreaterThan(170_000);
      for (const q of served.questions) {
        expect(Object.keys(q).sort()).toEqual(['category', 'id', 'options', 'text']);
        expect(q.category).toBe('networking');
      }
      expect(res.body).not.toMatch(/correctOption|explanation|because/);
    });

    it('answers 404 for a category without questions', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/questions/getQuestions?category=astrology',
        headers: bearer(user.token),
      });
      expect(res.statusCode).toBe(404);
    });

    it('refuses a count above the maximum', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/questions/getQuestions?count=500',
        headers: bearer(user.token),
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe('count must be <= 50');
    });

    it('lists the categories with their sizes', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/questions/categories',
        headers: bearer(user.token),
      });
      expect(json(res)).toEqual({
        success: true,
        data: [
          { category: 'networking', count: 4 },
          { category: 'security', count: 4 },
        ],
      });
    });
  });

  describe('POST /api/results', () => {
    it('scores on the server: all right passes, and the score is stored', async () => {
      const served = await start();
      const answers = served.questions.map((q) => ({
        questionId: q.id,
        selectedOption: answerKey.get(q.id)!,
      }));
      const res = await submit(user.token, { attemptId: served.attemptId, answers });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toMatchObject({
        success: true,
        attemptId: served.attemptId,
        score: 3,
        total: 3,
        passed: true,
      });
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/results/mine',
        headers: bearer(user.token),
      });
      expect(json<{ data: Array<{ attemptId: string; score: number }> }>(mine).data).toContainEqual(
        expect.objectContaining({ attemptId: served.attemptId, score: 3, passed: true }),
      );
    });

    it('counts wrong, unanswered (null) and missing answers as wrong', async () => {
      const served = await start(user.token, 'category=networking&count=4');
      const [first, second, third] = served.questions;
      const answers = [
        { questionId: first!.id, selectedOption: answerKey.get(first!.id)! },
        { questionId: second!.id, selectedOption: (answerKey.get(second!.id)! + 1) % 3 },
        { questionId: third!.id, selectedOption: null },
      ];
      const res = await submit(user.token, { attemptId: served.attemptId, answers });
      expect(json(res)).toMatchObject({ score: 1, total: 4, passed: false });
    });

    it('ignores a score sent by the client', async () => {
      const served = await start();
      const res = await submit(user.token, {
        attemptId: served.attemptId,
        answers: [],
        score: 3,
        passed: true,
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe('score is not an allowed field');
    });

    it('refuses a second submission of the same attempt', async () => {
      const served = await start();
      expect(
        (await submit(user.token, { attemptId: served.attemptId, answers: [] })).statusCode,
      ).toBe(200);
      const again = await submit(user.token, {
        attemptId: served.attemptId,
        answers: served.questions.map((q) => ({
          questionId: q.id,
          selectedOption: answerKey.get(q.id)!,
        })),
      });
      expect(again.statusCode).toBe(409);
      expect(json(again).message).toMatch(/already been submitted/);
    });

    it("refuses a submission for someone else's attempt as if it did not exist", async () => {
      const other = await signedInUser(t.app);
      const served = await start(other.token);
      const res = await submit(user.token, { attemptId: served.attemptId, answers: [] });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({
        success: false,
        code: 'ATTEMPT_NOT_FOUND',
        message: 'Attempt not found',
      });
      const attempt = await t.app.repos.quiz.findAttempt(served.attemptId);
      expect(attempt?.submittedAt).toBeNull();
    });

    it('refuses a submission after the deadline (plus a short grace)', async () => {
      const served = await start();
      await t.app.db
        .updateTable('quizAttempts')
        .set({ deadline: new Date(Date.now() - 60_000).toISOString() })
        .where('id', '=', served.attemptId)
        .execute();
      const res = await submit(user.token, { attemptId: served.attemptId, answers: [] });
      expect(res.statusCode).toBe(409);
      expect(json(res).message).toMatch(/time for this attempt is over/);
    });

    it('accepts a submission within the grace period after the deadline', async () => {
      const served = await start();
      await t.app.db
        .updateTable('quizAttempts')
        .set({ deadline: new Date(Date.now() - 5_000).toISOString() })
        .where('id', '=', served.attemptId)
        .execute();
      expect(
        (await submit(user.token, { attemptId: served.attemptId, answers: [] })).statusCode,
      ).toBe(200);
    });

    it('refuses answers to questions that were not served in the attempt', async () => {
      const served = await start(user.token, 'category=networking&count=1');
      const security = await start(user.token, 'category=security&count=1');
      const res = await submit(user.token, {
        attemptId: served.attemptId,
        answers: [{ questionId: security.questions[0]!.id, selectedOption: 0 }],
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe('answers[0].questionId is not a question of this attempt');
    });

    it('refuses the same question answered twice', async () => {
      const served = await start();
      const q = served.questions[0]!;
      const res = await submit(user.token, {
        attemptId: served.attemptId,
        answers: [
          { questionId: q.id, selectedOption: 0 },
          { questionId: q.id, selectedOption: 1 },
        ],
      });
      expect(res.statusCode).toBe(400);
    });

    it('lets only one of two simultaneous submissions count', async () => {
      const served = await start();
      const answers = served.questions.map((q) => ({
        questionId: q.id,
        selectedOption: answerKey.get(q.id)!,
      }));
      const results = await Promise.all([
        submit(user.token, { attemptId: served.attemptId, answers }),
        submit(user.token, { attemptId: served.attemptId, answers: [] }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    });
  });

  describe('POST /api/security', () => {
    it('records an event for the own open attempt', async () => {
      const served = await start();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/security',
        headers: bearer(user.token),
        payload: { attemptId: served.attemptId, kind: 'tab-hidden' },
      });
      expect(res.statusCode).toBe(201);
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/security?attemptId=${served.attemptId}`,
        headers: bearer(admin.token),
      });
      expect(json(list)).toMatchObject({
        total: 1,
        data: [{ attemptId: served.attemptId, kind: 'tab-hidden' }],
      });
    });

    it('refuses an unknown kind, naming the allowed ones', async () => {
      const served = await start();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/security',
        headers: bearer(user.token),
        payload: { attemptId: served.attemptId, kind: 'screenshot' },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(
        'kind must be one of: tab-hidden, fullscreen-exit, copy, paste, context-menu',
      );
    });

    it("refuses an event for someone else's attempt", async () => {
      const other = await signedInUser(t.app);
      const served = await start(other.token);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/security',
        headers: bearer(user.token),
        payload: { attemptId: served.attemptId, kind: 'copy' },
      });
      expect(res.statusCode).toBe(404);
    });

    it('answers 401 without a token', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/security',
        payload: { attemptId: '00000000-0000-4000-8000-000000000000', kind: 'copy' },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('admin views of results and events', () => {
    it('lists results with the user, filtered by user', async () => {
      const other = await signedInUser(t.app);
      const served = await start(other.token);
      await submit(other.token, { attemptId: served.attemptId, answers: [] });
      const me = await t.app.repos.users.findByEmail(other.email);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/results?userId=${me!.id}`,
        headers: bearer(admin.token),
      });
      expect(json(res)).toMatchObject({
        success: true,
        total: 1,
        data: [
          { attemptId: served.attemptId, username: other.username, email: other.email, score: 0 },
        ],
      });
    });

    it('answers 403 to a non-admin for results, events and the question bank', async () => {
      for (const url of ['/api/results', '/api/security', '/api/questions']) {
        const res = await t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
        expect(res.statusCode).toBe(403);
      }
    });
  });

  describe('question bank (admin)', () => {
    it('lists questions with their answers for the admin', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/questions?category=security',
        headers: bearer(admin.token),
      });
      const body = json<{
        total: number;
        data: Array<{ correctOption: number; explanation: string }>;
      }>(res);
      expect(body.total).toBe(4);
      expect(body.data[0]).toHaveProperty('correctOption');
      expect(body.data[0]).toHaveProperty('explanation');
    });

    it('refuses a correctOption that is not one of the options', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/questions/addQuestion',
        headers: bearer(admin.token),
        payload: { text: 'Q?', options: ['a', 'b'], correctOption: 2, category: 'networking' },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(
        'correctOption must be the index of one of the options (0 to 1)',
      );
    });

    it('answers 403 when a non-admin adds a question', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/questions/addQuestion',
        headers: bearer(user.token),
        payload: { text: 'Q?', options: ['a', 'b'], correctOption: 0, category: 'networking' },
      });
      expect(res.statusCode).toBe(403);
    });

    it('updates and deletes a question; a deleted question is no longer served', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/questions/addQuestion',
        headers: bearer(admin.token),
        payload: { text: 'Temp?', options: ['a', 'b'], correctOption: 0, category: 'temporary' },
      });
      const id = json<{ data: { id: string } }>(created).data.id;
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/questions/${id}`,
        headers: bearer(admin.token),
        payload: { text: 'Changed?', correctOption: 1 },
      });
      expect(json(patched)).toMatchObject({
        data: { text: 'Changed?', correctOption: 1, options: ['a', 'b'] },
      });
      const badPatch = await t.app.inject({
        method: 'PATCH',
        url: `/api/questions/${id}`,
        headers: bearer(admin.token),
        payload: { options: ['only one', 'two'], correctOption: 5 },
      });
      expect(badPatch.statusCode).toBe(400);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/questions/${id}`,
        headers: bearer(admin.token),
      });
      expect(deleted.statusCode).toBe(200);
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/questions/${id}`,
        headers: bearer(admin.token),
      });
      expect(again.statusCode).toBe(404);
      const served = await t.app.inject({
        method: 'GET',
        url: '/api/questions/getQuestions?category=temporary',
        headers: bearer(user.token),
      });
      expect(served.statusCode).toBe(404);
    });

    it('answers 403 when a non-admin deletes a question, and keeps it', async () => {
      const [first] = [...answerKey.keys()];
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/questions/${first}`,
        headers: bearer(user.token),
      });
      expect(res.statusCode).toBe(403);
      expect(await t.app.repos.questions.findById(first!)).toBeDefined();
    });
  });
});

describe('quiz attempt limit', () => {
  it('answers 429 once one IP has started too many attempts', async () => {
    const t = await testApp(
      'sqlite',
      {},
      {
        rateLimits: generousLimits({ quizStart: { max: 2, windowMs: 60_000 } }),
      },
    );
    try {
      const admin = await signedInAdmin(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/api/questions/addQuestion',
        headers: bearer(admin.token),
        payload: { text: 'Q?', options: ['a', 'b'], correctOption: 0, category: 'c' },
      });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/questions/getQuestions?count=1',
          headers: bearer(admin.token),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});
