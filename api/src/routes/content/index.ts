// What the shell's pages load (reviews, blog posts, books) and the contact form's enquiries.
import type { FastifyInstance } from 'fastify';
import { enquiryEmail } from '../../lib/emails';
import { notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { perIp } from '../../plugins/rate-limit';
import { errors, paging, pagedResponse } from '../../schemas';

const list = (item: object) =>
  ({
    type: 'object',
    required: ['success', 'data'],
    properties: { success: { type: 'boolean' }, data: { type: 'array', items: item } },
  }) as const;

const review = {
  type: 'object',
  required: ['id', 'name', 'rating', 'text', 'course', 'createdAt'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    text: { type: 'string' },
    course: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;

const blogPost = {
  type: 'object',
  required: ['id', 'slug', 'title', 'excerpt', 'body', 'author', 'imageUrl', 'publishedAt'],
  properties: {
    id: { type: 'string' },
    slug: { type: 'string' },
    title: { type: 'string' },
    excerpt: { type: 'string' },
    body: { type: 'string' },
    author: { type: 'string' },
    imageUrl: { type: 'string' },
    publishedAt: { type: 'string' },
  },
} as const;

const book = {
  type: 'object',
  required: ['id', 'title', 'author', 'description', 'imageUrl', 'buyUrl'],
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    author: { type: 'string' },
    description: { type: 'string' },
    imageUrl: { type: 'string' },
    buyUrl: { type: 'string' },
  },
} as const;

const line = (minLength: number, maxLength: number) =>
  ({ type: 'string', minLength, maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$' }) as const;

interface EnquiryBody {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}

export default async function contentRoutes(app: FastifyInstance) {
  const publicCache = 'public, max-age=60';

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['content'],
        summary: 'Customer reviews, newest first',
        response: { 200: list(review) },
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
        response: { 200: list(blogPost) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', publicCache);
      return { success: true, data: await app.repos.content.blogPosts() };
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/blogs/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One blog post by its slug',
        params: {
          type: 'object',
          required: ['slug'],
          properties: { slug: { type: 'string', pattern: '^[a-z0-9-]{1,120}$' } },
        },
        response: {
          200: {
            type: 'object',
            required: ['success', 'data'],
            properties: { success: { type: 'boolean' }, data: blogPost },
          },
          ...errors(400, 404),
        },
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
    { schema: { tags: ['content'], summary: 'Books', response: { 200: list(book) } } },
    async (_request, reply) => {
      reply.header('cache-control', publicCache);
      return { success: true, data: await app.repos.content.books() };
    },
  );

  app.post<{ Body: EnquiryBody }>(
    '/enquiries',
    {
      schema: {
        tags: ['content'],
        summary: 'Send a contact-form enquiry (stored and e-mailed to the sales address)',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'email', 'subject', 'message'],
          properties: {
            name: line(1, 100),
            email: { type: 'string', format: 'email', maxLength: 254 },
            phone: { type: 'string', maxLength: 30, pattern: '^[0-9+() .-]*$' },
            subject: line(1, 200),
            message: { type: 'string', minLength: 1, maxLength: 5000 },
          },
        },
        response: {
          201: {
            type: 'object',
            required: ['success', 'message'],
            properties: { success: { type: 'boolean' }, message: { type: 'string' } },
          },
          ...errors(400, 429),
        },
      },
      config: { rateLimit: perIp(app.config.rateLimits.enquiries) },
    },
    async (request, reply) => {
      const body = request.body;
      const enquiry = {
        name: body.name.trim(),
        email: body.email.trim().toLowerCase(),
        phone: body.phone?.trim() ?? '',
        subject: body.subject.trim(),
        message: body.message.trim(),
      };
      await app.repos.content.createEnquiry({ ...enquiry, createdAt: nowIso() });
      app.mailer.send(enquiryEmail(app.config.site.contact.salesEmail, enquiry));
      return reply
        .code(201)
        .send({ success: true, message: 'Thank you! We will get back to you soon.' });
    },
  );

  app.get<{ Querystring: { page: number; pageSize: number } }>(
    '/enquiries',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact-form enquiries, newest first (admin)',
        security: [{ bearerAuth: [] }],
        querystring: { type: 'object', additionalProperties: false, properties: paging },
        response: {
          200: pagedResponse({
            type: 'object',
            required: ['id', 'name', 'email', 'phone', 'subject', 'message', 'createdAt'],
            properties: {
              id: { type: 'string' },
              name: { type: 'string' },
              email: { type: 'string' },
              phone: { type: 'string' },
              subject: { type: 'string' },
              message: { type: 'string' },
              createdAt: { type: 'string' },
            },
          }),
          ...errors(400, 401, 403),
        },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const result = await app.repos.content.enquiries({ page, pageSize });
      return { success: true, data: result.rows, total: result.total, page, pageSize };
    },
  );
}
