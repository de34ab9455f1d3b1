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
  /** question id -> the text of its correct option (options are shuffled per attempt). */
  const answerKey = new Map<string, string>();
  /** question id -> the index of its correct option in the bank */
  const bankIndex = new Map<string, number>();
  /** The index of the correct option in the order this attempt served it. */
  const right = (q: Served['questions'][number]) => q.options.indexOf(answerKey.get(q.id)!);

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
        const q = json<{ data: { id: string; options: string[]; correctOption: number } }>(
          res,
        ).data;
        answerKey.set(q.id, q.options[q.correctOption]!);
        bankIndex.set(q.id, q.correctOption);
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
        selectedOption: right(q),
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
        { questionId: first!.id, selectedOption: right(first!) },
        { questionId: second!.id, selectedOption: (right(second!) + 1) % 3 },
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
          selectedOption: right(q),
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
        selectedOption: right(q),
      }));
      const results = await Promise.all([
        submit(user.token, { attemptId: served.attemptId, answers }),
        submit(user.token, { attemptId: served.attemptId, answers: [] }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    });

    it('serves each attempt the options in an order of its own, the same options every time', async () => {
      const orders = new Set<string>();
      for (let i = 0; i < 20; i += 1) {
        const served = await start(user.token, 'category=security&count=1');
        const [q] = served.questions;
        expect([...q!.options].sort()).toEqual(['first', 'second', 'third']);
        orders.add(q!.options.join());
      }
      // Six orders are possible; twenty attempts all in one order would be a 1 in 6^19 chance.
      expect(orders.size).toBeGreaterThan(1);
    });

    it("scores an answer by the order the attempt served, never as the bank's index", async () => {
      // An attempt whose correct option was not served at the bank's place for it.
      let served: Served;
      let q: Served['questions'][number];
      let tries = 0;
      do {
        served = await start(user.token, 'category=security&count=1');
        q = served.questions[0]!;
        tries += 1;
      } while (right(q) === bankIndex.get(q.id) && tries < 50);
      expect(right(q)).not.toBe(bankIndex.get(q.id));
      const bank = await submit(user.token, {
        attemptId: served.attemptId,
        answers: [{ questionId: q.id, selectedOption: bankIndex.get(q.id)! }],
      });
      expect(json(bank)).toMatchObject({ score: 0, total: 1 });
      const again = await start(user.token, 'category=security&count=1');
      const shown = await submit(user.token, {
        attemptId: again.attemptId,
        answers: [
          { questionId: again.questions[0]!.id, selectedOption: right(again.questions[0]!) },
        ],
      });
      expect(json(shown)).toMatchObject({ score: 1, total: 1, passed: true });
      // The attempt keeps the order it served; the answers are stored as the user gave them.
      const stored = await t.app.repos.quiz.findAttempt(served.attemptId);
      expect(stored?.optionOrders?.[0]?.[right(q)]).toBe(bankIndex.get(q.id));
      expect(stored?.answers).toEqual([{ questionId: q.id, selectedOption: bankIndex.get(q.id) }]);
    });

    it('refuses an option the question does not have, naming the answer, and stores nothing', async () => {
      const served = await start(user.token, 'category=security&count=1');
      const res = await submit(user.token, {
        attemptId: served.attemptId,
        answers: [{ questionId: served.questions[0]!.id, selectedOption: 3 }],
      });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        code: 'OPTION_NOT_OF_QUESTION',
        message: 'answers[0].selectedOption is not an option of that question',
      });
      expect((await t.app.repos.quiz.findAttempt(served.attemptId))?.submittedAt).toBeNull();
    });

    it('scores an attempt served before the shuffle in the stored order', async () => {
      const served = await start(user.token, 'category=security&count=1');
      const q = served.questions[0]!;
      await t.app.db
        .updateTable('quizAttempts')
        .set({ optionOrders: null })
        .where('id', '=', served.attemptId)
        .execute();
      const res = await submit(user.token, {
        attemptId: served.attemptId,
        answers: [{ questionId: q.id, selectedOption: bankIndex.get(q.id)! }],
      });
      expect(json(res)).toMatchObject({ score: 1, total: 1 });
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
