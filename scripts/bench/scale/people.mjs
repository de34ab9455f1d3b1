// The admin's lists of accounts, quiz results and assessment attempts over generated data
// (npm run seed:scale -- --users=N --results=N --attempts=N): each page, filtered page and
// search, as the repositories run them (every query of a page: rows and count, and for a search
// of results or attempts the look-up of the accounts first).
import { dist, fromApi } from './common.mjs';

const { sql } = fromApi('kysely');

/** The row halfway down a list (its order's keys), for a deep page by cursor. */
async function middleOf(db, table, at, where = sql``, person = 'user_id') {
  const size = Number(
    (await sql`select count(*) as n from ${sql.table(table)} ${where}`.execute(db)).rows[0].n,
  );
  if (size === 0) return { size, row: null };
  const row = (
    await sql`select ${sql.ref(at)} as at, id, ${sql.ref(person)} as user_id from ${sql.table(table)} ${where}
      order by ${sql.ref(at)} desc, id limit 1 offset ${Math.floor(size / 2)}`.execute(db)
  ).rows[0];
  return { size, row };
}

/** A generated account's address (the searches by username part and e-mail prefix use it). */
async function generatedEmail(db) {
  return (
    (await sql`select email from users where email like 'meera.%' order by id limit 1`.execute(db))
      .rows[0]?.email ?? 'meera.nobody@example.com'
  );
}

/** Searches of people: a common name, accents, two other scripts, an address prefix, nothing. */
function searches(email) {
  return [
    ['common name "Meera"', 'Meera'],
    ['accents "muller"', 'muller'],
    ['rare name "hakon odegard"', 'hakon ødegård'],
    ['Devanagari "मीरा शर्मा"', 'मीरा शर्मा'],
    ['Arabic "الحسن"', 'الحسن'],
    ['username part', email.slice(0, email.indexOf('@')).split('.').slice(-2).join('_')],
    ['e-mail prefix', email.slice(0, email.indexOf('@') + 4)],
    ['nothing found', 'Zzqxv'],
  ];
}

/** A case answering the page's total (the number of rows it found). */
const counted = (name, list) => [name, async () => (await list()).total];

export async function userCases(db) {
  const { UsersRepository } = dist('db/repositories/users.js');
  const users = new UsersRepository(db);
  const { size, row } = await middleOf(db, 'users', 'created_at', sql``, 'id');
  if (!row) return { size, cases: [] };
  const email = await generatedEmail(db);
  return {
    size,
    cases: [
      counted('first page', () => users.list({ pageSize: 20 })),
      counted('page 500 (by number)', () => users.list({ pageSize: 20, page: 500 })),
      counted('deep page (middle, by cursor)', () =>
        users.list({ pageSize: 20, cursor: { at: row.at, id: row.id } }),
      ),
      ...searches(email).map(([name, term]) =>
        counted(`search: ${name}`, () => users.list({ pageSize: 20, search: term })),
      ),
    ],
  };
}

export async function resultCases(db) {
  const { QuizRepository } = dist('db/repositories/quiz.js');
  const quiz = new QuizRepository(db);
  const { size, row } = await middleOf(
    db,
    'quiz_attempts',
    'submitted_at',
    sql`where submitted_at is not null`,
  );
  if (!row) return { size, cases: [] };
  const email = await generatedEmail(db);
  const cursor = { at: row.at, id: row.id };
  return {
    size,
    cases: [
      counted('first page', () => quiz.listAttempts({ pageSize: 20 })),
      counted('page 500 (by number)', () => quiz.listAttempts({ pageSize: 20, page: 500 })),
      counted('deep page (middle, by cursor)', () => quiz.listAttempts({ pageSize: 20, cursor })),
      counted('filtered: one person', () =>
        quiz.listAttempts({ pageSize: 20, userId: row.userId }),
      ),
      counted('filtered: one category', () =>
        quiz.listAttempts({ pageSize: 20, category: 'Security' }),
      ),
      counted('filtered: one category and a name', () =>
        quiz.listAttempts({ pageSize: 20, category: 'Security', search: 'Meera' }),
      ),
      ...searches(email).map(([name, term]) =>
        counted(`search: ${name}`, () => quiz.listAttempts({ pageSize: 20, search: term })),
      ),
    ],
  };
}

export async function attemptCases(db) {
  const { AssessmentsRepository } = dist('db/repositories/assessments.js');
  const assessments = new AssessmentsRepository(db);
  const { size, row } = await middleOf(db, 'assessment_attempts', 'started_at');
  if (!row) return { size, cases: [] };
  const assessmentId = (
    await sql`select assessment_id from assessment_attempts where id = ${row.id}`.execute(db)
  ).rows[0].assessmentId;
  const email = await generatedEmail(db);
  const cursor = { at: row.at, id: row.id };
  return {
    size,
    cases: [
      counted('first page', () => assessments.listAttempts({ pageSize: 20 })),
      counted('page 500 (by number)', () => assessments.listAttempts({ pageSize: 20, page: 500 })),
      counted('deep page (middle, by cursor)', () =>
        assessments.listAttempts({ pageSize: 20, cursor }),
      ),
      counted('filtered: one assessment', () =>
        assessments.listAttempts({ pageSize: 20, assessmentId }),
      ),
      counted('filtered: one assessment, deep', () =>
        assessments.listAttempts({ pageSize: 20, assessmentId, cursor }),
      ),
      counted('filtered: one assessment and a name', () =>
        assessments.listAttempts({ pageSize: 20, assessmentId, search: 'Meera' }),
      ),
      ...searches(email).map(([name, term]) =>
        counted(`search: ${name}`, () => assessments.listAttempts({ pageSize: 20, search: term })),
      ),
    ],
  };
}
