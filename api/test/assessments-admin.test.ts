// Admins create and edit assessments; the `employee` role; closing an assessment; reviewing one
// attempt's answers and security events. Each rule as a client sees it, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
import { LEAD_SALES_SLUG, seedAssessments } from '../src/db/seed';
import {
  bearer,
  dialects,
  json,
  login,
  signedInAdmin,
  signedInUser,
  testApp,
  type Account,
  type TestApp,
} from './helpers';

interface AdminView {
  slug: string;
  name: string;
  description: string;
  categories: string[];
  levels: Array<{ level: string; questionCount: number; durationMinutes: number }>;
  passPercent: number;
  maxAttempts: number;
  waitMinutes: number;
  requiredRole: string | null;
  issuesCertificate: boolean;
  securityLimit: number;
  active: boolean;
  attempts: number;
  createdAt: string;
  updatedAt: string;
}

interface Attempt {
  attemptId: string;
  deadline: string;
  questions: Array<{ id: string; text: string; options: string[] }>;
}

interface Review {
  attemptId: string;
  assessment: { slug: string; name: string };
  username: string;
  email: string;
  fullName: string;
  level: string;
  startedAt: string;
  deadline: string;
  submittedAt: string | null;
  submitReason: string | null;
  score: number | null;
  total: number;
  passed: boolean | null;
  passPercent: number;
  certificateId: string | null;
  questions: Array<{
    questionId: string;
    text: string;
    options: string[];
    selectedOption: number | null;
    correctOption: number;
    correct: boolean;
  }>;
  events: Array<{ kind: string; at: string }>;
}

let serial = 0;
/** A fresh slug per test, so tests never depend on each other's assessments. */
const nextSlug = (base = 'exam') => `${base}-${(serial += 1)}`;

describe.each(dialects)('assessment administration (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  let user: Account;
  /** category -> questions it holds, as the question bank says. */
  const bank = new Map<string, number>();
  /** question text -> correct option text */
  const key = new Map<string, string>();

  beforeAll(async () => {
    t = await testApp(dialect);
    await seedAssessments(t.app.repos);
    await t.app.repos.questions.create({
      category: 'networking',
      text: 'Which port does SSH use?',
      options: ['21', '22', '25', '80'],
      correctOption: 1,
    });
    admin = await signedInAdmin(t.app);
    user = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/questions?pageSize=100',
      headers: bearer(admin.token),
    });
    for (const q of json<{
      data: Array<{ text: string; options: string[]; correctOption: number; category: string }>;
    }>(res).data) {
      key.set(q.text, q.options[q.correctOption] as string);
      bank.set(q.category, (bank.get(q.category) ?? 0) + 1);
    }
  });
  afterAll(async () => t.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    slug: nextSlug(),
    name: 'Product knowledge',
    description: 'Internal check of what we sell.',
    categories: ['sales'],
    levels: [
      { level: 'easy', questionCount: 2, durationMinutes: 10 },
      { level: 'advanced', questionCount: 4, durationMinutes: 20 },
    ],
    passPercent: 70,
    maxAttempts: 3,
    waitMinutes: 0,
    requiredRole: null,
    issuesCertificate: false,
    securityLimit: 3,
    active: true,
    ...overrides,
  });
  const withoutSlug = (overrides: Record<string, unknown> = {}) => {
    const { slug: _slug, ...rest } = body(overrides);
    return rest;
  };

  const create = (token: string | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/assessments',
      headers: token ? bearer(token) : {},
      payload,
    });
  const update = (token: string | undefined, slug: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/assessments/${slug}`,
      headers: token ? bearer(token) : {},
      payload,
    });
  const start = (token: string, slug: string, level = 'easy', fullName = 'Test Person') =>
    t.app.inject({
      method: 'POST',
      url: `/api/assessments/${slug}/attempts`,
      headers: bearer(token),
      payload: { level, fullName },
    });
  const publicSlugs = async (token?: string) =>
    json<{ data: Array<{ slug: string }> }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/assessments',
        headers: token ? bearer(token) : {},
      }),
    ).data.map((a) => a.slug);
  const manage = async () =>
    json<{ data: AdminView[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/assessments/manage',
        headers: bearer(admin.token),
      }),
    ).data;
  const created = async (overrides: Record<string, unknown> = {}) => {
    const res = await create(admin.token, body(overrides));
    expect(res.statusCode).toBe(201);
    return json<{ data: AdminView }>(res).data;
  };

  it('answers 401 without a token and 403 to a non-admin on manage, categories, create and update', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/assessments/manage' },
      { method: 'GET' as const, url: '/api/assessments/categories' },
      { method: 'POST' as const, url: '/api/assessments', payload: body() },
      {
        method: 'PUT' as const,
        url: `/api/assessments/${LEAD_SALES_SLUG}`,
        payload: withoutSlug(),
      },
    ];
    for (const request of requests) {
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode).toBe(401);
      const plain = await t.app.inject({ ...request, headers: bearer(user.token) });
      expect(plain.statusCode).toBe(403);
      expect(json(plain)).toEqual({
        success: false,
        code: 'ADMIN_REQUIRED',
        message: 'Administrator access required',
      });
    }
    const lead = await t.app.repos.assessments.findBySlug(LEAD_SALES_SLUG);
    expect(lead?.name).toBe('Lead and Sales Assessment');
  });

  it('lists the question bank categories with how many questions each holds', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/assessments/categories',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const data = json<{ data: Array<{ category: string; questions: number }> }>(res).data;
    expect(new Map(data.map((c) => [c.category, c.questions]))).toEqual(bank);
  });

  it('creates an assessment (201, the admin view) that plain users then see and can start', async () => {
    const payload = body({ name: '  Product knowledge  ', categories: ['sales', 'a-plus'] });
    const res = await create(admin.token, payload);
    expect(res.statusCode).toBe(201);
    const view = json<{ success: boolean; data: AdminView }>(res);
    expect(view).toEqual({
      success: true,
      data: {
        ...payload,
        name: 'Product knowledge',
        attempts: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(await publicSlugs(user.token)).toContain(payload.slug);
    expect(await publicSlugs()).toContain(payload.slug);
    const attempt = await start(user.token, payload.slug, 'advanced');
    expect(attempt.statusCode).toBe(201);
    expect(json<Attempt>(attempt).questions).toHaveLength(4);
    const listed = (await manage()).find((a) => a.slug === payload.slug);
    expect(listed).toMatchObject({ active: true, attempts: 1, categories: ['sales', 'a-plus'] });
  });

  it('fills omitted optional fields with the defaults', async () => {
    const res = await create(admin.token, {
      slug: nextSlug('minimal'),
      name: 'Minimal',
      categories: ['sales'],
      levels: [{ level: 'only', questionCount: 1, durationMinutes: 5 }],
    });
    expect(res.statusCode).toBe(201);
    expect(json<{ data: AdminView }>(res).data).toMatchObject({
      description: '',
      passPercent: 70,
      maxAttempts: 3,
      waitMinutes: 0,
      requiredRole: null,
      issuesCertificate: false,
      securityLimit: 3,
      active: true,
    });
  });

  it('lists every assessment, open or closed, ordered by name, to admins', async () => {
    const closed = await created({ name: 'Aaa closed exam', active: false });
    const data = await manage();
    const names = data.map((a) => a.name);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    expect(names).toEqual([...names].sort(collator.compare));
    expect(names[0]).toBe('Aaa closed exam');
    expect(data.find((a) => a.slug === closed.slug)).toMatchObject({ active: false });
    expect(data.map((a) => a.slug)).toEqual(
      expect.arrayContaining([LEAD_SALES_SLUG, 'a-plus-practice', closed.slug]),
    );
    expect(data.find((a) => a.slug === LEAD_SALES_SLUG)).toMatchObject({
      categories: ['sales'],
      issuesCertificate: true,
      active: true,
    });
    expect(await publicSlugs(admin.token)).not.toContain(closed.slug);
  });

  it('keeps /assessments/manage and /assessments/categories apart from the /assessments/:slug routes', async () => {
    // The slug routes still answer for a real slug...
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/assessments/${LEAD_SALES_SLUG}/stats`,
      headers: bearer(admin.token),
    });
    expect(stats.statusCode).toBe(200);
    expect(json<{ data: { attempts: number } }>(stats).data).toHaveProperty('attempts');
    // ...the static paths answer their own shapes...
    const categories = await t.app.inject({
      method: 'GET',
      url: '/api/assessments/categories',
      headers: bearer(admin.token),
    });
    expect(json<{ data: unknown[] }>(categories).data[0]).toHaveProperty('questions');
    // ...and no assessment can take a name that would shadow them.
    for (const slug of ['manage', 'categories', 'attempts']) {
      const res = await create(admin.token, body({ slug }));
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(`slug '${slug}' is reserved; choose another`);
    }
    expect((await update(admin.token, 'manage', withoutSlug())).statusCode).toBe(404);
    const stray = await t.app.inject({
      method: 'GET',
      url: '/api/assessments/manage/stats',
      headers: bearer(admin.token),
    });
    expect(stray.statusCode).toBe(404);
  });

  it('refuses unknown properties with 400 naming them, at the top and inside a level', async () => {
    const top = await create(admin.token, { ...body(), certificateTemplate: 'x' });
    expect(top.statusCode).toBe(400);
    expect(json(top).message).toBe('certificateTemplate is not an allowed field');
    const inLevel = await create(
      admin.token,
      body({ levels: [{ level: 'easy', questionCount: 1, durationMinutes: 5, bonus: 1 }] }),
    );
    expect(inLevel.statusCode).toBe(400);
    expect(json(inLevel).message).toBe('levels[0].bonus is not an allowed field');
    const slugOnUpdate = await update(admin.token, LEAD_SALES_SLUG, {
      ...withoutSlug(),
      slug: 'renamed',
    });
    expect(slugOnUpdate.statusCode).toBe(400);
    expect(json(slugOnUpdate).message).toBe('slug is not an allowed field');
    expect(await t.app.repos.assessments.findBySlug('renamed')).toBeUndefined();
  });

  const invalid: Array<[string, Record<string, unknown>, RegExp]> = [
    ['a slug with capitals', { slug: 'Bad_Slug' }, /^slug must be 2 to 80 characters/],
    ['a one-character slug', { slug: 'a' }, /^slug must be 2 to 80 characters/],
    ['a slug with a double hyphen', { slug: 'a--b' }, /^slug must be/],
    ['an 81-character slug', { slug: 'a'.repeat(81) }, /^slug must be 2 to 80/],
    ['a name of one letter once trimmed', { name: '  x  ' }, /^name must be 2 to 120 characters$/],
    ['a 121-character name', { name: 'n'.repeat(121) }, /^name must be 2 to 120 characters$/],
    ['a 2001-character description', { description: 'd'.repeat(2001) }, /^description must/],
    ['no category', { categories: [] }, /^categories must NOT have fewer than 1 items$/],
    [
      '21 categories',
      { categories: Array.from({ length: 21 }, (_, i) => `c${i}`) },
      /^categories must NOT have more than 20 items$/,
    ],
    [
      'an unknown category',
      { categories: ['sales', 'astrology'] },
      /^categories\[1\]: 'astrology' is not a category of the question bank$/,
    ],
    [
      'a category twice',
      { categories: ['sales', 'sales'] },
      /^categories\[1\]: 'sales' is listed twice$/,
    ],
    ['no level', { levels: [] }, /^levels must NOT have fewer than 1 items$/],
    [
      'six levels',
      {
        levels: Array.from({ length: 6 }, (_, i) => ({
          level: `l${i}`,
          questionCount: 1,
          durationMinutes: 5,
        })),
      },
      /^levels must NOT have more than 5 items$/,
    ],
    [
      'two levels with the same name',
      {
        levels: [
          { level: 'easy', questionCount: 1, durationMinutes: 5 },
          { level: ' Easy ', questionCount: 2, durationMinutes: 5 },
        ],
      },
      /^levels\[1\]\.level: there is already a level named 'Easy'$/,
    ],
    [
      'a blank level name',
      { levels: [{ level: '   ', questionCount: 1, durationMinutes: 5 }] },
      /^levels\[0\]\.level must be 1 to 40 characters$/,
    ],
    [
      'a 41-character level name',
      { levels: [{ level: 'l'.repeat(41), questionCount: 1, durationMinutes: 5 }] },
      /^levels\[0\]\.level must be 1 to 40 characters$/,
    ],
    [
      'a level of 0 questions',
      { levels: [{ level: 'easy', questionCount: 0, durationMinutes: 5 }] },
      /^levels\[0\]\.questionCount must be >= 1$/,
    ],
    [
      'a level of 101 questions',
      { levels: [{ level: 'easy', questionCount: 101, durationMinutes: 5 }] },
      /^levels\[0\]\.questionCount must be <= 100$/,
    ],
    [
      'a level of 0 minutes',
      { levels: [{ level: 'easy', questionCount: 1, durationMinutes: 0 }] },
      /^levels\[0\]\.durationMinutes must be >= 1$/,
    ],
    [
      'a level of 241 minutes',
      { levels: [{ level: 'easy', questionCount: 1, durationMinutes: 241 }] },
      /^levels\[0\]\.durationMinutes must be <= 240$/,
    ],
    ['a pass mark of 0', { passPercent: 0 }, /^passPercent must be >= 1$/],
    ['a pass mark of 101', { passPercent: 101 }, /^passPercent must be <= 100$/],
    ['a fractional pass mark', { passPercent: 70.5 }, /^passPercent must be integer$/],
    ['-1 attempts', { maxAttempts: -1 }, /^maxAttempts must be >= 0$/],
    ['101 attempts', { maxAttempts: 101 }, /^maxAttempts must be <= 100$/],
    ['a negative wait', { waitMinutes: -1 }, /^waitMinutes must be >= 0$/],
    ['a wait over 30 days', { waitMinutes: 43201 }, /^waitMinutes must be <= 43200$/],
    [
      'an unknown role',
      { requiredRole: 'manager' },
      /^requiredRole must be null \(any signed-in user\), employee or admin$/,
    ],
    ['the role user', { requiredRole: 'user' }, /^requiredRole must be null/],
    [
      'a non-boolean certificate flag',
      { issuesCertificate: 'maybe' },
      /^issuesCertificate must be boolean$/,
    ],
    ['a security limit of 0', { securityLimit: 0 }, /^securityLimit must be >= 1$/],
    ['a security limit of 11', { securityLimit: 11 }, /^securityLimit must be <= 10$/],
    ['a non-boolean active flag', { active: 'yes' }, /^active must be boolean$/],
    ['a missing name', { name: undefined }, /^name is required$/],
  ];

  it.each(invalid)(
    'refuses %s with 400 naming the field, and stores nothing',
    async (_, change, message) => {
      const payload = body(change);
      const res = await create(admin.token, payload);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({
        success: false,
        code: expect.any(String),
        message: expect.stringMatching(message),
      });
      if (typeof payload.slug === 'string')
        expect(await t.app.repos.assessments.findBySlug(payload.slug)).toBeUndefined();
    },
  );

  it('refuses the same rules on update and leaves the assessment unchanged', async () => {
    const before = await t.app.repos.assessments.findBySlug(LEAD_SALES_SLUG);
    for (const change of [{ passPercent: 0 }, { name: ' ' }, { categories: ['astrology'] }]) {
      const res = await update(admin.token, LEAD_SALES_SLUG, withoutSlug(change));
      expect(res.statusCode).toBe(400);
    }
    expect(await t.app.repos.assessments.findBySlug(LEAD_SALES_SLUG)).toEqual(before);
  });

  it('refuses a level that needs more questions than the chosen categories hold', async () => {
    const held = bank.get('a-plus') as number;
    const payload = body({
      categories: ['a-plus'],
      levels: [
        { level: 'easy', questionCount: held, durationMinutes: 10 },
        { level: 'advanced', questionCount: held + 1, durationMinutes: 10 },
      ],
    });
    const res = await create(admin.token, payload);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(
      `Level 'advanced' needs ${held + 1} questions; the chosen categories hold ${held}.`,
    );
    expect(await t.app.repos.assessments.findBySlug(payload.slug)).toBeUndefined();
    // Two categories together hold enough.
    const both = body({
      categories: ['a-plus', 'sales'],
      levels: [{ level: 'advanced', questionCount: held + 1, durationMinutes: 10 }],
    });
    expect((await create(admin.token, both)).statusCode).toBe(201);
  });

  it('answers 409 for a slug that is taken', async () => {
    const first = await created();
    const res = await create(admin.token, body({ slug: first.slug, name: 'Another name' }));
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({
      success: false,
      code: expect.any(String),
      message: 'An assessment with this slug already exists.',
    });
    expect((await t.app.repos.assessments.findBySlug(first.slug))?.name).toBe(first.name);
  });

  it('updates an assessment (200, the admin view) and answers 404 for an unknown slug', async () => {
    const exam = await created();
    const res = await update(
      admin.token,
      exam.slug,
      withoutSlug({ name: 'Renamed', passPercent: 80, maxAttempts: 0 }),
    );
    expect(res.statusCode).toBe(200);
    const data = json<{ data: AdminView }>(res).data;
    expect(data).toMatchObject({
      slug: exam.slug,
      name: 'Renamed',
      passPercent: 80,
      maxAttempts: 0,
    });
    expect(data.createdAt).toBe(exam.createdAt);
    expect(data.updatedAt >= exam.updatedAt).toBe(true);
    expect((await manage()).find((a) => a.slug === exam.slug)?.name).toBe('Renamed');
    const missing = await update(admin.token, 'no-such-exam', withoutSlug());
    expect(missing.statusCode).toBe(404);
  });

  it('hides an employee-only assessment from plain users and refuses them (403) until an admin grants employee', async () => {
    const exam = await created({ requiredRole: 'employee', name: 'Staff onboarding' });
    const member = await signedInUser(t.app);
    expect(await publicSlugs(member.token)).not.toContain(exam.slug);
    expect(await publicSlugs()).not.toContain(exam.slug);
    const refused = await start(member.token, exam.slug);
    expect(refused.statusCode).toBe(403);

    const account = await t.app.repos.users.findByEmail(member.email);
    // Only a proven address gets a role above user.
    await t.app.db
      .updateTable('users')
      .set({ emailVerifiedAt: new Date().toISOString() })
      .where('id', '=', account!.id)
      .execute();
    const grant = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${account?.id}`,
      headers: bearer(admin.token),
      payload: { role: 'employee' },
    });
    expect(grant.statusCode).toBe(200);
    expect(json(grant)).toMatchObject({ data: { email: member.email, role: 'employee' } });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/users?search=${encodeURIComponent(member.email)}`,
      headers: bearer(admin.token),
    });
    expect(json<{ data: Array<{ role: string }> }>(listed).data[0]?.role).toBe('employee');

    // The old token ends with the role change: the employee signs in again.
    expect((await start(member.token, exam.slug)).statusCode).toBe(401);
    const fresh = await login(t.app, member.email, member.password);
    expect(await publicSlugs(fresh)).toContain(exam.slug);
    expect((await start(fresh, exam.slug)).statusCode).toBe(201);
    // An employee is still not an admin.
    const adminOnly = await created({ requiredRole: 'admin' });
    expect(await publicSlugs(fresh)).not.toContain(adminOnly.slug);
    expect((await start(fresh, adminOnly.slug)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/assessments/manage',
          headers: bearer(fresh),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('closes an assessment: hidden, new attempts refused with 409, a running attempt still saves and submits', async () => {
    const exam = await created();
    const runner = await signedInUser(t.app);
    const attempt = json<Attempt>(await start(runner.token, exam.slug));

    const closed = await update(admin.token, exam.slug, withoutSlug({ active: false }));
    expect(json<{ data: AdminView }>(closed).data.active).toBe(false);
    expect(await publicSlugs(runner.token)).not.toContain(exam.slug);
    const latecomer = await signedInUser(t.app);
    const refused = await start(latecomer.token, exam.slug);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({
      success: false,
      code: 'ASSESSMENT_CLOSED',
      message: 'This assessment is closed.',
    });

    // The running attempt resumes, saves and submits.
    const resumed = await start(runner.token, exam.slug);
    expect(resumed.statusCode).toBe(200);
    expect(json<Attempt>(resumed).attemptId).toBe(attempt.attemptId);
    const answers = attempt.questions.map((q) => ({
      questionId: q.id,
      selectedOption: q.options.indexOf(key.get(q.text) as string),
    }));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/assessments/attempts/${attempt.attemptId}/answers`,
      headers: bearer(runner.token),
      payload: { answers },
    });
    expect(saved.statusCode).toBe(200);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/assessments/attempts/${attempt.attemptId}/submit`,
      headers: bearer(runner.token),
      payload: {},
    });
    expect(submitted.statusCode).toBe(200);
    expect(json(submitted)).toMatchObject({ passed: true, score: attempt.questions.length });
    // Once finished, that user cannot start a new one either; reopening lets them.
    expect((await start(runner.token, exam.slug)).statusCode).toBe(409);
    await update(admin.token, exam.slug, withoutSlug({ active: true }));
    expect(await publicSlugs(latecomer.token)).toContain(exam.slug);
    expect((await start(latecomer.token, exam.slug)).statusCode).toBe(201);
  });

  it('applies an edit only to attempts started afterwards; the stats keep the old attempts', async () => {
    const exam = await created({
      categories: ['sales'],
      levels: [{ level: 'easy', questionCount: 2, durationMinutes: 10 }],
      passPercent: 50,
    });
    const runner = await signedInUser(t.app);
    const attempt = json<Attempt>(await start(runner.token, exam.slug));
    expect(attempt.questions).toHaveLength(2);

    const edited = await update(
      admin.token,
      exam.slug,
      withoutSlug({
        categories: ['a-plus'],
        levels: [{ level: 'easy', questionCount: 4, durationMinutes: 60 }],
        passPercent: 100,
      }),
    );
    expect(edited.statusCode).toBe(200);

    const read = json<Attempt>(
      await t.app.inject({
        method: 'GET',
        url: `/api/assessments/attempts/${attempt.attemptId}`,
        headers: bearer(runner.token),
      }),
    );
    expect(read.questions).toEqual(attempt.questions);
    expect(read.deadline).toBe(attempt.deadline);

    // One right, one wrong: passes the 50 % it started under, not the new 100 %.
    const [first, second] = attempt.questions as [Attempt['questions'][0], Attempt['questions'][0]];
    const right = (q: typeof first) => q.options.indexOf(key.get(q.text) as string);
    const result = await t.app.inject({
      method: 'POST',
      url: `/api/assessments/attempts/${attempt.attemptId}/submit`,
      headers: bearer(runner.token),
      payload: {
        answers: [
          { questionId: first.id, selectedOption: right(first) },
          { questionId: second.id, selectedOption: (right(second) + 1) % second.options.length },
        ],
      },
    });
    expect(json(result)).toMatchObject({ score: 1, total: 2, passed: true, passPercent: 50 });

    const newcomer = await signedInUser(t.app);
    const next = json<Attempt>(await start(newcomer.token, exam.slug));
    expect(next.questions).toHaveLength(4);
    const aPlus = new Set(
      (await t.app.repos.questions.list({ page: 1, pageSize: 100, category: 'a-plus' })).rows.map(
        (q) => q.text,
      ),
    );
    expect(next.questions.every((q) => aPlus.has(q.text))).toBe(true);
    expect(Date.parse(next.deadline) - Date.now()).toBeGreaterThan(55 * 60_000);

    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/assessments/${exam.slug}/stats`,
      headers: bearer(admin.token),
    });
    expect(json(stats)).toMatchObject({ data: { attempts: 1, passed: 1 } });
    expect((await manage()).find((a) => a.slug === exam.slug)?.attempts).toBe(2);
  });
  const review = (token: string | undefined, id: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/assessments/attempts/${id}/review`,
      headers: token ? bearer(token) : {},
    });
  const reportEvent = (token: string, id: string, kind: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/assessments/attempts/${id}/security`,
      headers: bearer(token),
      payload: { kind },
    });

  it("shows an admin an attempt's answers in the order served, the correct ones and its security events in time order", async () => {
    const exam = await created({ name: 'Reviewed exam', securityLimit: 5, passPercent: 50 });
    const runner = await signedInUser(t.app);
    const attempt = json<Attempt>(await start(runner.token, exam.slug, 'advanced', 'Rita Review'));
    expect(attempt.questions).toHaveLength(4);

    // The paste below is dated 1 ms after the start: the copy must come later than that.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await reportEvent(runner.token, attempt.attemptId, 'copy')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await reportEvent(runner.token, attempt.attemptId, 'tab-hidden')).statusCode).toBe(200);
    // Stored last but happened first: the review orders by time, not by insertion.
    const started = await t.app.repos.assessments.findAttempt(attempt.attemptId);
    await t.app.repos.assessments.recordEvent(
      attempt.attemptId,
      'paste',
      new Date(Date.parse(started?.startedAt as string) + 1).toISOString(),
    );

    // Right, wrong, right, unanswered, in the order the user saw the options.
    const right = (q: Attempt['questions'][0]) => q.options.indexOf(key.get(q.text) as string);
    const [q1, q2, q3] = attempt.questions as Array<Attempt['questions'][0]>;
    const chosen = [
      { questionId: q1!.id, selectedOption: right(q1!) },
      { questionId: q2!.id, selectedOption: (right(q2!) + 1) % q2!.options.length },
      { questionId: q3!.id, selectedOption: right(q3!) },
    ];
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/assessments/attempts/${attempt.attemptId}/submit`,
      headers: bearer(runner.token),
      payload: { answers: chosen },
    });
    expect(json(submitted)).toMatchObject({ score: 2, total: 4, passed: true });

    const res = await review(admin.token, attempt.attemptId);
    expect(res.statusCode).toBe(200);
    const data = json<{ success: boolean; data: Review }>(res).data;
    expect(data).toMatchObject({
      attemptId: attempt.attemptId,
      assessment: { slug: exam.slug, name: 'Reviewed exam' },
      username: runner.username,
      email: runner.email,
      fullName: 'Rita Review',
      level: 'advanced',
      deadline: attempt.deadline,
      submitReason: 'submitted',
      score: 2,
      total: 4,
      passed: true,
      passPercent: 50,
      certificateId: null,
    });
    expect(Date.parse(data.submittedAt as string)).toBeGreaterThanOrEqual(
      Date.parse(data.startedAt),
    );
    // The questions and options exactly as the user was served them, with the user's choices.
    expect(
      data.questions.map((q) => ({ id: q.questionId, text: q.text, options: q.options })),
    ).toEqual(attempt.questions);
    expect(data.questions.map((q) => q.selectedOption)).toEqual([
      ...chosen.map((c) => c.selectedOption),
      null,
    ]);
    for (const q of data.questions) expect(q.options[q.correctOption]).toBe(key.get(q.text));
    expect(data.questions.map((q) => q.correct)).toEqual([true, false, true, false]);
    expect(data.questions.filter((q) => q.correct)).toHaveLength(data.score as number);

    expect(data.events.map((e) => e.kind)).toEqual(['paste', 'copy', 'tab-hidden']);
    const times = data.events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[1]).toBeLessThan(times[2] as number);
  });

  it('reviews a running attempt with its submission fields null', async () => {
    const exam = await created();
    const runner = await signedInUser(t.app);
    const attempt = json<Attempt>(await start(runner.token, exam.slug));
    const first = attempt.questions[0] as Attempt['questions'][0];
    await t.app.inject({
      method: 'PUT',
      url: `/api/assessments/attempts/${attempt.attemptId}/answers`,
      headers: bearer(runner.token),
      payload: { answers: [{ questionId: first.id, selectedOption: 0 }] },
    });
    const res = await review(admin.token, attempt.attemptId);
    expect(res.statusCode).toBe(200);
    const data = json<{ data: Review }>(res).data;
    expect(data).toMatchObject({
      submittedAt: null,
      submitReason: null,
      score: null,
      passed: null,
      certificateId: null,
      total: 2,
      events: [],
    });
    expect(data.questions.map((q) => q.selectedOption)).toEqual([0, null]);
    expect(data.questions[0]?.correct).toBe(data.questions[0]?.correctOption === 0);
  });

  it('refuses the review to the attempt owner (403), anonymous callers (401), an unknown id (404) and a malformed id (400)', async () => {
    const exam = await created();
    const runner = await signedInUser(t.app);
    const attempt = json<Attempt>(await start(runner.token, exam.slug));

    const own = await review(runner.token, attempt.attemptId);
    expect(own.statusCode).toBe(403);
    expect(json(own)).toEqual({
      success: false,
      code: 'ADMIN_REQUIRED',
      message: 'Administrator access required',
    });
    expect(own.body).not.toContain('correctOption');
    expect((await review(undefined, attempt.attemptId)).statusCode).toBe(401);

    const unknown = await review(admin.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({
      success: false,
      code: 'ATTEMPT_NOT_FOUND',
      message: 'Attempt not found',
    });

    const malformed = await review(admin.token, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toMatchObject({
      success: false,
      code: expect.any(String),
      message: expect.stringMatching(/^id /),
    });
  });
});
