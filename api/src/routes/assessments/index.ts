// Assessments: leveled, timed exams. The server draws the questions, shuffles their options,
// keeps the deadline and the saved answers, scores the attempt and, when a certifying attempt
// passes, issues the certificate in the same transaction. The browser never decides a result.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/database';
import type { AssessmentAttemptRecord, AssessmentRecord } from '../../db/repositories/assessments';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error';
import { newCertificateId, newId } from '../../lib/ids';
import { userOf, type CurrentUser } from '../../plugins/auth';
import { dataResponse, errors } from '../../schemas';
import { fullNameProblem, fullNameSchema, normalizeFullName } from '../users/full-name';
import {
  adminViewSchema,
  assessmentSchema,
  checkAssessment,
  createBody,
  DEFAULTS,
  updateBody,
  type AdminBody,
} from './admin';
import {
  deadlineFor,
  distribution,
  eligibility,
  hasPassed,
  isOpen,
  nextAttemptAt,
  scoreAnswers,
  serveOptions,
  type SavedAnswer,
} from './rules';

const bearer = [{ bearerAuth: [] }];
const GRACE_SECONDS = 15;
const SECURITY_KINDS = ['tab-hidden', 'fullscreen-exit', 'copy', 'paste', 'context-menu'] as const;

const slugParams = {
  type: 'object',
  additionalProperties: false,
  required: ['slug'],
  properties: { slug: { type: 'string', pattern: '^[a-z0-9-]{1,80}$' } },
} as const;
const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

const resultSchema = {
  type: 'object',
  required: ['score', 'total', 'passed', 'passPercent'],
  properties: {
    score: { type: 'integer' },
    total: { type: 'integer' },
    passed: { type: 'boolean' },
    passPercent: { type: 'integer' },
    certificateId: { type: 'string' },
    nextAttemptAt: { type: 'string' },
    submitReason: { type: 'string' },
  },
} as const;

const attemptSchema = {
  type: 'object',
  required: [
    'attemptId',
    'assessment',
    'name',
    'level',
    'fullName',
    'deadline',
    'questions',
    'answers',
    'securityEvents',
    'securityLimit',
    'submitted',
  ],
  properties: {
    attemptId: { type: 'string' },
    assessment: { type: 'string' },
    name: { type: 'string' },
    level: { type: 'string' },
    fullName: { type: 'string' },
    deadline: { type: 'string' },
    serverTime: { type: 'string' },
    questions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'text', 'options'],
        properties: {
          id: { type: 'string' },
          text: { type: 'string' },
          options: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    answers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['questionId', 'selectedOption'],
        properties: {
          questionId: { type: 'string' },
          selectedOption: { type: ['integer', 'null'] },
        },
      },
    },
    securityEvents: { type: 'integer' },
    securityLimit: { type: 'integer' },
    submitted: { type: 'boolean' },
    result: resultSchema,
  },
} as const;

const answersBody = {
  type: 'array',
  maxItems: 100,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['questionId', 'selectedOption'],
    properties: {
      questionId: { type: 'string', format: 'uuid' },
      selectedOption: { type: ['integer', 'null'], minimum: 0, maximum: 5 },
    },
  },
} as const;

const nullable = (type: 'string' | 'integer' | 'boolean') => ({ type: [type, 'null'] }) as const;

/** An admin's review of one attempt: everything the user saw, chose and triggered. */
const reviewResponse = dataResponse({
  type: 'object',
  required: [
    'attemptId',
    'assessment',
    'username',
    'email',
    'fullName',
    'level',
    'startedAt',
    'deadline',
    'submittedAt',
    'submitReason',
    'score',
    'total',
    'passed',
    'passPercent',
    'certificateId',
    'questions',
    'events',
  ],
  properties: {
    attemptId: { type: 'string' },
    assessment: {
      type: 'object',
      required: ['slug', 'name'],
      properties: { slug: { type: 'string' }, name: { type: 'string' } },
    },
    username: { type: 'string' },
    email: { type: 'string' },
    fullName: { type: 'string' },
    level: { type: 'string' },
    startedAt: { type: 'string' },
    deadline: { type: 'string' },
    submittedAt: { ...nullable('string'), description: 'null while the attempt runs' },
    submitReason: {
      ...nullable('string'),
      description: 'submitted, deadline or security; null while the attempt runs',
    },
    score: nullable('integer'),
    total: { type: 'integer' },
    passed: nullable('boolean'),
    passPercent: { type: 'integer' },
    certificateId: nullable('string'),
    questions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['questionId', 'text', 'options', 'selectedOption', 'correctOption', 'correct'],
        properties: {
          questionId: { type: 'string' },
          text: { type: 'string' },
          options: {
            type: 'array',
            items: { type: 'string' },
            description: 'in the order the user saw them',
          },
          selectedOption: {
            ...nullable('integer'),
            description: 'index in the served order; null: not answered',
          },
          correctOption: { type: 'integer', description: 'index in the served order' },
          correct: { type: 'boolean' },
        },
      },
    },
    events: {
      type: 'array',
      description: 'security events in the order they happened',
      items: {
        type: 'object',
        required: ['kind', 'at'],
        properties: { kind: { type: 'string' }, at: { type: 'string' } },
      },
    },
  },
});

/** The rules an attempt runs under: those it started with (older attempts: the current ones). */
function rulesOf(assessment: AssessmentRecord, attempt: AssessmentAttemptRecord) {
  return {
    passPercent: attempt.passPercent ?? assessment.passPercent,
    issuesCertificate: attempt.issuesCertificate ?? assessment.issuesCertificate,
    securityLimit: attempt.securityLimit ?? assessment.securityLimit,
  };
}

function publicView(a: AssessmentRecord) {
  return {
    slug: a.slug,
    name: a.name,
    description: a.description,
    levels: a.levels,
    passPercent: a.passPercent,
    maxAttempts: a.maxAttempts,
    waitMinutes: a.waitMinutes,
    requiredRole: a.requiredRole,
    issuesCertificate: a.issuesCertificate,
    securityLimit: a.securityLimit,
  };
}

function adminView(a: AssessmentRecord, attempts: number) {
  return {
    ...publicView(a),
    categories: a.categories,
    active: a.active,
    attempts,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

function mayTake(a: AssessmentRecord, user: CurrentUser | null): boolean {
  if (a.requiredRole === null) return true;
  return user !== null && (user.role === a.requiredRole || user.role === 'admin');
}

/** Answers only for served questions, each once, with an index inside that question's options. */
function checkAnswers(attempt: AssessmentAttemptRecord, answers: SavedAnswer[]): void {
  const served = new Map(attempt.served.map((q) => [q.questionId, q.order.length]));
  const seen = new Set<string>();
  for (const [index, answer] of answers.entries()) {
    const optionCount = served.get(answer.questionId);
    if (optionCount === undefined)
      throw badRequest(`answers[${index}].questionId is not a question of this attempt`);
    if (seen.has(answer.questionId))
      throw badRequest(`answers[${index}].questionId is answered twice`);
    if (answer.selectedOption !== null && answer.selectedOption >= optionCount)
      throw badRequest(`answers[${index}].selectedOption is not an option of that question`);
    seen.add(answer.questionId);
  }
}

function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export default async function assessmentRoutes(app: FastifyInstance) {
  /** The signed-in user when a valid token is sent; null otherwise (public list). */
  async function optionalUser(request: FastifyRequest): Promise<CurrentUser | null> {
    if (!request.headers.authorization) return null;
    try {
      await app.authenticate(request, undefined as never);
      return request.currentUser;
    } catch {
      return null;
    }
  }

  async function ownAttempt(request: FastifyRequest<{ Params: { id: string } }>) {
    const user = userOf(request);
    const attempt = await app.repos.assessments.findAttempt(request.params.id);
    // Someone else's attempt looks exactly like a missing one.
    if (!attempt || attempt.userId !== user.id) throw notFound('Attempt not found');
    const assessment = await app.repos.assessments.findById(attempt.assessmentId);
    if (!assessment) throw notFound('Attempt not found');
    return { user, attempt, assessment };
  }

  /** Scores and records the attempt (once); issues the certificate when it passes and certifies. */
  async function finish(
    assessment: AssessmentRecord,
    attempt: AssessmentAttemptRecord,
    answers: SavedAnswer[],
    reason: string,
    now: Date,
  ) {
    const questions = await app.repos.questions.findByIds(attempt.served.map((q) => q.questionId));
    const correct = new Map(questions.map((q) => [q.id, q.correctOption]));
    const score = scoreAnswers(attempt.served, answers, correct);
    const rules = rulesOf(assessment, attempt);
    const passed = hasPassed(score, attempt.total, rules.passPercent);
    const certificate =
      passed && rules.issuesCertificate
        ? {
            id: newId(),
            certificateId: newCertificateId(),
            fullName: attempt.fullName,
            courseName: `${assessment.name} — ${attempt.level}`,
            issuedBy: app.config.site.brandName,
            issueDate: now.toISOString().slice(0, 10),
            status: 'valid' as const,
            revokedReason: null,
            revokedAt: null,
            issuedByUserId: null,
            createdAt: now.toISOString(),
          }
        : undefined;
    const stored = await app.repos.assessments.submit({
      id: attempt.id,
      answers,
      score,
      passed,
      reason,
      now: now.toISOString(),
      certificate,
    });
    if (!stored) throw conflict('This attempt has already been submitted');
    const updated = await app.repos.assessments.findAttempt(attempt.id);
    return resultOf(assessment, updated ?? attempt, now);
  }

  async function resultOf(
    assessment: AssessmentRecord,
    attempt: AssessmentAttemptRecord,
    now: Date,
  ) {
    const result: {
      score: number;
      total: number;
      passed: boolean;
      passPercent: number;
      certificateId?: string;
      nextAttemptAt?: string;
      submitReason?: string;
    } = {
      score: attempt.score ?? 0,
      total: attempt.total,
      passed: attempt.passed ?? false,
      passPercent: rulesOf(assessment, attempt).passPercent,
    };
    if (attempt.certificateId) result.certificateId = attempt.certificateId;
    if (attempt.submitReason) result.submitReason = attempt.submitReason;
    if (!result.passed) {
      const past = await app.repos.assessments.attemptsOf(
        attempt.userId,
        assessment.id,
        attempt.level,
      );
      const next = nextAttemptAt(assessment, past, now);
      if (next) result.nextAttemptAt = next;
    }
    return result;
  }

  /** An unsubmitted attempt whose time is over is scored with what was saved. */
  async function settle(assessment: AssessmentRecord, attempt: AssessmentAttemptRecord, now: Date) {
    if (attempt.submittedAt || isOpen(attempt.deadline, now, GRACE_SECONDS)) return attempt;
    try {
      await finish(assessment, attempt, attempt.answers, 'deadline', now);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
    return (await app.repos.assessments.findAttempt(attempt.id)) ?? attempt;
  }

  async function attemptView(
    assessment: AssessmentRecord,
    attempt: AssessmentAttemptRecord,
    now: Date,
  ) {
    const questions = await app.repos.questions.findByIds(attempt.served.map((q) => q.questionId));
    const byId = new Map(questions.map((q) => [q.id, q]));
    return {
      success: true,
      attemptId: attempt.id,
      assessment: assessment.slug,
      name: assessment.name,
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
      ...(attempt.submittedAt ? { result: await resultOf(assessment, attempt, now) } : {}),
    };
  }

  app.get(
    '/assessments',
    {
      schema: {
        tags: ['assessments'],
        summary:
          'The open assessments the visitor may take (role-restricted ones only for that role)',
        response: {
          200: dataResponse({ type: 'array', items: assessmentSchema }),
        },
      },
    },
    async (request) => {
      const user = await optionalUser(request);
      const all = await app.repos.assessments.list({ activeOnly: true });
      return { success: true, data: all.filter((a) => mayTake(a, user)).map(publicView) };
    },
  );

  app.post<{ Params: { slug: string }; Body: { level: string; fullName: string } }>(
    '/assessments/:slug/attempts',
    {
      schema: {
        tags: ['assessments'],
        summary: 'Start an attempt (or resume the unfinished one) at a level',
        security: bearer,
        params: slugParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['level', 'fullName'],
          properties: {
            level: { type: 'string', minLength: 1, maxLength: 40 },
            fullName: {
              ...fullNameSchema,
              description:
                'Printed on the certificate and saved to the profile; 2-100 characters: letters of any script, spaces, apostrophes, hyphens, dots',
            },
          },
        },
        response: { 200: attemptSchema, 201: attemptSchema, ...errors(400, 401, 403, 404, 409) },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const user = userOf(request);
      const fullName = normalizeFullName(request.body.fullName);
      const nameProblem = fullNameProblem(fullName);
      if (nameProblem) throw badRequest(nameProblem);
      const assessment = await app.repos.assessments.findBySlug(request.params.slug);
      if (!assessment) throw notFound('Assessment not found');
      if (!mayTake(assessment, user))
        throw forbidden(`This assessment is only for the role ${assessment.requiredRole}.`);
      const level = assessment.levels.find((l) => l.level === request.body.level);
      if (!level)
        throw badRequest(
          `level must be one of: ${assessment.levels.map((l) => l.level).join(', ')}`,
        );
      const now = new Date();
      let past = await app.repos.assessments.attemptsOf(user.id, assessment.id, level.level);
      for (const attempt of past) {
        if (attempt.submittedAt) continue;
        const settled = await settle(assessment, attempt, now);
        // Resume: a reload or a lost connection continues the same attempt until its deadline
        // (even when the assessment was closed meanwhile). The attempt keeps its name.
        if (!settled.submittedAt) {
          await app.repos.users.setFullName(user.id, fullName);
          return reply.code(200).send(await attemptView(assessment, settled, now));
        }
      }
      if (!assessment.active) throw conflict('This assessment is closed.');
      past = await app.repos.assessments.attemptsOf(user.id, assessment.id, level.level);
      const allowed = eligibility(assessment, past, now);
      if (!allowed.allowed) {
        throw new HttpError(409, allowed.message);
      }
      const questions = await app.repos.assessments.pickQuestions(
        assessment.categories,
        level.questionCount,
      );
      if (questions.length === 0) throw notFound('No questions are available for this assessment');
      const attempt = await app.repos.assessments.createAttempt({
        assessmentId: assessment.id,
        userId: user.id,
        level: level.level,
        fullName,
        served: questions.map((q) => serveOptions(q.id, q.options.length)),
        deadline: deadlineFor(now, level.durationMinutes),
        now: now.toISOString(),
        rules: {
          passPercent: assessment.passPercent,
          issuesCertificate: assessment.issuesCertificate,
          securityLimit: assessment.securityLimit,
        },
      });
      return reply.code(201).send(await attemptView(assessment, attempt, now));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/assessments/attempts/:id',
    {
      schema: {
        tags: ['assessments'],
        summary: 'One of your attempts: questions without answers, saved answers, deadline',
        security: bearer,
        params: idParams,
        response: { 200: attemptSchema, ...errors(400, 401, 404) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { attempt, assessment } = await ownAttempt(request);
      const now = new Date();
      return attemptView(assessment, await settle(assessment, attempt, now), now);
    },
  );

  app.put<{ Params: { id: string }; Body: { answers: SavedAnswer[] } }>(
    '/assessments/attempts/:id/answers',
    {
      schema: {
        tags: ['assessments'],
        summary: 'Save answers as you go (until the deadline)',
        security: bearer,
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['answers'],
          properties: { answers: answersBody },
        },
        response: {
          200: {
            type: 'object',
            required: ['success', 'savedAt'],
            properties: { success: { type: 'boolean' }, savedAt: { type: 'string' } },
          },
          ...errors(400, 401, 404, 409),
        },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { attempt } = await ownAttempt(request);
      const now = new Date();
      if (attempt.submittedAt) throw conflict('This attempt has already been submitted');
      if (!isOpen(attempt.deadline, now, GRACE_SECONDS))
        throw conflict('The time for this attempt is over');
      checkAnswers(attempt, request.body.answers);
      if (!(await app.repos.assessments.saveAnswers(attempt.id, request.body.answers)))
        throw conflict('This attempt has already been submitted');
      return { success: true, savedAt: now.toISOString() };
    },
  );

  app.post<{ Params: { id: string }; Body: { kind: (typeof SECURITY_KINDS)[number] } }>(
    '/assessments/attempts/:id/security',
    {
      schema: {
        tags: ['assessments'],
        summary: 'Report a security event; the Nth (per assessment, default 3) submits the attempt',
        security: bearer,
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['kind'],
          properties: { kind: { type: 'string', enum: [...SECURITY_KINDS] } },
        },
        response: {
          200: {
            type: 'object',
            required: ['success', 'count', 'limit', 'submitted'],
            properties: {
              success: { type: 'boolean' },
              count: { type: 'integer' },
              limit: { type: 'integer' },
              submitted: { type: 'boolean' },
              result: resultSchema,
            },
          },
          ...errors(400, 401, 404, 409),
        },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { attempt, assessment } = await ownAttempt(request);
      if (attempt.submittedAt) throw conflict('This attempt has already been submitted');
      const now = new Date();
      const count = await app.repos.assessments.recordEvent(
        attempt.id,
        request.body.kind,
        now.toISOString(),
      );
      const limit = rulesOf(assessment, attempt).securityLimit;
      if (limit > 0 && count >= limit) {
        try {
          const result = await finish(assessment, attempt, attempt.answers, 'security', now);
          return { success: true, count, limit, submitted: true, result };
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
        }
        return { success: true, count, limit, submitted: true };
      }
      return { success: true, count, limit, submitted: false };
    },
  );

  app.post<{ Params: { id: string }; Body: { answers?: SavedAnswer[] } | undefined }>(
    '/assessments/attempts/:id/submit',
    {
      schema: {
        tags: ['assessments'],
        summary: 'Submit the attempt; the server scores it and issues the certificate on a pass',
        security: bearer,
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { answers: answersBody },
        },
        response: {
          200: {
            type: 'object',
            required: ['success', ...resultSchema.required],
            properties: { success: { type: 'boolean' }, ...resultSchema.properties },
          },
          ...errors(400, 401, 404, 409),
        },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { attempt, assessment } = await ownAttempt(request);
      const now = new Date();
      if (attempt.submittedAt) throw conflict('This attempt has already been submitted');
      if (!isOpen(attempt.deadline, now, GRACE_SECONDS)) {
        await settle(assessment, attempt, now);
        throw conflict('The time for this attempt is over; it was scored with the saved answers');
      }
      const answers = request.body?.answers ?? attempt.answers;
      checkAnswers(attempt, answers);
      return { success: true, ...(await finish(assessment, attempt, answers, 'submitted', now)) };
    },
  );

  const adminViewResponse = dataResponse(adminViewSchema);

  async function adminViewOf(assessment: AssessmentRecord) {
    const counts = await app.repos.assessments.attemptCounts();
    return adminView(assessment, counts.get(assessment.id) ?? 0);
  }

  /** The checked body, or a 400 naming the field. */
  async function checked(body: AdminBody) {
    const result = checkAssessment(body, await app.repos.assessments.categories());
    if (!result.ok) throw badRequest(result.message);
    return result.value;
  }

  app.get(
    '/assessments/manage',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every assessment, open or closed, with its categories and attempt count (admin)',
        security: bearer,
        response: {
          200: dataResponse({ type: 'array', items: adminViewSchema }),
          ...errors(401, 403),
        },
      },
      preHandler: app.requireAdmin,
    },
    async () => {
      const [all, counts] = await Promise.all([
        app.repos.assessments.list(),
        app.repos.assessments.attemptCounts(),
      ]);
      return { success: true, data: all.map((a) => adminView(a, counts.get(a.id) ?? 0)) };
    },
  );

  app.get(
    '/assessments/categories',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The question bank categories an assessment may draw from, with their sizes (admin)',
        security: bearer,
        response: {
          200: dataResponse({
            type: 'array',
            items: {
              type: 'object',
              required: ['category', 'questions'],
              properties: { category: { type: 'string' }, questions: { type: 'integer' } },
            },
          }),
          ...errors(401, 403),
        },
      },
      preHandler: app.requireAdmin,
    },
    async () => ({ success: true, data: await app.repos.assessments.categories() }),
  );

  app.post<{ Body: AdminBody & { slug: string } }>(
    '/assessments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create an assessment (admin)',
        security: bearer,
        body: createBody,
        response: { 201: adminViewResponse, ...errors(400, 401, 403, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const value = await checked(request.body);
      const { slug } = request.body;
      const taken = conflict('An assessment with this slug already exists.');
      if (await app.repos.assessments.findBySlug(slug)) throw taken;
      let created: AssessmentRecord;
      try {
        created = await app.repos.assessments.create(
          { ...DEFAULTS, ...value, slug },
          new Date().toISOString(),
        );
      } catch (error) {
        // Two admins raced for the same slug.
        if (isUniqueViolation(error)) throw taken;
        throw error;
      }
      request.log.info(
        { event: 'assessment-created', slug, active: created.active, by: userOf(request).id },
        'assessment created',
      );
      return reply.code(201).send({ success: true, data: adminView(created, 0) });
    },
  );

  app.put<{ Params: { slug: string }; Body: AdminBody }>(
    '/assessments/:slug',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Change an assessment (admin); attempts already started keep their questions and rules',
        security: bearer,
        params: slugParams,
        body: updateBody,
        response: { 200: adminViewResponse, ...errors(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { slug } = request.params;
      const before = await app.repos.assessments.findBySlug(slug);
      if (!before) throw notFound('Assessment not found');
      const value = await checked(request.body);
      const updated = await app.repos.assessments.update(slug, value, new Date().toISOString());
      if (!updated) throw notFound('Assessment not found');
      const changed = (Object.keys(value) as Array<keyof typeof value>).filter(
        (key) => JSON.stringify(before[key]) !== JSON.stringify(updated[key]),
      );
      request.log.info(
        { event: 'assessment-updated', slug, changed, by: userOf(request).id },
        'assessment updated',
      );
      return { success: true, data: await adminViewOf(updated) };
    },
  );

  async function adminAttempts(slug: string) {
    const assessment = await app.repos.assessments.findBySlug(slug);
    if (!assessment) throw notFound('Assessment not found');
    const attempts = await app.repos.assessments.submittedAttempts(assessment.id);
    return { assessment, attempts };
  }

  app.get<{ Params: { slug: string } }>(
    '/assessments/:slug/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Attempts, pass rate, average score and distribution of an assessment (admin)',
        security: bearer,
        params: slugParams,
        response: {
          200: dataResponse({
            type: 'object',
            required: ['attempts', 'passed', 'passRate', 'averagePercent', 'distribution'],
            properties: {
              attempts: { type: 'integer' },
              passed: { type: 'integer' },
              passRate: { type: 'number' },
              averagePercent: { type: 'number' },
              distribution: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['range', 'count'],
                  properties: { range: { type: 'string' }, count: { type: 'integer' } },
                },
              },
              recent: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    attemptId: { type: 'string' },
                    username: { type: 'string' },
                    fullName: { type: 'string' },
                    level: { type: 'string' },
                    score: { type: 'integer' },
                    total: { type: 'integer' },
                    passed: { type: 'boolean' },
                    securityEvents: { type: 'integer' },
                    submitReason: { type: 'string' },
                    certificateId: { type: 'string' },
                    submittedAt: { type: 'string' },
                  },
                },
              },
            },
          }),
          ...errors(400, 401, 403, 404),
        },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { attempts } = await adminAttempts(request.params.slug);
      const percents = attempts.map((a) => (a.total > 0 ? ((a.score ?? 0) * 100) / a.total : 0));
      const passed = attempts.filter((a) => a.passed).length;
      const round = (n: number) => Math.round(n * 10) / 10;
      return {
        success: true,
        data: {
          attempts: attempts.length,
          passed,
          passRate: attempts.length ? round((passed * 100) / attempts.length) : 0,
          averagePercent: attempts.length
            ? round(percents.reduce((s, p) => s + p, 0) / attempts.length)
            : 0,
          distribution: distribution(percents),
          recent: attempts.slice(0, 50).map((a) => ({
            attemptId: a.id,
            username: a.username,
            fullName: a.fullName,
            level: a.level,
            score: a.score ?? 0,
            total: a.total,
            passed: a.passed ?? false,
            securityEvents: a.securityEvents,
            submitReason: a.submitReason ?? '',
            certificateId: a.certificateId ?? '',
            submittedAt: a.submittedAt ?? '',
          })),
        },
      };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/assessments/attempts/:id/review',
    {
      schema: {
        tags: ['admin'],
        summary:
          "One attempt's questions as served, the user's answers, the correct ones and its security events (admin)",
        security: bearer,
        params: idParams,
        response: { 200: reviewResponse, ...errors(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const attempt = await app.repos.assessments.attemptWithUser(request.params.id);
      if (!attempt) throw notFound('Attempt not found');
      const assessment = await app.repos.assessments.findById(attempt.assessmentId);
      if (!assessment) throw notFound('Attempt not found');
      const [questions, events] = await Promise.all([
        // Soft-deleted questions included: the attempt keeps what it served.
        app.repos.questions.findByIds(attempt.served.map((q) => q.questionId)),
        app.repos.assessments.eventsOfAttempt(attempt.id),
      ]);
      const byId = new Map(questions.map((q) => [q.id, q]));
      const chosen = new Map(attempt.answers.map((a) => [a.questionId, a.selectedOption]));
      return {
        success: true,
        data: {
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
        },
      };
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/assessments/:slug/results.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Results of an assessment as CSV (admin)',
        security: bearer,
        params: slugParams,
        response: errors(400, 401, 403, 404),
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const { assessment, attempts } = await adminAttempts(request.params.slug);
      const events = await app.repos.assessments.eventsOf(attempts.map((a) => a.id));
      const kinds = new Map<string, string[]>();
      for (const e of events) kinds.set(e.attemptId, [...(kinds.get(e.attemptId) ?? []), e.kind]);
      const header = [
        'attemptId',
        'username',
        'email',
        'fullName',
        'level',
        'score',
        'total',
        'percent',
        'passed',
        'certificateId',
        'submitReason',
        'securityEvents',
        'answers',
        'startedAt',
        'submittedAt',
      ];
      const lines = [header.join(',')];
      for (const a of attempts) {
        const percent = a.total ? Math.round(((a.score ?? 0) * 100) / a.total) : 0;
        lines.push(
          [
            a.id,
            a.username,
            a.email,
            a.fullName,
            a.level,
            a.score ?? 0,
            a.total,
            percent,
            a.passed ? 'yes' : 'no',
            a.certificateId,
            a.submitReason,
            (kinds.get(a.id) ?? []).join(' '),
            a.answers.map((x) => `${x.questionId}:${x.selectedOption ?? '-'}`).join(' '),
            a.startedAt,
            a.submittedAt,
          ]
            .map(csvCell)
            .join(','),
        );
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${assessment.slug}-results.csv"`)
        .send(`${lines.join('\r\n')}\r\n`);
    },
  );
}
