// The generator's quiz results and assessment attempts (npm run seed:scale -- --results=N
// --attempts=N), for the admin's lists of them. Two tables, two counts: a quiz result is a row of
// quiz_attempts (the open practice quiz), an assessment attempt one of assessment_attempts.
//
// Both belong to the accounts of the same run (or, without --users, to accounts already there),
// start over ten years and take minutes to an hour. Most are submitted; the rest are open, as a
// person leaves one mid-way (the database allows one open attempt per person, assessment and
// level: an attempt that would be a second one is generated submitted). Each run adds three
// assessments of its own (slugs from the run's tag) that its attempts are spread over.
import type { Db } from '../db/database';

type Row = ReadonlyArray<string | number | null>;

interface Random {
  next(): number;
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** What seed-scale.ts lends: its run's random source and tag, and its row helpers. */
export interface ScaleRun {
  random: Random;
  tag: string;
  now: number;
  /** The run's accounts; empty: those already in the database. */
  userIds: readonly string[];
  report: (table: string, rows: number, seconds: number) => void;
  insertRows: (
    db: Db,
    table: string,
    columns: readonly string[],
    count: number,
    make: (index: number) => Row,
  ) => Promise<number>;
  person: (random: Random) => { name: string };
  uuid: (random: Random) => string;
  pastMoment: (random: Random, now: number) => number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const CATEGORIES = ['Networking', 'Security', 'Cloud', 'Programming', 'Office', 'Accounting'];
const LEVELS = ['Foundation', 'Practitioner', 'Expert'];
const SUBMIT_REASONS = ['submitted', 'submitted', 'submitted', 'time-up', 'security'];
const MINUTE_MS = 60_000;

export interface AssessmentScaleCounts {
  /** Submitted quiz attempts (the admin's results). */
  results?: number;
  /** Assessment attempts, open or submitted. */
  attempts?: number;
}

/** A score out of `total` and whether it passes at 70 %. */
function scored(random: Random, total: number) {
  const score = random.int(total + 1);
  return { score, passed: score * 100 >= 70 * total ? 1 : 0 };
}

export async function seedAssessmentScale(
  db: Db,
  counts: AssessmentScaleCounts,
  run: ScaleRun,
): Promise<void> {
  const { random, now, insertRows, person, uuid, pastMoment } = run;
  const results = counts.results ?? 0;
  const attempts = counts.attempts ?? 0;
  if (results <= 0 && attempts <= 0) return;
  const owners =
    run.userIds.length > 0
      ? run.userIds
      : (await db.selectFrom('users').select('id').limit(10_000).execute()).map((row) => row.id);
  if (owners.length === 0) throw new Error('results and attempts need users: give --users=N');

  if (results > 0) {
    const seconds = await insertRows(
      db,
      'quiz_attempts',
      [
        'id',
        'user_id',
        'category',
        'question_ids',
        'deadline',
        'answers',
        'score',
        'total',
        'passed',
        'started_at',
        'submitted_at',
      ],
      results,
      () => {
        const started = pastMoment(random, now);
        const total = 10 + random.int(3) * 5;
        const { score, passed } = scored(random, total);
        return [
          uuid(random),
          random.pick(owners),
          random.pick(CATEGORIES),
          // The questions served are not generated: no question bank goes with them.
          '[]',
          iso(started + 30 * MINUTE_MS),
          '[]',
          score,
          total,
          passed,
          iso(started),
          iso(started + (1 + random.int(29)) * MINUTE_MS),
        ];
      },
    );
    run.report('quiz_attempts', results, seconds);
  }

  if (attempts > 0) {
    const assessments = [0, 1, 2].map((n) => ({ id: uuid(random), slug: `scale-${run.tag}-${n}` }));
    const created = iso(now - 10 * 365 * 24 * 3600 * 1000);
    await db
      .insertInto('assessments')
      .values(
        assessments.map(({ id, slug }, n) => ({
          id,
          slug,
          name: `Generated assessment ${run.tag} ${n + 1}`,
          description: 'Generated for measuring the admin lists',
          categories: JSON.stringify([CATEGORIES[n]]),
          levels: JSON.stringify(
            LEVELS.map((level) => ({ level, questionCount: 20, durationMinutes: 30 })),
          ),
          passPercent: 70,
          maxAttempts: 3,
          waitMinutes: 0,
          requiredRole: null,
          issuesCertificate: 0,
          securityLimit: 3,
          active: 1,
          createdAt: created,
          updatedAt: created,
        })),
      )
      .execute();
    const open = new Set<string>();
    const seconds = await insertRows(
      db,
      'assessment_attempts',
      [
        'id',
        'assessment_id',
        'user_id',
        'level',
        'full_name',
        'served',
        'answers',
        'security_events',
        'deadline',
        'score',
        'total',
        'passed',
        'submit_reason',
        'started_at',
        'submitted_at',
        'pass_percent',
        'issues_certificate',
        'security_limit',
      ],
      attempts,
      () => {
        const started = pastMoment(random, now);
        const assessment = random.pick(assessments);
        const userId = random.pick(owners);
        const level = random.pick(LEVELS);
        const key = `${userId} ${assessment.id} ${level}`;
        const isOpen = random.chance(0.03) && !open.has(key);
        if (isOpen) open.add(key);
        const total = 20;
        const { score, passed } = scored(random, total);
        return [
          uuid(random),
          assessment.id,
          userId,
          level,
          person(random).name,
          '[]',
          '[]',
          random.chance(0.1) ? 1 + random.int(3) : 0,
          iso(started + 30 * MINUTE_MS),
          isOpen ? null : score,
          total,
          isOpen ? null : passed,
          isOpen ? null : random.pick(SUBMIT_REASONS),
          iso(started),
          isOpen ? null : iso(started + (1 + random.int(29)) * MINUTE_MS),
          70,
          0,
          3,
        ];
      },
    );
    run.report('assessment_attempts', attempts, seconds);
  }
}
