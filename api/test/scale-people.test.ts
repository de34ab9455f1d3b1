// The generator's accounts, quiz results and assessment attempts at a small size, and the admin's
// lists over them: first page, page by number, every page by cursor, a filtered page and each
// kind of search answer the right rows in the list's order, and each query reads its index
// (EXPLAIN), so they stay fast at a million rows (migration 0027).
import { sql, type Compilable, type Kysely } from 'kysely';
import { fillUserSearchKey, userSearchKey } from '../src/db/migrations/0027-people-lists';
import { searchKey, type Keyset } from '../src/db/repositories/people-search';
import { UsersRepository } from '../src/db/repositories/users';
import { QuizRepository } from '../src/db/repositories/quiz';
import { AssessmentsRepository } from '../src/db/repositories/assessments';
import type { Db } from '../src/db/database';
import type { User } from '../src/db/schema';
import { parseScaleArgs, seedScale } from '../src/cli/seed-scale';
import {
  bearer,
  dialects,
  json,
  signedInAdmin,
  testApp,
  type Account,
  type TestApp,
} from './helpers';
import { queryPlans } from './query-plans';

const USERS = 2000;
const RESULTS = 1500;
const ATTEMPTS = 1500;

/** A row of one of the lists, as the test compares them: its order keys. */
interface Listed {
  id: string;
  at: string;
  userId: string;
}

/** Newest first, then by id: the order of every list here. */
function listOrder(a: Listed, b: Listed): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

/** Whether the admin's search `term` finds the account, as the indexes must. */
function finds(user: User, term: string): boolean {
  const t = term.trim();
  if (t.includes('@')) return user.email.startsWith(t.toLowerCase());
  const key = searchKey(t);
  return [user.username, user.fullName, user.email].some((text) => searchKey(text).includes(key));
}

describe.each(dialects)('scale: accounts, results and attempts and their lists (%s)', (dialect) => {
  let t: TestApp;
  let db: Db;
  let users: UsersRepository;
  let quiz: QuizRepository;
  let assessments: AssessmentsRepository;
  let admin: Account;
  let allUsers: Array<User & Listed>;
  let byId: Map<string, User>;
  let allResults: Array<Listed & { category: string }>;
  let allAttempts: Array<Listed & { assessmentId: string }>;

  /** Every row of a list by cursor, pageSize at a time, and how many pages it took. */
  async function walk<T extends { id: string }>(
    list: (cursor?: Keyset) => Promise<{ rows: T[]; nextCursor: Keyset | null }>,
  ): Promise<{ rows: T[]; pages: number }> {
    const rows: T[] = [];
    let cursor: Keyset | undefined;
    let pages = 0;
    do {
      const page = await list(cursor);
      rows.push(...page.rows);
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    return { rows, pages };
  }

  beforeAll(async () => {
    t = await testApp(dialect);
    db = t.app.db;
    users = new UsersRepository(db);
    quiz = new QuizRepository(db);
    assessments = new AssessmentsRepository(db);
    admin = await signedInAdmin(t.app);
    const reports = await seedScale(
      db,
      {
        certificates: 0,
        users: USERS,
        orders: 0,
        enquiries: 0,
        results: RESULTS,
        attempts: ATTEMPTS,
      },
      { seed: 7 },
    );
    expect(reports.map((r) => [r.table, r.rows])).toEqual([
      ['users', USERS],
      ['quiz_attempts', RESULTS],
      ['assessment_attempts', ATTEMPTS],
    ]);
    allUsers = (await db.selectFrom('users').selectAll().execute())
      .map((user) => ({ ...user, at: user.createdAt, userId: user.id }))
      .sort(listOrder);
    byId = new Map(allUsers.map((user) => [user.id, user]));
    allResults = (
      await db
        .selectFrom('quizAttempts')
        .select(['id', 'userId', 'submittedAt', 'category'])
        .where('submittedAt', 'is not', null)
        .execute()
    )
      .map((row) => ({
        id: row.id,
        userId: row.userId,
        category: row.category,
        at: row.submittedAt as string,
      }))
      .sort(listOrder);
    allAttempts = (
      await db
        .selectFrom('assessmentAttempts')
        .select(['id', 'userId', 'startedAt', 'assessmentId'])
        .execute()
    )
      .map((row) => ({ ...row, at: row.startedAt }))
      .sort(listOrder);
    if (dialect === 'postgres') {
      await sql`analyze users`.execute(db);
      await sql`analyze quiz_attempts`.execute(db);
      await sql`analyze assessment_attempts`.execute(db);
    }
  });

  afterAll(async () => {
    await t.close();
  });

  it('generates results and attempts of the run’s accounts, some attempts still open', async () => {
    expect(allResults).toHaveLength(RESULTS);
    expect(allAttempts).toHaveLength(ATTEMPTS);
    expect(allResults.every((row) => byId.has(row.userId))).toBe(true);
    expect(new Set(allAttempts.map((row) => row.assessmentId)).size).toBe(3);
    const open = await db
      .selectFrom('assessmentAttempts')
      .select('id')
      .where('submittedAt', 'is', null)
      .execute();
    expect(open.length).toBeGreaterThan(0);
    expect(new Set(allResults.map((row) => row.at.slice(0, 4))).size).toBeGreaterThanOrEqual(10);
    expect(parseScaleArgs(['--results=5', '--attempts=6'])).toMatchObject({
      results: 5,
      attempts: 6,
    });
  });

  it('pages accounts newest first: the first page, a page by number, by cursor to the end', async () => {
    const first = await users.list({ pageSize: 20 });
    expect(ids(first.rows)).toEqual(ids(allUsers.slice(0, 20)));
    expect(first).toMatchObject({ total: allUsers.length, totalCapped: false });
    const third = await users.list({ pageSize: 20, page: 3 });
    expect(ids(third.rows)).toEqual(ids(allUsers.slice(40, 60)));
    const { rows, pages } = await walk((cursor) => users.list({ pageSize: 100, cursor }));
    expect(pages).toBe(Math.ceil(allUsers.length / 100));
    expect(ids(rows)).toEqual(ids(allUsers));
  });

  it('searches accounts by any part of a name, username or address, and by address prefix', async () => {
    const someone = allUsers.find((user) => user.email.includes('.')) as User;
    const prefix = someone.email.slice(0, someone.email.indexOf('@') + 3);
    const username = someone.username.slice(-9);
    for (const term of ['ELODIE', 'müller', 'मीरा', 'الحسن', 'example.in', username, 'ya']) {
      const want = allUsers.filter((user) => finds(user, term));
      const found = await users.list({ pageSize: 100, search: term });
      expect(want.length).toBeGreaterThan(0);
      expect({ term, found: ids(found.rows) }).toEqual({ term, found: ids(want.slice(0, 100)) });
      expect({ term, total: found.total }).toEqual({ term, total: Math.min(want.length, 1000) });
    }
    const byPrefix = await users.list({ pageSize: 100, search: prefix.toUpperCase() });
    expect(ids(byPrefix.rows)).toEqual(ids(allUsers.filter((user) => finds(user, prefix))));
    expect(ids(byPrefix.rows)).toContain(someone.id);
    expect((await users.list({ pageSize: 10, search: 'Zzqx' })).total).toBe(0);
  });

  it('finds an account by its name as changed, whatever code changes it', async () => {
    const target = allUsers[10] as User;
    await users.setFullName(target.id, 'Zoë Quistgård');
    const find = async (term: string) =>
      ids((await users.list({ pageSize: 10, search: term })).rows);
    expect(await find('quistgard')).toEqual([target.id]);
    await users.setFullName(target.id, 'Renée Ångström');
    expect(await find('quistgard')).toEqual([]);
    expect(await find('ANGSTR')).toEqual([target.id]);
    await users.setFullName(target.id, target.fullName);
  });

  if (dialect === 'postgres') {
    it('fills the stored search key of existing accounts in batches (migration 0027)', async () => {
      await sql`update users set search_key = null`.execute(db);
      await fillUserSearchKey(db as unknown as Kysely<unknown>, 100);
      const { rows } = await sql<{ empty: string; wrong: string }>`select
          count(*) filter (where search_key is null) as empty,
          count(*) filter (where search_key <> ${sql.raw(userSearchKey())}) as wrong
        from users`.execute(db);
      expect(rows[0]).toEqual({ empty: '0', wrong: '0' });
    });

    it('plans with the costs of solid-state storage on every connection of the pool', async () => {
      // At PostgreSQL's default (4) the planner read all 100,000 generated accounts to find the
      // first 1,001 named Meera (32 ms) instead of the trigram index (4 ms): bench --scale.
      const settings = await Promise.all(
        Array.from({ length: 4 }, () =>
          db.connection().execute(async (conn) => {
            const { rows } = await sql<{
              randomPageCost: string;
            }>`select current_setting('random_page_cost') as random_page_cost`.execute(conn);
            return rows[0]?.randomPageCost;
          }),
        ),
      );
      expect(settings).toEqual(['1.1', '1.1', '1.1', '1.1']);
    });
  }

  it('pages results newest first, by cursor, for one person, and by the people searched', async () => {
    const first = await quiz.listAttempts({ pageSize: 20 });
    expect(ids(first.rows)).toEqual(ids(allResults.slice(0, 20)));
    expect(first).toMatchObject({ total: RESULTS, totalCapped: false });
    const page5 = await quiz.listAttempts({ pageSize: 20, page: 5 });
    expect(ids(page5.rows)).toEqual(ids(allResults.slice(80, 100)));
    const { rows } = await walk((cursor) => quiz.listAttempts({ pageSize: 100, cursor }));
    expect(ids(rows)).toEqual(ids(allResults));

    const person = (allResults[3] as Listed).userId;
    const theirs = allResults.filter((row) => row.userId === person);
    const filtered = await walk((cursor) =>
      quiz.listAttempts({ pageSize: 1, userId: person, cursor }),
    );
    expect(ids(filtered.rows)).toEqual(ids(theirs));
    expect((await quiz.listAttempts({ pageSize: 5, userId: person })).total).toBe(theirs.length);

    // One category's, newest first, all of them by cursor, counted.
    const security = allResults.filter((row) => row.category === 'Security');
    expect(security.length).toBeGreaterThan(100);
    const inCategory = await walk((cursor) =>
      quiz.listAttempts({ pageSize: 100, category: 'Security', cursor }),
    );
    expect(ids(inCategory.rows)).toEqual(ids(security));
    expect(await quiz.listAttempts({ pageSize: 5, category: 'Security' })).toMatchObject({
      total: security.length,
      totalCapped: false,
    });
    expect((await quiz.listAttempts({ pageSize: 5, category: 'Nothing' })).rows).toEqual([]);

    // "example" is in every address: more than DENSE_MATCHES results, the list's index is walked.
    for (const term of ['Meera', 'शर्मा', 'example', 'müller']) {
      const want = allResults.filter((row) => finds(byId.get(row.userId) as User, term));
      const found = await quiz.listAttempts({ pageSize: 50, search: term });
      expect(want.length).toBeGreaterThan(0);
      expect({ term, found: ids(found.rows) }).toEqual({ term, found: ids(want.slice(0, 50)) });
      expect({ term, total: found.total, capped: found.totalCapped }).toEqual({
        term,
        total: Math.min(want.length, 1000),
        capped: want.length > 1000,
      });
      const next = await quiz.listAttempts({
        pageSize: 50,
        search: term,
        cursor: found.nextCursor ?? undefined,
      });
      if (found.nextCursor) expect(ids(next.rows)).toEqual(ids(want.slice(50, 100)));
    }
  });

  it('pages attempts newest first, by cursor, for one assessment, and by the people searched', async () => {
    const first = await assessments.listAttempts({ pageSize: 20 });
    expect(ids(first.rows)).toEqual(ids(allAttempts.slice(0, 20)));
    expect(first.total).toBe(ATTEMPTS);
    const { rows } = await walk((cursor) => assessments.listAttempts({ pageSize: 100, cursor }));
    expect(ids(rows)).toEqual(ids(allAttempts));

    const assessmentId = (allAttempts[0] as { assessmentId: string }).assessmentId;
    const ofOne = allAttempts.filter((row) => row.assessmentId === assessmentId);
    const filtered = await walk((cursor) =>
      assessments.listAttempts({ pageSize: 100, assessmentId, cursor }),
    );
    expect(ids(filtered.rows)).toEqual(ids(ofOne));

    for (const term of ['Arjun', 'الحسن', 'example']) {
      const want = allAttempts.filter((row) => finds(byId.get(row.userId) as User, term));
      const found = await assessments.listAttempts({ pageSize: 50, search: term });
      expect({ term, found: ids(found.rows) }).toEqual({ term, found: ids(want.slice(0, 50)) });
      expect(found.total).toBe(Math.min(want.length, 1000));
    }
  });

  it("counts an assessment's statistics over all its attempts and exports every one as CSV", async () => {
    const assessmentId = (allAttempts[0] as { assessmentId: string }).assessmentId;
    const { slug } = await db
      .selectFrom('assessments')
      .select('slug')
      .where('id', '=', assessmentId)
      .executeTakeFirstOrThrow();
    // Six attempts on the buckets' edges: 0, 19, 20, 79, 80 and 100 out of 100.
    const edges = await db
      .selectFrom('assessmentAttempts')
      .select('id')
      .where('assessmentId', '=', assessmentId)
      .where('submittedAt', 'is not', null)
      .limit(6)
      .execute();
    for (const [i, score] of [0, 19, 20, 79, 80, 100].entries()) {
      await db
        .updateTable('assessmentAttempts')
        .set({ score, total: 100 })
        .where('id', '=', edges[i]!.id)
        .execute();
    }
    const submitted = await db
      .selectFrom('assessmentAttempts')
      .select(['id', 'score', 'total', 'passed'])
      .where('assessmentId', '=', assessmentId)
      .where('submittedAt', 'is not', null)
      .execute();
    expect(submitted.length).toBeGreaterThan(50);
    const percents = submitted.map((a) => (a.total > 0 ? ((a.score ?? 0) * 100) / a.total : 0));
    const buckets = [0, 0, 0, 0, 0];
    for (const p of percents) buckets[Math.min(4, Math.floor(p / 20))]! += 1;
    const passed = submitted.filter((a) => a.passed === 1).length;
    const round = (n: number) => Math.round(n * 10) / 10;

    const get = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(admin.token) });
    const stats = json<{
      data: {
        attempts: number;
        passed: number;
        passRate: number;
        averagePercent: number;
        distribution: Array<{ count: number }>;
        recent: unknown[];
      };
    }>(await get(`/assessments/${slug}/stats`)).data;
    expect(stats).toMatchObject({
      attempts: submitted.length,
      passed,
      passRate: round((passed * 100) / submitted.length),
      averagePercent: round(percents.reduce((s, p) => s + p, 0) / submitted.length),
    });
    expect(stats.distribution.map((b) => b.count)).toEqual(buckets);
    expect(stats.recent).toHaveLength(50);

    // The export reads bounded batches, in the list's order, and writes every attempt once.
    const batches: string[][] = [];
    for await (const batch of assessments.submittedInBatches(assessmentId, 40))
      batches.push(batch.map((a) => a.id));
    expect(batches.length).toBe(Math.ceil(submitted.length / 40));
    expect(batches.flat().sort()).toEqual(submitted.map((a) => a.id).sort());
    const csv = await get(`/assessments/${slug}/results.csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines.length).toBe(submitted.length + 1);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(batches.flat());
  });

  it('answers the cursor and the caps over HTTP, and 4xx to what it cannot take', async () => {
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(admin.token) });
    const first = json<{ data: Array<{ id: string }>; nextCursor: string; totalCapped: boolean }>(
      await get('/users?pageSize=5'),
    );
    expect(first.totalCapped).toBe(false);
    const second = json<{ data: Array<{ id: string }> }>(
      await get(`/users?pageSize=5&cursor=${first.nextCursor}`),
    );
    expect(ids(second.data)).toEqual(ids(allUsers.slice(5, 10)));

    const results = json<{ data: Array<{ attemptId: string }>; nextCursor: string }>(
      await get('/results?pageSize=3'),
    );
    const more = json<{ data: Array<{ attemptId: string }> }>(
      await get(`/results?pageSize=3&cursor=${results.nextCursor}`),
    );
    expect(more.data.map((row) => row.attemptId)).toEqual(ids(allResults.slice(3, 6)));
    const cloud = json<{ data: Array<{ attemptId: string; category: string }>; total: number }>(
      await get('/results?pageSize=3&category=Cloud&search=example'),
    );
    const inCloud = allResults.filter((row) => row.category === 'Cloud');
    expect(cloud.data.map((row) => row.attemptId)).toEqual(ids(inCloud.slice(0, 3)));
    expect(cloud.total).toBe(Math.min(inCloud.length, 1000));

    const slug = (
      await db
        .selectFrom('assessments')
        .select('slug')
        .where('id', '=', (allAttempts[0] as { assessmentId: string }).assessmentId)
        .executeTakeFirstOrThrow()
    ).slug;
    const attempts = json<{ data: Array<{ attemptId: string; email: string }>; total: number }>(
      await get(`/assessments/attempts?assessment=${slug}&pageSize=4&search=example`),
    );
    const want = allAttempts.filter(
      (row) => row.assessmentId === (allAttempts[0] as { assessmentId: string }).assessmentId,
    );
    expect(attempts.data.map((row) => row.attemptId)).toEqual(ids(want.slice(0, 4)));
    expect(attempts.data[0]?.email).toBe(byId.get((want[0] as Listed).userId)?.email);

    for (const [url, status] of [
      ['/users?cursor=bm90LWpzb24', 400],
      ['/results?cursor=WzFd', 400],
      ['/results?search=ab', 400],
      ['/results?category=', 400],
      ['/assessments/attempts?search=%20ab%20', 400],
      ['/assessments/attempts?assessment=no-such-thing', 404],
    ] as const) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status });
      expect(json(response)).toMatchObject({ success: false });
    }
  });

  /** The plan of each query, as one text per query. */
  function plans(queries: { rows: Compilable; count: Compilable }): Promise<string[]> {
    return queryPlans(db, dialect, [queries.rows, queries.count]);
  }

  it('reads an index for every page, filter and search (EXPLAIN)', async () => {
    const u = allUsers[5] as User & Listed;
    const r = allResults[5] as Listed;
    const a = allAttempts[5] as Listed & { assessmentId: string };
    const sqlite = dialect === 'sqlite';
    const nameIndex = sqlite ? /users_fts/ : /users_search_key_trgm_idx/;
    const meeras = allUsers.filter((user) => finds(user, 'Meera')).map((user) => user.id);
    expect(meeras.length).toBeGreaterThan(1);
    const cases: Array<[string, { rows: Compilable; count: Compilable }, RegExp]> = [
      ['users first page', users.listQueries({ pageSize: 20 }), /users_list_idx/],
      ['users page 20', users.listQueries({ pageSize: 20, page: 20 }), /users_list_idx/],
      [
        'users cursor',
        users.listQueries({ pageSize: 20, cursor: { at: u.createdAt, id: u.id } }),
        /users_list_idx/,
      ],
      ['users name', users.listQueries({ pageSize: 20, search: 'Meera' }), nameIndex],
      [
        'users name, dense',
        users.listQueries({ pageSize: 20, search: 'Meera' }, true),
        sqlite ? /users_list_idx[^]*users_fts/ : /users_list_idx|users_search_key_trgm_idx/,
      ],
      [
        'users e-mail',
        users.listQueries({ pageSize: 20, search: 'meera.sharma@' }),
        sqlite ? /sqlite_autoindex_users_1/ : /users_email_key/,
      ],
      ['results first page', quiz.listQueries({ pageSize: 20 }), /quiz_attempts_results_idx/],
      [
        'results cursor',
        quiz.listQueries({ pageSize: 20, cursor: { at: r.at, id: r.id } }),
        /quiz_attempts_results_idx/,
      ],
      [
        'results of one person',
        quiz.listQueries({ pageSize: 20, userId: r.userId }),
        /quiz_attempts_user_results_idx/,
      ],
      [
        'results of one category',
        quiz.listQueries({ pageSize: 20, category: 'Security' }),
        /quiz_attempts_category_results_idx/,
      ],
      [
        // The people's rows first, never a walk of the category's index checking each account.
        'results of one category and many people found',
        quiz.listQueries({ pageSize: 20, category: 'Security', search: 'Meera' }),
        // On PostgreSQL's 2,000 accounts here the planner may walk them by their key and read
        // each one's results (quiz_attempts_user_idx); at 100,000 it reads the trigram index.
        sqlite
          ? /users_fts[^]*quiz_attempts_user_results_idx/
          : /users_search_key_trgm_idx|quiz_attempts_category_results_idx|quiz_attempts_user_idx/,
      ],
      [
        'results of a few people found',
        quiz.listQueries({ pageSize: 20, search: 'Meera' }, { userIds: meeras }),
        // Either per-person index: the partial one in the list's order, or 0001's on user_id.
        /quiz_attempts_user_(results_)?idx/,
      ],
      [
        'results of many people found',
        quiz.listQueries({ pageSize: 20, search: 'Meera' }),
        sqlite
          ? /users_fts[^]*quiz_attempts_user_results_idx|quiz_attempts_user_results_idx[^]*users_fts/
          : /users_search_key_trgm_idx|quiz_attempts_results_idx|quiz_attempts_user_idx/,
      ],
      [
        'results of many people found, dense',
        quiz.listQueries({ pageSize: 20, search: 'Meera' }, { dense: true }),
        // SQLite walks the list; PostgreSQL's query is the one above (`dense` changes nothing).
        sqlite
          ? /quiz_attempts_results_idx/
          : /users_search_key_trgm_idx|quiz_attempts_results_idx|quiz_attempts_user_idx/,
      ],
      [
        'results by e-mail',
        quiz.listQueries({ pageSize: 20, search: 'meera.sharma@' }),
        sqlite ? /sqlite_autoindex_users_1/ : /users_email_key/,
      ],
      [
        'attempts first page',
        assessments.attemptListQueries({ pageSize: 20 }),
        /assessment_attempts_list_idx/,
      ],
      [
        'attempts cursor',
        assessments.attemptListQueries({ pageSize: 20, cursor: { at: a.at, id: a.id } }),
        /assessment_attempts_list_idx/,
      ],
      [
        'attempts of one assessment',
        assessments.attemptListQueries({ pageSize: 20, assessmentId: a.assessmentId }),
        /assessment_attempts_assessment_list_idx/,
      ],
      [
        'attempts of one assessment and many people found',
        assessments.attemptListQueries({
          pageSize: 20,
          assessmentId: a.assessmentId,
          search: 'Meera',
        }),
        sqlite
          ? /users_fts[^]*assessment_attempts_user_idx/
          : /users_search_key_trgm_idx|assessment_attempts_assessment_list_idx|assessment_attempts_user_idx/,
      ],
      [
        'attempts of a few people found',
        assessments.attemptListQueries({ pageSize: 20, search: 'Meera' }, { userIds: meeras }),
        /assessment_attempts_user_idx/,
      ],
      [
        'attempts of many people found',
        assessments.attemptListQueries({ pageSize: 20, search: 'Meera' }),
        sqlite
          ? nameIndex
          : /users_search_key_trgm_idx|assessment_attempts_list_idx|assessment_attempts_user_idx/,
      ],
      [
        'attempts of many people found, dense',
        assessments.attemptListQueries({ pageSize: 20, search: 'Meera' }, { dense: true }),
        sqlite
          ? /assessment_attempts_list_idx/
          : /users_search_key_trgm_idx|assessment_attempts_list_idx|assessment_attempts_user_idx/,
      ],
    ];
    for (const [name, queries, index] of cases) {
      const [rows, count] = await plans(queries);
      for (const plan of [rows, count] as string[]) {
        if (sqlite) {
          // A scan without an index reads the whole table: every SCAN must name one.
          expect({ name, plan }).not.toEqual({
            name,
            plan: expect.stringMatching(
              /SCAN (users|quiz_attempts|assessment_attempts)\b(?! USING)/,
            ),
          });
        } else {
          expect({ name, plan }).not.toEqual({ name, plan: expect.stringMatching(/"Seq Scan"/) });
        }
      }
      expect({ name, plans: `${rows}\n${count}` }).toEqual({
        name,
        plans: expect.stringMatching(index),
      });
    }
  });
});
