// Certificates: the public lookup (the spec's five fields plus status, rate-limited) and the
// admin's issue, bulk import, list and revoke.
//
// Lookups found are kept in memory for CERTIFICATE_CACHE_SECONDS (default 5): a revocation
// through this instance clears its entry at once; one through another instance sharing the
// database shows here after at most that long. Unknown IDs are never cached, so a certificate
// issued anywhere is found at once.
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/database';
import type { Certificate, NewCertificate } from '../../db/schema';
import { csvToObjects } from '../../lib/csv';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { newCertificateId, newId, normalizeCertificateId } from '../../lib/ids';
import { nowIso, today } from '../../lib/time';
import { TtlCache } from '../../lib/ttl-cache';
import { userOf } from '../../plugins/auth';
import { perIp } from '../../plugins/rate-limit';
import { errors, paging, pagedResponse } from '../../schemas';

const bearer = [{ bearerAuth: [] }];
const certificateIdParam = { type: 'string', pattern: '^[A-Za-z0-9._-]{1,64}$' } as const;
const LEGACY_ID = /^[A-Za-z0-9._-]{3,64}$/;
const name = {
  type: 'string',
  minLength: 1,
  maxLength: 200,
  pattern: '^[^\\u0000-\\u001f\\u007f]*$',
} as const;
const MAX_BULK_ROWS = 2000;
/** Certificates kept by the lookup cache (each about half a kilobyte). */
export const CERTIFICATE_CACHE_ENTRIES = 2000;

const publicCertificate = {
  type: 'object',
  required: ['fullName', 'certificateId', 'issuedBy', 'courseName', 'issueDate', 'status'],
  properties: {
    fullName: { type: 'string' },
    certificateId: { type: 'string' },
    issuedBy: { type: 'string' },
    courseName: { type: 'string' },
    issueDate: { type: 'string' },
    status: { type: 'string', enum: ['valid', 'revoked'] },
  },
} as const;

const adminCertificate = {
  type: 'object',
  required: [...publicCertificate.required, 'createdAt'],
  properties: {
    ...publicCertificate.properties,
    revokedReason: { type: ['string', 'null'] },
    revokedAt: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
  },
} as const;

const one = (data: object) =>
  ({
    type: 'object',
    required: ['success', 'data'],
    properties: { success: { type: 'boolean' }, message: { type: 'string' }, data },
  }) as const;

type PublicCertificate = ReturnType<typeof publicView>;

function publicView(c: Certificate) {
  return {
    fullName: c.fullName,
    certificateId: c.certificateId,
    issuedBy: c.issuedBy,
    courseName: c.courseName,
    issueDate: c.issueDate,
    status: c.status,
  };
}

function adminView(c: Certificate) {
  return {
    ...publicView(c),
    revokedReason: c.revokedReason,
    revokedAt: c.revokedAt,
    createdAt: c.createdAt,
  };
}

function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

interface CertificateInput {
  fullName: string;
  courseName: string;
  issuedBy?: string;
  issueDate?: string;
}

type BulkRow = Partial<
  Record<'fullName' | 'courseName' | 'issuedBy' | 'issueDate' | 'certificateId', string>
>;

const BULK_FIELDS = ['fullName', 'courseName', 'issuedBy', 'issueDate', 'certificateId'] as const;

interface CheckedRow {
  fullName: string;
  courseName: string;
  issuedBy: string;
  issueDate: string;
  certificateId?: string;
}

/** Checks one import row; returns the problem, or the normalized row. */
function checkRow(raw: BulkRow): { problem: string } | { row: CheckedRow } {
  const fullName = raw.fullName?.trim() ?? '';
  const courseName = raw.courseName?.trim() ?? '';
  const issuedBy = raw.issuedBy?.trim() ?? '';
  const issueDate = raw.issueDate?.trim() ?? '';
  const certificateId = raw.certificateId?.trim() ?? '';
  if (!fullName) return { problem: 'fullName is required' };
  if (!courseName) return { problem: 'courseName is required' };
  for (const [field, value] of Object.entries({ fullName, courseName, issuedBy })) {
    if (value.length > 200) return { problem: `${field} must be at most 200 characters` };
    if (hasControlCharacters(value)) return { problem: `${field} contains control characters` };
  }
  if (issueDate && !isCalendarDate(issueDate))
    return { problem: 'issueDate must be a date like 2024-05-31' };
  if (certificateId && !LEGACY_ID.test(certificateId)) {
    return { problem: 'certificateId must be 3-64 letters, digits, dots, dashes or underscores' };
  }
  return {
    row: {
      fullName,
      courseName,
      issuedBy,
      issueDate,
      ...(certificateId ? { certificateId: normalizeCertificateId(certificateId) } : {}),
    },
  };
}

export default async function certificateRoutes(app: FastifyInstance) {
  const { rateLimits } = app.config;
  const defaultIssuer = app.config.site.brandName;
  const lookups = new TtlCache<PublicCertificate>(
    CERTIFICATE_CACHE_ENTRIES,
    app.config.certificateCacheSeconds * 1000,
  );

  app.get<{ Params: { certificateId: string } }>(
    '/certificates/:certificateId',
    {
      schema: {
        tags: ['certificates'],
        summary: 'Verify a certificate by its ID (public)',
        params: {
          type: 'object',
          required: ['certificateId'],
          properties: { certificateId: certificateIdParam },
        },
        response: { 200: one(publicCertificate), ...errors(400, 404, 429) },
      },
      config: { rateLimit: perIp(rateLimits.certificateLookup) },
      // The answer is far below the compression threshold (1 KB) and a GET has no body: the
      // compression plugin's hooks would only cost time here.
      compress: false,
      decompress: false,
    },
    async (request) => {
      const certificateId = normalizeCertificateId(request.params.certificateId);
      const cached = lookups.get(certificateId);
      if (cached) return { success: true, data: cached };
      const version = lookups.version();
      const certificate = await app.repos.certificates.findByCertificateId(certificateId);
      if (!certificate) throw notFound('Certificate not found.');
      const data = publicView(certificate);
      lookups.set(certificateId, data, version);
      return { success: true, data };
    },
  );

  app.post<{ Body: CertificateInput }>(
    '/certificates',
    {
      schema: {
        tags: ['admin'],
        summary: 'Issue a certificate with a new unguessable ID (admin)',
        security: bearer,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['fullName', 'courseName'],
          properties: {
            fullName: name,
            courseName: name,
            issuedBy: name,
            issueDate: { type: 'string', format: 'date' },
          },
        },
        response: { 201: one(adminCertificate), ...errors(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const body = request.body;
      const base = {
        fullName: body.fullName.trim(),
        courseName: body.courseName.trim(),
        issuedBy: body.issuedBy?.trim() || defaultIssuer,
        issueDate: body.issueDate ?? today(),
        status: 'valid' as const,
        revokedReason: null,
        revokedAt: null,
        issuedByUserId: userOf(request).id,
      };
      if (!base.fullName || !base.courseName)
        throw badRequest('fullName and courseName must not be blank');
      // A collision of ~59 random bits is practically impossible; retry anyway rather than fail.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const certificate: NewCertificate = {
          ...base,
          id: newId(),
          certificateId: newCertificateId(),
          createdAt: nowIso(),
        };
        try {
          await app.repos.certificates.create(certificate);
        } catch (error) {
          if (isUniqueViolation(error)) continue;
          throw error;
        }
        const stored = await app.repos.certificates.findByCertificateId(certificate.certificateId);
        if (!stored) throw new Error('certificate vanished after insert');
        return reply.code(201).send({ success: true, data: adminView(stored) });
      }
      throw new Error('could not allocate a unique certificate ID');
    },
  );

  const bulkRowSchema = {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(BULK_FIELDS.map((f) => [f, { type: 'string', maxLength: 500 }])),
  };

  app.post<{ Body: { rows?: BulkRow[]; csv?: string } }>(
    '/certificates/bulk',
    {
      schema: {
        tags: ['admin'],
        summary: 'Import many certificates at once, all or nothing (admin)',
        description:
          'Send either `rows` (JSON objects) or `csv` (text with a header line naming the columns fullName, courseName, issuedBy, issueDate, certificateId). Rows may keep a certificateId from an older system; the others get new IDs. If any row is invalid nothing is stored and `errors` lists each problem by row number (1 = first data row).',
        security: bearer,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            rows: { type: 'array', maxItems: MAX_BULK_ROWS, items: bulkRowSchema },
            csv: { type: 'string', maxLength: 100_000 },
          },
        },
        response: {
          201: {
            type: 'object',
            required: ['success', 'message', 'data'],
            properties: {
              success: { type: 'boolean' },
              message: { type: 'string' },
              data: { type: 'array', items: adminCertificate },
            },
          },
          ...errors(400, 401, 403, 409),
        },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const { rows: jsonRows, csv } = request.body;
      if ((jsonRows === undefined) === (csv === undefined)) {
        throw badRequest('Send exactly one of rows or csv');
      }
      let rawRows: BulkRow[];
      if (csv !== undefined) {
        let records: Array<Record<string, string>>;
        try {
          records = csvToObjects(csv);
        } catch (error) {
          throw badRequest(`csv could not be read: ${(error as Error).message}`);
        }
        const known = new Map(BULK_FIELDS.map((f) => [f.toLowerCase(), f]));
        const header = Object.keys(records[0] ?? {});
        const unknown = header.filter((h) => !known.has(h.toLowerCase()));
        if (unknown.length > 0) {
          throw badRequest(
            `csv has unknown column(s): ${unknown.join(', ')}. Allowed: ${BULK_FIELDS.join(', ')}`,
          );
        }
        rawRows = records.map((record) => {
          const row: BulkRow = {};
          for (const [key, value] of Object.entries(record)) {
            const field = known.get(key.toLowerCase());
            if (field) row[field] = value;
          }
          return row;
        });
        if (rawRows.length > MAX_BULK_ROWS)
          throw badRequest(`csv has more than ${MAX_BULK_ROWS} rows`);
      } else {
        rawRows = jsonRows ?? [];
      }
      if (rawRows.length === 0) throw badRequest('There are no rows to import');

      const problems: Array<{ row: number; message: string }> = [];
      const seen = new Map<string, number>();
      const valid: CheckedRow[] = [];
      rawRows.forEach((raw, index) => {
        const checked = checkRow(raw);
        if ('problem' in checked) {
          problems.push({ row: index + 1, message: checked.problem });
          return;
        }
        const id = checked.row.certificateId;
        if (id) {
          const first = seen.get(id);
          if (first !== undefined) {
            problems.push({ row: index + 1, message: `certificateId ${id} repeats row ${first}` });
            return;
          }
          seen.set(id, index + 1);
        }
        valid.push(checked.row);
      });
      const existing = await app.repos.certificates.existingIds([...seen.keys()]);
      for (const id of existing) {
        problems.push({
          row: seen.get(id) as number,
          message: `certificateId ${id} already exists`,
        });
      }
      if (problems.length > 0) {
        problems.sort((a, b) => a.row - b.row);
        throw new HttpError(
          400,
          `No certificates were imported: ${problems.length} row${problems.length === 1 ? ' has' : 's have'} errors`,
          { errors: problems },
        );
      }

      const issuer = userOf(request).id;
      const createdAt = nowIso();
      const fresh = new Set<string>();
      const certificates: NewCertificate[] = valid.map((row) => {
        let certificateId = row.certificateId;
        while (
          !certificateId ||
          (!row.certificateId && (fresh.has(certificateId) || seen.has(certificateId)))
        ) {
          certificateId = newCertificateId();
        }
        fresh.add(certificateId);
        return {
          id: newId(),
          certificateId,
          fullName: row.fullName,
          courseName: row.courseName,
          issuedBy: row.issuedBy || defaultIssuer,
          issueDate: row.issueDate || today(),
          status: 'valid',
          revokedReason: null,
          revokedAt: null,
          issuedByUserId: issuer,
          createdAt,
        };
      });
      try {
        await app.repos.certificates.createMany(certificates);
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict(
            'No certificates were imported: a certificate ID was taken meanwhile; try again',
          );
        }
        throw error;
      }
      request.log.info(
        { event: 'certificates-imported', count: certificates.length },
        'certificates imported',
      );
      return reply.code(201).send({
        success: true,
        message: `${certificates.length} certificate${certificates.length === 1 ? '' : 's'} imported`,
        data: certificates.map((c) => adminView({ ...c, status: 'valid' } as Certificate)),
      });
    },
  );

  app.get<{ Querystring: { page: number; pageSize: number; search?: string } }>(
    '/certificates',
    {
      schema: {
        tags: ['admin'],
        summary: 'List certificates, newest first; search by ID or name (admin)',
        security: bearer,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...paging, search: { type: 'string', maxLength: 100 } },
        },
        response: { 200: pagedResponse(adminCertificate), ...errors(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { page, pageSize, search } = request.query;
      const result = await app.repos.certificates.list({
        page,
        pageSize,
        search: search?.trim() || undefined,
      });
      return {
        success: true,
        data: result.rows.map(adminView),
        total: result.total,
        page,
        pageSize,
      };
    },
  );

  app.post<{ Params: { certificateId: string }; Body: { reason: string } }>(
    '/certificates/:certificateId/revoke',
    {
      schema: {
        tags: ['admin'],
        summary: 'Revoke a certificate; the public lookup then shows status revoked (admin)',
        security: bearer,
        params: {
          type: 'object',
          required: ['certificateId'],
          properties: { certificateId: certificateIdParam },
        },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['reason'],
          properties: { reason: { type: 'string', minLength: 1, maxLength: 500 } },
        },
        response: { 200: one(adminCertificate), ...errors(400, 401, 403, 404, 409) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const certificateId = normalizeCertificateId(request.params.certificateId);
      const reason = request.body.reason.trim();
      if (!reason) throw badRequest('reason must not be blank');
      const found = await app.repos.certificates.findByCertificateId(certificateId);
      if (!found) throw notFound('Certificate not found.');
      const revokedNow = await app.repos.certificates.revoke(certificateId, reason, nowIso());
      // Also after a lost race (409): whatever this instance kept for the ID may be stale.
      lookups.delete(certificateId);
      if (!revokedNow) throw conflict('This certificate is already revoked');
      const revoked = await app.repos.certificates.findByCertificateId(certificateId);
      request.log.info(
        { event: 'certificate-revoked', certificateId, by: userOf(request).id },
        'certificate revoked',
      );
      return { success: true, data: adminView(revoked as Certificate) };
    },
  );
}
