// The attempt's life after it starts, shared by the candidate's routes: scoring and recording it
// (finish), scoring one whose time ran out (settle), the certificate it earns (certificateFor, also
// used by an admin's grant after a review), its result, and the view its taker gets. The
// repositories and settings are passed in, so the service has no Fastify dependency.
import { ATTEMPT_GRACE_SECONDS, type Attempt, type AttemptResult } from 'contracts';
import type {
  AssessmentAttemptRecord,
  AssessmentRecord,
  AssessmentsRepository,
} from '../../db/repositories/assessments';
import type { QuestionsRepository } from '../../db/repositories/questions';
import type { Db } from '../../db/database';
import type { NewCertificate } from '../../db/schema';
import type { CredentialService } from '../../credentials/service';
import { conflict, HttpError } from '../../lib/http-error';
import { newCertificateId, newId } from '../../lib/ids';
import {
  hasPassed,
  isOpen,
  nextAttemptAt,
  scoreAnswers,
  type SavedAnswer,
} from '../../assessments/rules';

export interface AttemptRepos {
  assessments: AssessmentsRepository;
  questions: QuestionsRepository;
  /** Signs the certificate a passed attempt issues (its credential is stored with it). */
  credentials: CredentialService;
}

/** Why an attempt was scored. */
export type SubmitReason = 'submitted' | 'deadline' | 'security';

/** The rules an attempt runs under: those it started with (older attempts: the current ones). */
export function rulesOf(assessment: AssessmentRecord, attempt: AssessmentAttemptRecord) {
  return {
    passPercent: attempt.passPercent ?? assessment.passPercent,
    issuesCertificate: attempt.issuesCertificate ?? assessment.issuesCertificate,
    securityLimit: attempt.securityLimit ?? assessment.securityLimit,
  };
}

export async function resultOf(
  repos: AttemptRepos,
  assessment: AssessmentRecord,
  attempt: AssessmentAttemptRecord,
  now: Date,
): Promise<AttemptResult> {
  const result: AttemptResult = {
    score: attempt.score ?? 0,
    total: attempt.total,
    passed: attempt.passed ?? false,
    passPercent: rulesOf(assessment, attempt).passPercent,
  };
  if (attempt.certificateId) result.certificateId = attempt.certificateId;
  if (attempt.submitReason) result.submitReason = attempt.submitReason;
  if (attempt.reviewStatus) result.review = attempt.reviewStatus;
  if (!result.passed || attempt.reviewStatus === 'refused') {
    const past = await repos.assessments.attemptsOf(attempt.userId, assessment.id, attempt.level);
    const next = nextAttemptAt(assessment, past, now);
    if (next) result.nextAttemptAt = next;
  }
  return result;
}

/**
 * The signed certificate an attempt earns, ready to insert (bound to the attempt: the database
 * keeps one per attempt). `issuedByUserId`: the admin who granted it after a review. `db`: the
 * caller's transaction, when it signs inside one.
 */
export async function certificateFor(
  credentials: CredentialService,
  issuer: string,
  assessment: AssessmentRecord,
  attempt: AssessmentAttemptRecord,
  now: Date,
  issuedByUserId: string | null = null,
  db?: Db,
): Promise<NewCertificate> {
  const unsigned = {
    id: newId(),
    certificateId: newCertificateId(),
    fullName: attempt.fullName,
    courseName: `${assessment.name} — ${attempt.level}`,
    issuedBy: issuer,
    issueDate: now.toISOString().slice(0, 10),
    status: 'valid' as const,
    revokedReason: null,
    revokedAt: null,
    issuedByUserId,
    createdAt: now.toISOString(),
    attemptId: attempt.id,
  };
  const { passPercent } = rulesOf(assessment, attempt);
  return credentials.signNew(
    unsigned,
    {
      userId: attempt.userId,
      assessment: { name: assessment.name, level: attempt.level, passPercent },
    },
    db,
  );
}

/**
 * Scores and records the attempt (once); issues the certificate, in the same transaction, when
 * it passes and the assessment certifies. An attempt the security rule ended issues none: when it
 * passed it waits for an admin's review, who grants or refuses the certificate. `issuer` is the
 * name printed as the issuer.
 */
export async function finish(
  repos: AttemptRepos,
  issuer: string,
  assessment: AssessmentRecord,
  attempt: AssessmentAttemptRecord,
  answers: SavedAnswer[],
  reason: SubmitReason,
  now: Date,
): Promise<AttemptResult> {
  const questions = await repos.questions.findByIds(attempt.served.map((q) => q.questionId));
  const correct = new Map(questions.map((q) => [q.id, q.correctOption]));
  const score = scoreAnswers(attempt.served, answers, correct);
  const rules = rulesOf(assessment, attempt);
  const passed = hasPassed(score, attempt.total, rules.passPercent);
  const earns = passed && rules.issuesCertificate;
  const review = earns && reason === 'security' ? ('pending' as const) : undefined;
  const certificate =
    earns && !review
      ? await certificateFor(repos.credentials, issuer, assessment, attempt, now)
      : undefined;
  const stored = await repos.assessments.submit({
    id: attempt.id,
    answers,
    score,
    passed,
    reason,
    now: now.toISOString(),
    certificate,
    review,
  });
  if (!stored) throw conflict('This attempt has already been submitted');
  const updated = await repos.assessments.findAttempt(attempt.id);
  return resultOf(repos, assessment, updated ?? attempt, now);
}

/** An unsubmitted attempt whose time is over is scored with what was saved. */
export async function settle(
  repos: AttemptRepos,
  issuer: string,
  assessment: AssessmentRecord,
  attempt: AssessmentAttemptRecord,
  now: Date,
): Promise<AssessmentAttemptRecord> {
  if (attempt.submittedAt || isOpen(attempt.deadline, now, ATTEMPT_GRACE_SECONDS)) return attempt;
  try {
    await finish(repos, issuer, assessment, attempt, attempt.answers, 'deadline', now);
  } catch (error) {
    // Submitted meanwhile by another request: what is stored is the answer.
    if (!(error instanceof HttpError)) throw error;
  }
  return (await repos.assessments.findAttempt(attempt.id)) ?? attempt;
}

/** The attempt as its taker sees it: questions without answers, in the served option order. */
export async function attemptView(
  repos: AttemptRepos,
  assessment: AssessmentRecord,
  attempt: AssessmentAttemptRecord,
  now: Date,
  name = assessment.name,
): Promise<Attempt> {
  const questions = await repos.questions.findByIds(attempt.served.map((q) => q.questionId));
  const byId = new Map(questions.map((q) => [q.id, q]));
  return {
    attemptId: attempt.id,
    assessment: assessment.slug,
    name,
    level: attempt.level,
    fullName: attempt.fullName,
    deadline: attempt.deadline,
    serverTime: now.toISOString(),
    questions: attempt.served.map((s) => {
      const q = byId.get(s.questionId);
      return {
        id: s.questionId,
        text: q?.text ?? '',
        options: s.order.map((i) => q?.options[i] ?? ''),
      };
    }),
    answers: attempt.answers,
    securityEvents: attempt.securityEvents,
    securityLimit: rulesOf(assessment, attempt).securityLimit,
    submitted: attempt.submittedAt !== null,
    ...(attempt.submittedAt ? { result: await resultOf(repos, assessment, attempt, now) } : {}),
  };
}
