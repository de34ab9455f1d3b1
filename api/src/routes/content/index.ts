// What the shell's pages load (reviews, blog posts, books) and the contact form's enquiries.
import {
  BlogPostList,
  BlogPostResponse,
  BlogSlugParams,
  BookList,
  EnquiryBody,
  enquiryProblems,
  errors,
  ReviewList,
  SuccessMessage,
  trimEnquiry,
  type EnquiryField,
  type EnquiryProblem,
  type ApiMessageCode,
} from 'contracts';
import type { FormTokenCheck } from '../../enquiries/form-token';
import { translator, type Translator } from '../../content-translations/localize';
import { ContentRepository } from '../../db/repositories/content';
import type { BlogPost as BlogPostRow } from '../../db/schema';
import { enquiryEmail } from '../../lib/emails';
import { badRequest, notFound, say, type Said } from '../../lib/http-error';
import { langOf, said } from '../../lib/messages';
import { nowIso } from '../../lib/time';
import type { RoutePlugin } from '../../lib/typed-routes';
import { perIp } from '../../plugins/rate-limit';

/** A blog post with each of its texts in the chosen language (English where not translated). */
function localizedPost(post: BlogPostRow, translate: Translator) {
  const title = translate(post.id, 'title', post.title);
  const excerpt = translate(post.id, 'excerpt', post.excerpt);
  const body = translate(post.id, 'body', post.body);
  return {
    ...post,
    title: title.text,
    excerpt: excerpt.text,
    body: body.text,
    lang: { title: title.lang, excerpt: excerpt.lang, body: body.lang },
  };
}

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

/** What the API says of a form token that does not pass (enquiries/form-token.ts). */
const FORM_TOKEN_REFUSALS: Record<FormTokenCheck, ApiMessageCode | undefined> = {
  ok: undefined,
  'too-fast': 'FORM_TOO_FAST',
  expired: 'FORM_TOKEN_EXPIRED',
  invalid: 'FORM_TOKEN_INVALID',
};

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
    async (request, reply) => {
      const reviews = await app.repos.content.reviews();
      const translate = await translator(
        app.db,
        'review',
        reviews.map((r) => r.id),
        langOf(request),
      );
      reply.header('cache-control', publicCache);
      reply.header('vary', 'Accept-Language');
      return {
        success: true,
        data: reviews.map((review) => {
          const shown = translate(review.id, 'text', review.text);
          return { ...review, text: shown.text, textLang: shown.lang };
        }),
      };
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
    async (request, reply) => {
      const posts = await app.repos.content.blogPosts();
      const translate = await translator(
        app.db,
        'blog_post',
        posts.map((p) => p.id),
        langOf(request),
      );
      reply.header('cache-control', publicCache);
      reply.header('vary', 'Accept-Language');
      return { success: true, data: posts.map((post) => localizedPost(post, translate)) };
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
      const translate = await translator(app.db, 'blog_post', [post.id], langOf(request));
      reply.header('cache-control', publicCache);
      reply.header('vary', 'Accept-Language');
      return { success: true, data: localizedPost(post, translate) };
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
        summary:
          'Send a contact-form enquiry with its form token (stored and e-mailed to the sales address)',
        body: EnquiryBody,
        response: { 201: SuccessMessage, ...errors(400, 429) },
      },
      config: { rateLimit: perIp(app.config.rateLimits.enquiries) },
    },
    async (request, reply) => {
      const { website, formToken, language, ...fields } = request.body;
      const thanks = () =>
        reply.code(201).send({ success: true, ...said(request, 'ENQUIRY_THANKS') });
      // Only a program fills the field people never see: it is thanked as a person is, and
      // nothing is stored or sent, so it cannot tell that it was caught.
      if (website) return thanks();
      // The schema checked the lengths as sent; the form's rules apply to the trimmed text
      // that is stored, so a name of spaces or a padded one-word message is refused too.
      const [problem] = Object.entries(enquiryProblems(fields));
      if (problem) throw badRequest(enquiryRefusal(...(problem as [EnquiryField, EnquiryProblem])));
      const tokenProblem = FORM_TOKEN_REFUSALS[app.enquiryForms.check(formToken, new Date())];
      if (tokenProblem) throw badRequest(say(tokenProblem));
      const trimmed = trimEnquiry(fields);
      const enquiry = {
        ...trimmed,
        email: trimmed.email.toLowerCase(),
        phone: trimmed.phone ?? '',
      };
      const course = fields.course?.trim() || null;
      // The enquiry and its e-mail to the sales address are kept together.
      await app.db.transaction().execute(async (trx) => {
        const now = nowIso();
        await new ContentRepository(trx).createEnquiry({
          ...enquiry,
          course,
          language: language ?? 'en',
          createdAt: now,
          updatedAt: now,
        });
        await app.outbox.queueEmail(
          trx,
          enquiryEmail(app.config.site.contact.salesEmail, { ...enquiry, course }),
        );
      });
      return thanks();
    },
  );
};

export default contentRoutes;
