// The rules of an assessment attempt as pure functions (time passed in), so they are unit-tested
// with a fake clock: option shuffling, scoring in the served order, deadlines, attempt limits.
import { randomInt } from 'node:crypto';
import type { LevelSpec, SavedAnswer } from 'contracts';
import { englishText, say, type Said } from '../lib/http-error';

export type { LevelSpec, SavedAnswer };

/** One served question: `order[i]` is the original index of the i-th option shown. */
export interface ServedQuestion {
  questionId: string;
  order: number[];
}

/** Fisher-Yates with a CSPRNG by default; `random(n)` returns an integer in [0, n). */
export function shuffle<T>(items: readonly T[], random: (n: number) => number = randomInt): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function serveOptions(
  questionId: string,
  optionCount: number,
  random?: (n: number) => number,
): ServedQuestion {
  const identity = Array.from({ length: optionCount }, (_, i) => i);
  return { questionId, order: shuffle(identity, random) };
}

/** Correct answers among the served questions; answers to anything else are ignored. */
export function scoreAnswers(
  served: ServedQuestion[],
  answers: SavedAnswer[],
  correctOption: Map<string, number>,
): number {
  const chosen = new Map(answers.map((a) => [a.questionId, a.selectedOption]));
  let score = 0;
  for (const q of served) {
    const selected = chosen.get(q.questionId);
    if (selected === null || selected === undefined) continue;
    const original = q.order[selected];
    if (original !== undefined && original === correctOption.get(q.questionId)) score += 1;
  }
  return score;
}

export function hasPassed(score: number, total: number, passPercent: number): boolean {
  return total > 0 && score * 100 >= passPercent * total;
}

export function deadlineFor(now: Date, durationMinutes: number): string {
  return new Date(now.getTime() + durationMinutes * 60_000).toISOString();
}

/** Answers may still be saved or submitted: before the deadline plus a small network grace. */
export function isOpen(deadline: string, now: Date, graceSeconds = 0): boolean {
  return now.getTime() <= Date.parse(deadline) + graceSeconds * 1000;
}

export interface PastAttempt {
  submittedAt: string | null;
  passed: boolean | null;
  /** 'duplicate': closed by migration 0009 as a second open attempt; it counts for nothing. */
  submitReason?: string | null;
}

/** The attempts that count toward the limit and the wait. */
const counted = (attempts: PastAttempt[]) =>
  attempts.filter((a) => a.submittedAt !== null && a.submitReason !== 'duplicate');

/**
 * Why the person may not start this level again without an admin's allowance: an attempt of it
 * earned a certificate (a passed certifying level), or one waits for an admin's review (which
 * could still grant one). Undefined when nothing holds them back.
 */
export function heldBack(
  attempts: Array<{ certificateId: string | null; reviewStatus: string | null }>,
): Said | undefined {
  if (attempts.some((a) => a.reviewStatus === 'pending')) return say('REVIEW_PENDING');
  if (attempts.some((a) => a.certificateId !== null)) return say('ALREADY_CERTIFIED');
  return undefined;
}

export type Eligibility =
  { allowed: true } | { allowed: false; message: string; refusal: Said; nextAttemptAt?: string };

/** Whether another attempt may start now, given the finished attempts of this level. */
export function eligibility(
  rules: { maxAttempts: number; waitMinutes: number },
  attempts: PastAttempt[],
  now: Date,
): Eligibility {
  const finished = counted(attempts);
  if (rules.maxAttempts > 0 && finished.length >= rules.maxAttempts) {
    const refusal = say('ATTEMPTS_USED', { count: rules.maxAttempts });
    return { allowed: false, message: englishText(refusal), refusal };
  }
  const last = finished
    .map((a) => a.submittedAt as string)
    .sort()
    .pop();
  if (last && rules.waitMinutes > 0) {
    const next = new Date(Date.parse(last) + rules.waitMinutes * 60_000);
    if (now < next) {
      const refusal = say('NEXT_ATTEMPT', { time: next.toISOString() });
      return {
        allowed: false,
        message: englishText(refusal),
        refusal,
        nextAttemptAt: next.toISOString(),
      };
    }
  }
  return { allowed: true };
}

/** When the next attempt may start after a finished one (undefined: none left). */
export function nextAttemptAt(
  rules: { maxAttempts: number; waitMinutes: number },
  attempts: PastAttempt[],
  now: Date,
): string | undefined {
  const finished = counted(attempts);
  if (rules.maxAttempts > 0 && finished.length >= rules.maxAttempts) return undefined;
  const last = finished
    .map((a) => a.submittedAt as string)
    .sort()
    .pop();
  const from = last ? Date.parse(last) + rules.waitMinutes * 60_000 : now.getTime();
  return new Date(Math.max(from, now.getTime())).toISOString();
}

/**
 * The admin chart's five 20-point buckets (0-19, 20-39, 40-59, 60-79, 80-100) from their counts,
 * which the database takes (AssessmentReviewsRepository.attemptStatistics).
 */
export function distributionOf(counts: readonly number[]): Array<{ range: string; count: number }> {
  return [0, 20, 40, 60, 80].map((from, i) => ({
    range: from === 80 ? '80-100' : `${from}-${from + 19}`,
    count: counts[i] ?? 0,
  }));
}
