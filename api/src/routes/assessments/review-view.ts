// One attempt as an admin reviews it: the questions as that user saw them, the answers, the
// correct options, the security events and the review's state. Shared by the review's read and
// the admin's decision (which answers with the review as it now stands).
import type { AttemptReview } from 'contracts';
import type { AssessmentsRepository } from '../../db/repositories/assessments';
import type { QuestionsRepository } from '../../db/repositories/questions';
import { notFound } from '../../lib/http-error';
import { rulesOf } from './service';

export async function attemptReview(
  repos: { assessments: AssessmentsRepository; questions: QuestionsRepository },
  attemptId: string,
): Promise<AttemptReview> {
  const repo = repos.assessments;
  const attempt = await repo.attemptWithUser(attemptId);
  if (!attempt) throw notFound('Attempt not found');
  const assessment = await repo.findById(attempt.assessmentId);
  if (!assessment) throw notFound('Attempt not found');
  const [questions, events, retake] = await Promise.all([
    // Soft-deleted questions included: the attempt keeps what it served.
    repos.questions.findByIds(attempt.served.map((q) => q.questionId)),
    repo.eventsOfAttempt(attempt.id),
    repo.unusedRetake(attempt.userId, attempt.assessmentId, attempt.level),
  ]);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const chosen = new Map(attempt.answers.map((a) => [a.questionId, a.selectedOption]));
  return {
    attemptId: attempt.id,
    assessment: { slug: assessment.slug, name: assessment.name },
    username: attempt.username,
    email: attempt.email,
    fullName: attempt.fullName,
    level: attempt.level,
    startedAt: attempt.startedAt,
    deadline: attempt.deadline,
    submittedAt: attempt.submittedAt,
    submitReason: attempt.submitReason,
    score: attempt.score,
    total: attempt.total,
    passed: attempt.passed,
    passPercent: rulesOf(assessment, attempt).passPercent,
    certificateId: attempt.certificateId,
    review: attempt.reviewStatus,
    reviewedAt: attempt.reviewedAt,
    retakeAllowed: retake !== undefined,
    questions: attempt.served.map((s) => {
      const q = byId.get(s.questionId);
      const selected = chosen.get(s.questionId) ?? null;
      // The indexes are in the order this user saw the options.
      const correctOption = q ? s.order.indexOf(q.correctOption) : -1;
      return {
        questionId: s.questionId,
        text: q?.text ?? '',
        options: s.order.map((i) => q?.options[i] ?? ''),
        selectedOption: selected,
        correctOption,
        correct: selected !== null && selected === correctOption,
      };
    }),
    events,
  };
}
