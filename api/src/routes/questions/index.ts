// The question bank. Signed-in users get a new attempt with a server deadline and the questions
// without their answers, each one's options in an order of its own (kept to score the answers:
// grading.ts); admins manage the bank (answers and explanations included).
import {
  AddQuestionBody,
  errors,
  ListQuestionsQuery,
  QuestionCategories,
  QuestionResponse,
  QuestionsPage,
  startQuizQuery,
  StartQuizResponse,
  SuccessMessage,
  UpdateQuestionBody,
  UuidParams,
} from 'contracts';
import { QuestionsRepository, type QuestionRecord } from '../../db/repositories/questions';
import { badRequest, notFound } from '../../lib/http-error';
import { said } from '../../lib/messages';
import { isoIn } from '../../lib/time';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';
import { perIp } from '../../plugins/rate-limit';
import { shuffledQuestion } from '../../quiz/grading';

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

const questionRoutes: RoutePlugin = async (app) => {
  const quiz = app.config.quiz;

  app.get(
    '/questions/getQuestions',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Start an attempt: random questions (without answers) and a server deadline',
        security: bearer,
        querystring: startQuizQuery(quiz.maxQuestions),
        response: { 200: StartQuizResponse, ...errors(400, 401, 404, 429) },
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
      // Each attempt sees the options in its own order; the order is kept to score the answers.
      const shuffled = questions.map((q) => shuffledQuestion(q));
      const attempt = await app.repos.quiz.createAttempt({
        userId: userOf(request).id,
        category: wanted ?? 'mixed',
        questionIds: questions.map((q) => q.id),
        optionOrders: shuffled.map((s) => s.order),
        deadline: isoIn(durationSeconds, now),
        now: now.toISOString(),
      });
      return {
        success: true,
        attemptId: attempt.id,
        category: attempt.category,
        deadline: attempt.deadline,
        durationSeconds,
        questions: questions.map((q, i) => ({
          id: q.id,
          text: q.text,
          options: shuffled[i]?.options ?? [],
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
        response: { 200: QuestionCategories, ...errors(401) },
      },
      preHandler: app.authenticate,
    },
    async () => ({ success: true, data: await app.repos.questions.categories() }),
  );

  app.get(
    '/questions',
    {
      schema: {
        tags: ['admin'],
        summary: 'The question bank with answers (admin)',
        security: bearer,
        querystring: ListQuestionsQuery,
        response: { 200: QuestionsPage, ...errors(400, 401, 403) },
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

  app.post(
    '/questions/addQuestion',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a question (admin)',
        security: bearer,
        body: AddQuestionBody,
        response: { 201: QuestionResponse, ...errors(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const body = request.body;
      checkCorrectOption(body.options, body.correctOption);
      const created = await app.db.transaction().execute(async (trx) => {
        const question = await new QuestionsRepository(trx).create({
          text: body.text.trim(),
          options: body.options.map((o) => o.trim()),
          correctOption: body.correctOption,
          category: body.category.trim(),
          explanation: body.explanation?.trim() ?? '',
        });
        await app.audit(trx, request, {
          action: 'question.create',
          target: { type: 'question', id: question.id },
          summary: 'question.added',
          params: { category: question.category, text: question.text.slice(0, 120) },
        });
        return question;
      });
      return reply.code(201).send({ success: true, data: adminView(created) });
    },
  );

  app.patch(
    '/questions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a question (admin)',
        security: bearer,
        params: UuidParams,
        body: UpdateQuestionBody,
        response: { 200: QuestionResponse, ...errors(400, 401, 403, 404) },
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
      const updated = await app.db.transaction().execute(async (trx) => {
        const question = await new QuestionsRepository(trx).update(existing.id, patch);
        if (!question) throw notFound('Question not found');
        await app.audit(trx, request, {
          action: 'question.update',
          target: { type: 'question', id: question.id },
          ...(Object.keys(patch).length > 0
            ? { summary: 'question.changed', params: { fields: Object.keys(patch).join(', ') } }
            : { summary: 'question.unchanged' }),
        });
        return question;
      });
      return { success: true, data: adminView(updated) };
    },
  );

  app.delete(
    '/questions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove a question from the bank (admin); past attempts keep their scores',
        security: bearer,
        params: UuidParams,
        response: { 200: SuccessMessage, ...errors(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      await app.db.transaction().execute(async (trx) => {
        if (!(await new QuestionsRepository(trx).remove(request.params.id)))
          throw notFound('Question not found');
        await app.audit(trx, request, {
          action: 'question.delete',
          target: { type: 'question', id: request.params.id },
          summary: 'question.removed',
        });
      });
      return { success: true, ...said(request, 'QUESTION_DELETED') };
    },
  );
};

export default questionRoutes;
