// What the shell's pages load (reviews, blog posts, books) and the contact form's enquiries.
import {
  BlogPostList,
  BlogPostResponse,
  BlogSlugParams,
  BookList,
  EnquiriesPage,
  EnquiryBody,
  enquiryProblems,
  errors,
  PagingQuery,
  ReviewList,
  SuccessMessage,
  trimEnquiry,
  type EnquiryField,
  type EnquiryProblem,
} from 'contracts';
import { ContentRepository } from '../../db/repositories/content';
import { enquiryEmail } from '../../lib/emails';
import { badRequest, notFound, say, type Said } from '../../lib/http-error';
import { said } from '../../lib/messages';
import { nowIso } from '../../lib/time';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { perIp } from '../../plugins/rate-limit';

/** The API's words for a problem of contracts' enquiry rules, naming the field. */
function enquiryRefusal(field: EnquiryField, problem: EnquiryProblem): Said {
  switch (problem.kind) {
    case 'required':
      return say('FIELD_REQUIRED', { field });
    case 'invalid':
      return say(field === 'email' ? 'FIELD_EMAIL' : 'FIELD_INVALID', { field });
    case 'tooShort':
      return say('FIELD_MIN_LENGTH', { field, limit: problem.limit });
    case 'tooLong':
      return say('FIELD_MAX_LENGTH', { field, limit: problem.limit });
  }
}

const contentRoutes: RoutePlugin = async (app) => {
  const publicCache = 'public, max-age=60';

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['content'],
        summary: 'Customer reviews, newest first',
        response: { 200: ReviewList },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', publicCache);
      return { success: true, data: await app.repos.content.reviews() };
    },
  );

  app.get(
    '/blogs',
    {
      schema: {
        tags: ['content'],
        summary: 'Blog posts, newest first',
        response: { 200: BlogPostList },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', publicCache);
      return { success: true, data: await app.repos.content.blogPosts() };
    },
  );

  app.get(
    '/blogs/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One blog post by its slug',
        params: BlogSlugParams,
        response: { 200: BlogPostResponse, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const post = await app.repos.content.blogPost(request.params.slug);
      if (!post) throw notFound('Blog post not found');
      reply.header('cache-control', publicCache);
      return { success: true, data: post };
    },
  );

  app.get(
    '/books',
    { schema: { tags: ['content'], summary: 'Books', response: { 200: BookList } } },
    async (_request, reply) => {
      reply.header('cache-control', publicCache);
      return { success: true, data: await app.repos.content.books() };
    },
  );

  app.post(
    '/enquiries',
    {
      schema: {
        tags: ['content'],
        summary: 'Send a contact-form enquiry (stored and e-mailed to the sales address)',
        body: EnquiryBody,
        response: { 201: SuccessMessage, ...errors(400, 429) },
      },
      config: { rateLimit: perIp(app.config.rateLimits.enquiries) },
    },
    async (request, reply) => {
      // The schema checked the lengths as sent; the form's rules apply to the trimmed text
      // that is stored, so a name of spaces or a padded one-word message is refused too.
      const [problem] = Object.entries(enquiryProblems(request.body));
      if (problem) throw badRequest(enquiryRefusal(...(problem as [EnquiryField, EnquiryProblem])));
      const trimmed = trimEnquiry(request.body);
      const enquiry = {
        ...trimmed,
        email: trimmed.email.toLowerCase(),
        phone: trimmed.phone ?? '',
      };
      // The enquiry and its e-mail to the sales address are kept together.
      await app.db.transaction().execute(async (trx) => {
        await new ContentRepository(trx).createEnquiry({ ...enquiry, createdAt: nowIso() });
        await app.outbox.queueEmail(trx, enquiryEmail(app.config.site.contact.salesEmail, enquiry));
      });
      return reply.code(201).send({ success: true, ...said(request, 'ENQUIRY_THANKS') });
    },
  );

  app.get(
    '/enquiries',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact-form enquiries, newest first (admin)',
        security: bearer,
        querystring: PagingQuery,
        response: { 200: EnquiriesPage, ...errors(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const result = await app.repos.content.enquiries({ page, pageSize });
      return { success: true, data: result.rows, total: result.total, page, pageSize };
    },
  );
};

export default contentRoutes;
