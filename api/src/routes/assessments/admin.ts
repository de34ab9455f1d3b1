// The admin's assessment editor: every assessment with its attempt count, the question bank's
// categories, create and change. Statistics, reviews and the CSV export are in admin-results.ts.
import {
  AdminAssessmentList,
  AdminAssessmentResponse,
  ASSESSMENT_DEFAULTS,
  CategoryList,
  CreateAssessmentBody,
  errors,
  missingLangs,
  SlugParams,
  UpdateAssessmentBody,
} from 'contracts';
import { TranslationsRepository } from '../../content-translations/repository';
import { isUniqueViolation } from '../../db/database';
import { AssessmentsRepository, type AssessmentRecord } from '../../db/repositories/assessments';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';
import { checkAssessment, type AdminBody } from './editor-checks';
import { adminView } from './views';

export const adminRoutes: RoutePlugin = async (app) => {
  const repo = app.repos.assessments;

  async function adminViewOf(assessment: AssessmentRecord) {
    const counts = await repo.attemptCounts();
    return adminView(assessment, counts.get(assessment.id) ?? 0);
  }

  /** The checked body, or a 400 naming the field. */
  async function checked(body: AdminBody) {
    const result = checkAssessment(body, await repo.categories());
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
        response: { 200: AdminAssessmentList, ...errors(401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async () => {
      const [all, counts] = await Promise.all([repo.list(), repo.attemptCounts()]);
      const texts = await new TranslationsRepository(app.db).ofItems(
        'assessment',
        all.map((a) => a.id),
      );
      const missing = (a: AssessmentRecord) =>
        missingLangs({ name: a.name, description: a.description }, texts.get(a.id) ?? {});
      return {
        success: true,
        data: all.map((a) => adminView(a, counts.get(a.id) ?? 0, missing(a))),
      };
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
        response: { 200: CategoryList, ...errors(401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async () => ({ success: true, data: await repo.categories() }),
  );

  app.post(
    '/assessments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create an assessment (admin)',
        security: bearer,
        body: CreateAssessmentBody,
        response: { 201: AdminAssessmentResponse, ...errors(400, 401, 403, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const value = await checked(request.body);
      const { slug } = request.body;
      const taken = conflict('An assessment with this slug already exists.');
      if (await repo.findBySlug(slug)) throw taken;
      let created: AssessmentRecord;
      try {
        created = await app.db.transaction().execute(async (trx) => {
          const assessment = await new AssessmentsRepository(trx).create(
            { ...ASSESSMENT_DEFAULTS, ...value, slug },
            new Date().toISOString(),
          );
          await app.audit(trx, request, {
            action: 'assessment.create',
            target: { type: 'assessment', id: slug },
            summary: assessment.active ? 'assessment.created_open' : 'assessment.created_closed',
            params: { name: assessment.name },
          });
          return assessment;
        });
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

  app.put(
    '/assessments/:slug',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Change an assessment (admin); attempts already started keep their questions and rules',
        security: bearer,
        params: SlugParams,
        body: UpdateAssessmentBody,
        response: { 200: AdminAssessmentResponse, ...errors(400, 401, 403, 404) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { slug } = request.params;
      const before = await repo.findBySlug(slug);
      if (!before) throw notFound('Assessment not found');
      const value = await checked(request.body);
      const { updated, changed } = await app.db.transaction().execute(async (trx) => {
        const after = await new AssessmentsRepository(trx).update(
          slug,
          value,
          new Date().toISOString(),
        );
        if (!after) throw notFound('Assessment not found');
        const keys = (Object.keys(value) as Array<keyof typeof value>).filter(
          (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
        );
        await app.audit(trx, request, {
          action: 'assessment.update',
          target: { type: 'assessment', id: slug },
          ...(keys.length > 0
            ? { summary: 'assessment.changed', params: { fields: keys.join(', ') } }
            : { summary: 'assessment.unchanged' }),
        });
        return { updated: after, changed: keys };
      });
      request.log.info(
        { event: 'assessment-updated', slug, changed, by: userOf(request).id },
        'assessment updated',
      );
      return { success: true, data: await adminViewOf(updated) };
    },
  );
};
