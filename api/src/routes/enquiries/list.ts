// The staff's inbox (admin, sales): the list, newest first, filtered and searched, paged by a
// keyset cursor with a capped total (enquiries/inbox.ts); the same
// list as CSV; one enquiry with its timeline; the staff an enquiry can be assigned to.
import {
  csvBody,
  EnquiryIdParams,
  EnquiryStaffList,
  errors,
  StaffEnquiriesExportQuery,
  StaffEnquiriesPage,
  StaffEnquiriesQuery,
  StaffEnquiryResponse,
  type StaffEnquiryRow,
} from 'contracts';
import {
  checkDays,
  decodeCursor,
  encodeCursor,
  filteredEnquiries,
  listStaffEnquiries,
  staffEnquiry,
} from '../../enquiries/inbox';
import { writeCsv } from '../../lib/csv-dialect';
import { notFound } from '../../lib/http-error';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';

const CSV_HEADER = [
  'createdAt',
  'name',
  'email',
  'phone',
  'subject',
  'course',
  'status',
  'language',
  'assignee',
  'message',
] as const;
/** An export is a working list, not a backup: its newest rows at most. */
const EXPORT_MAX_ROWS = 10_000;

export const inboxListRoutes: RoutePlugin = async (app) => {
  app.get(
    '/enquiries',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Enquiries, newest first: by status, course and dates, searched by name or e-mail (admin, sales)',
        security: bearer,
        querystring: StaffEnquiriesQuery,
        response: { 200: StaffEnquiriesPage, ...errors(400, 401, 403) },
      },
      preHandler: app.requireSales,
    },
    async (request) => {
      const { after, limit, ...filters } = request.query;
      checkDays(filters);
      const cursor = after === undefined ? undefined : decodeCursor(after);
      const {
        rows: page,
        next,
        total,
        totalCapped,
      } = await listStaffEnquiries(app.db, {
        ...filters,
        limit: limit ?? 50,
        cursor,
      });
      return {
        success: true,
        data: page.map((r): StaffEnquiryRow => ({
          id: r.id,
          name: r.name,
          email: r.email,
          subject: r.subject,
          course: r.course,
          status: r.status,
          language: r.language as StaffEnquiryRow['language'],
          assignedTo: r.assignedTo,
          assigneeEmail: r.assigneeEmail ?? null,
          createdAt: r.createdAt,
        })),
        next: next && encodeCursor(next.createdAt, next.id),
        total,
        totalCapped,
      };
    },
  );

  app.get(
    '/enquiries/export',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The filtered enquiries as CSV, newest first (formulas neutralised) (admin, sales)',
        security: bearer,
        querystring: StaffEnquiriesExportQuery,
        response: {
          200: csvBody('A header line, then one line per enquiry'),
          ...errors(400, 401, 403),
        },
      },
      preHandler: app.requireSales,
    },
    async (request, reply) => {
      checkDays(request.query);
      const rows = await filteredEnquiries(app.db, request.query).limit(EXPORT_MAX_ROWS).execute();
      const lines = rows.map((r) => [
        r.createdAt,
        r.name,
        r.email,
        r.phone,
        r.subject,
        r.course,
        r.status,
        r.language,
        r.assigneeEmail,
        r.message,
      ]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="enquiries.csv"')
        .send(writeCsv([CSV_HEADER, ...lines]));
    },
  );

  app.get(
    '/enquiries/staff',
    {
      schema: {
        tags: ['admin'],
        summary: 'The accounts an enquiry can be assigned to: admin and sales (admin, sales)',
        security: bearer,
        response: { 200: EnquiryStaffList, ...errors(401, 403) },
      },
      preHandler: app.requireSales,
    },
    async () => {
      const data = await app.db
        .selectFrom('users')
        .select(['id', 'email', 'username'])
        .where('role', 'in', ['admin', 'sales'])
        .orderBy('email')
        .limit(500)
        .execute();
      return { success: true, data };
    },
  );

  app.get(
    '/enquiries/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One enquiry with its timeline (admin, sales)',
        security: bearer,
        params: EnquiryIdParams,
        response: { 200: StaffEnquiryResponse, ...errors(400, 401, 403, 404) },
      },
      preHandler: app.requireSales,
    },
    async (request) => {
      const enquiry = await staffEnquiry(app.db, request.params.id);
      if (!enquiry) throw notFound('Not found');
      return { success: true, data: enquiry };
    },
  );
};
