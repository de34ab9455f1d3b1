// The question bank. Signed-in users get a new attempt with a server deadline and the questions
// without their answers; admins manage the bank (answers and explanations included).
import type { FastifyInstance } from 'fastify';
import type { QuestionInput, QuestionRecord } from '../../db/repositories/questions';
import { badRequest, notFound } from '../../lib/http-error';
import { isoIn } from '../../lib/time';
import { userOf } from '../../plugins/auth';
import { perIp } from '../../plugins/rate-limit';
import { errors, paging, pagedResponse } from '../../schemas';

const bearer = [{ bearerAuth: [] }];
const category = {
  type: 'string',
  minLength: 1,
  maxLength: 50,
  pattern: '^[A-Za-z0-9][A-Za-z0-9 _.-]*$',
} as const;
const questionFields = {
  text: { type: 'string', minLength: 1, maxLength: 1000 },
  options: {
    type: 'array',
    minItems: 2,
    maxItems: 6,
    items: { type: 'string', minLength: 1, maxLength: 300 },
  },
  correctOption: { type: 'integer', minimum: 0, maximum: 5 },
  category,
  explanation: { type: 'string', maxLength: 2000 },
} as const;

/** What a quiz taker sees: never the correct option or the explanation. */
const servedQuestion = {
  type: 'object',
  required: ['id', 'text', 'options', 'category'],
  properties: {
    id: { type: 'string' },
    text: { type: 'string' },
    options: { type: 'array', items: { type: 'string' } },
    category: { type: 'string' },
  },
} as const;

const adminQuestion = {
  type: 'object',
  required: [
    'id',
    'text',
    'options',
    'correctOption',
    'category',
    'explanation',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    ...servedQuestion.properties,
    correctOption: { type: 'integer' },
    explanation: { type: 'string' },
    level: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

const oneQuestion = {
  type: 'object',
  required: ['success', 'data'],
  properties: { success: { type: 'boolean' }, data: adminQuestion },
} as const;

function adminView(q: QuestionRecord) {
  return {
    id: q.id,
    text: q.text,
    options: q.options,
    correctOption: q.correctOption,
    category: q.category,
    explanation: q.explanation,
    level: q.level,
    createdAt: q.createdAt,
    updatedAt: q.updatedAt,
  };
}

function checkCorrectOption(options: string[], correctOption: number): void {
  if (correctOption >= options.length) {
    throw badRequest(
      `correctOption must be the index of one of the options (0 to ${options.length - 1})`,
    );
  }
}

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

export default async function questionRoutes(app: FastifyInstance) {
  const quiz = app.config.quiz;

  app.get<{ Querystring: { category?: string; count: number } }>(
    '/questions/getQuestions',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Start an attempt: random questions (without answers) and a server deadline',
        security: bearer,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            category,
            count: { type: 'integer', minimum: 1, maximum: quiz.maxQuestions, default: 10 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: [
              'success',
              'attemptId',
              'category',
              'deadline',
              'durationSeconds',
              'questions',
            ],
            properties: {
              success: { type: 'boolean' },
              attemptId: { type: 'string' },
              category: { type: 'string' },
              deadline: {
                type: 'string',
                description: 'ISO-8601 UTC; submissions after it are refused',
              },
              durationSeconds: { type: 'integer' },
              questions: { type: 'array', items: servedQuestion },
            },
          },
          ...errors(400, 401, 404, 429),
        },
      },
      // Every call creates an attempt row; the limit keeps that bounded.
      config: { rateLimit: perIp(app.config.rateLimits.quizStart) },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { category: wanted, count } = request.query;
      const questions = await app.repos.questions.pickRandom(count, wanted);
      if (questions.length === 0) throw notFound('No questions are available for this category');
      const durationSeconds = questions.length * quiz.secondsPerQuestion;
      const now = new Date();
      const attempt = await app.repos.quiz.createAttempt({
        userId: userOf(request).id,
        category: wanted ?? 'mixed',
        questionIds: questions.map((q) => q.id),
        deadline: isoIn(durationSeconds, now),
        now: now.toISOString(),
      });
      return {
        success: true,
        attemptId: attempt.id,
        category: attempt.category,
        deadline: attempt.deadline,
        durationSeconds,
        questions: questions.map((q) => ({
          id: q.id,
          text: q.text,
          options: q.options,
          category: q.category,
        })),
      };
    },
  );

  app.get(
    '/questions/categories',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Categories of the question bank with their sizes',
        security: bearer,
        response: {
          200: {
            type: 'object',
            required: ['success', 'data'],
            properties: {
              success: { type: 'boolean' },
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['category', 'count'],
                  properties: { category: { type: 'string' }, count: { type: 'integer' } },
                },
              },
            },
          },
          ...errors(401),
        },
      },
      preHandler: app.authenticate,
    },
    async () => ({ success: true, data: await app.repos.questions.categories() }),
  );

  app.get<{ Querystring: { category?: string; page: number; pageSize: number } }>(
    '/questions',
    {
      schema: {
        tags: ['admin'],
        summary: 'The question bank with answers (admin)',
        security: bearer,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...paging, category },
        },
        response: { 200: pagedResponse(adminQuestion), ...errors(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { page, pageSize, category: wanted } = request.query;
      const result = await app.repos.questions.list({ page, pageSize, category: wanted });
      return {
        success: true,
        data: result.rows.map(adminView),
        total: result.total,
        page,
        pageSize,
      };
    },
  );

  app.post<{ Body: QuestionInput }>(
    '/questions/addQuestion',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a question (admin)',
        security: bearer,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['text', 'options', 'correctOption', 'category'],
          properties: questionFields,
        },
        response: { 201: oneQuestion, ...errors(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const body = request.body;
      checkCorrectOption(body.options, body.correctOption);
      const created = await app.repos.questions.create({
        text: body.text.trim(),
        options: body.options.map((o) => o.trim()),
        correctOption: body.correctOption,
        category: body.category.trim(),
        explanation: body.explanation?.trim() ?? '',
      });
      return reply.code(201).send({ success: true, data: adminView(created) });
    },
  );

  app.patch<{ Params: { id: string }; Body: Partial<QuestionInput> }>(
    '/questions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a question (admin)',
        security: bearer,
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: questionFields,
        },
        response: { 200: oneQuestion, ...errors(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const existing = await app.repos.questions.findById(request.params.id);
      if (!existing) throw notFound('Question not found');
      const patch = request.body;
      checkCorrectOption(
        patch.options ?? existing.options,
        patch.correctOption ?? existing.correctOption,
      );
      const updated = await app.repos.questions.update(existing.id, patch);
      if (!updated) throw notFound('Question not found');
      return { success: true, data: adminView(updated) };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/questions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove a question from the bank (admin); past attempts keep their scores',
        security: bearer,
        params: idParams,
        response: {
          200: {
            type: 'object',
            required: ['success', 'message'],
            properties: { success: { type: 'boolean' }, message: { type: 'string' } },
          },
          ...errors(400, 401, 403, 404),
        },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      if (!(await app.repos.questions.remove(request.params.id)))
        throw notFound('Question not found');
      return { success: true, message: 'Question deleted' };
    },
  );
}
