// The legacy quiz's options, shuffled per attempt like an assessment's: the attempt keeps the
// order it served, and an answer (an index in that order) is mapped back through it before it is
// compared with the question's correct option. The client's index is never taken as the bank's.
import type { QuestionRecord } from '../db/repositories/questions';
import type { AnswerRecord, AttemptRecord } from '../db/repositories/quiz';
import { serveOptions } from '../assessments/rules';

/** A question as the attempt serves it: its options in a fresh random order, and that order. */
export function shuffledQuestion(question: QuestionRecord, random?: (n: number) => number) {
  const { order } = serveOptions(question.id, question.options.length, random);
  return { order, options: order.map((i) => question.options[i] as string) };
}

/**
 * The score of `answers` (already checked to be served questions, each once), or the index of
 * the first answer whose option the question did not have.
 */
export function gradeQuiz(
  attempt: Pick<AttemptRecord, 'questionIds' | 'optionOrders'>,
  answers: AnswerRecord[],
  questions: QuestionRecord[],
): { ok: true; score: number } | { ok: false; index: number } {
  const byId = new Map(questions.map((q) => [q.id, q]));
  let score = 0;
  for (const [index, answer] of answers.entries()) {
    if (answer.selectedOption === null) continue;
    const question = byId.get(answer.questionId);
    // Attempts served before the shuffle showed the options in the stored order.
    const order =
      attempt.optionOrders?.[attempt.questionIds.indexOf(answer.questionId)] ??
      (question ? question.options.map((_, i) => i) : []);
    const original = order[answer.selectedOption];
    if (original === undefined) return { ok: false, index };
    if (question && original === question.correctOption) score += 1;
  }
  return { ok: true, score };
}
