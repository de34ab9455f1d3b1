// Signed credentials: a certificate's Open Badges 3.0 credential, the revocation status list, and
// a verifier for this site's credentials. The issuer's DID document and the certificate's own
// address answering with its credential are at the site's root (routes/well-known). Reading a
// certificate's credential, at either address, counts in the one limit of certificate reads per
// address (plugins/rate-limit.ts).
//
// A posted credential is canonicalised before its signature can be checked, at a cost that grows
// much faster than the document. So the verifier takes a body of at most 16 KB (413), refuses a
// document built of more parts or deeper than a credential of this site (422, before anything
// else reads it), and verifies the rest in a worker thread with a time budget
// (credentials/verify-pool.ts: past the budget 422, a full pool 503 with Retry-After).
import type { FastifyReply } from 'fastify';
import {
  CertificateIdParams,
  CredentialVerificationResponse,
  errors,
  JsonLdDocument,
  StatusListParams,
  VerifyCredentialBody,
} from 'contracts';
import {
  CredentialNotAcceptedError,
  ForeignIssuerError,
  type JsonCredential,
  verificationAnswer,
} from '../../credentials/service';
import { normalizeCertificateId } from '../../lib/ids';
import { langOf } from '../../lib/messages';
import { HttpError, notFound } from '../../lib/http-error';
import type { RoutePlugin } from '../../lib/typed-routes';
import { credentialType, JSON_LD, sendCredential, VC_JSON_LD } from '../../credentials/send';
import { VerifyBudgetError, VerifyBusyError } from '../../credentials/verify-pool';
import { limitCertificateReads, perIp } from '../../plugins/rate-limit';

/** A credential of this site is about 2 KB: room for eight, and far below the API's 100 KB. */
const VERIFY_BODY_LIMIT_KB = 16;

/**
 * A credential of this site has about 15 objects and arrays, 50 values and 4 levels of nesting
 * (open-badge.ts buildCredential). These limits are a few times that; a document past any of them is
 * refused before it is canonicalised, whose cost grows with the blank nodes (objects) it holds.
 */
const CREDENTIAL_SHAPE = { containers: 64, values: 400, depth: 10 };

/** Whether `document` is within CREDENTIAL_SHAPE: walked without recursion, stopping early. */
export function withinCredentialShape(document: unknown): boolean {
  let containers = 0;
  let values = 0;
  const stack: Array<{ value: unknown; depth: number }> = [{ value: document, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    values += 1;
    if (values > CREDENTIAL_SHAPE.values) return false;
    const { value, depth } = next;
    if (typeof value !== 'object' || value === null) continue;
    containers += 1;
    if (containers > CREDENTIAL_SHAPE.containers || depth >= CREDENTIAL_SHAPE.depth) return false;
    for (const child of Array.isArray(value) ? value : Object.values(value)) {
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return true;
}

export const credentialRoutes: RoutePlugin = async (app) => {
  // The verification threads end with the server (a thread left running keeps the process up).
  app.addHook('onClose', () => app.credentials.verifier.close());

  // Credentials are posted as JSON-LD as often as plain JSON.
  app.addContentTypeParser(
    [JSON_LD, VC_JSON_LD],
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.get(
    '/certificates/:certificateId/credential',
    {
      schema: {
        tags: ['certificates'],
        summary: "The certificate's signed Open Badges 3.0 credential (public)",
        description:
          'application/ld+json (application/vc+ld+json when accepted); `?download` answers it as a file. docs/CREDENTIALS.md says how to verify it without this site.',
        params: CertificateIdParams,
        response: { 200: JsonLdDocument, ...errors(400, 404, 429) },
      },
      onRequest: limitCertificateReads(app),
      // About 1.5 KB, sent as stored: compressing it in the server's zlib threads doubled the
      // answer's time (p50 1.3 -> 2.4 ms, p99 6.8 -> 12.9 ms, 1,000 requests) to save 1 KB.
      compress: false,
    },
    (request, reply) => sendCredential(app, request, reply, request.params.certificateId),
  );

  app.get(
    '/credentials/status/:listId',
    {
      schema: {
        tags: ['certificates'],
        summary: 'A signed revocation list (BitstringStatusListCredential) of the credentials',
        description:
          "List N (1, 2, …) holds 131,072 entries; a credential's credentialStatus names its list. ETag and Cache-Control: public, max-age=60, must-revalidate (a revocation reaches a verifier within a minute); If-None-Match answers 304.",
        params: StatusListParams,
        response: { 200: JsonLdDocument, ...errors(400, 404) },
      },
    },
    async (request, typedReply) => {
      // The list is sent as the signed text it is (and 304 when unchanged), not re-serialized.
      const reply = typedReply as unknown as FastifyReply;
      const { listId } = request.params;
      // One address per list: `01` is not list 1.
      if (!/^[1-9]/.test(listId)) throw notFound('Not found');
      const list = await app.credentials.cachedStatusList(Number(listId));
      if (!list) throw notFound('Not found');
      if (request.headers['if-none-match'] === list.etag) return reply.code(304).send();
      // Verifiers may keep it a minute: a revocation reaches them within that.
      return reply
        .type(`${credentialType(request)}; charset=utf-8`)
        .header('cache-control', 'public, max-age=60, must-revalidate')
        .header('etag', list.etag)
        .send(list.body);
    },
  );

  app.post(
    '/credentials/verify',
    {
      schema: {
        tags: ['certificates'],
        summary:
          'Check a credential of this site: genuine, revoked, expired, and the key that signed it',
        description:
          'The body is the credential (JSON or JSON-LD), at most 16 KB (413). Credentials of other issuers, documents built of more parts or deeper than a credential of this site, and checks past their time budget are refused with 422; 503 with Retry-After while too many are being checked.',
        body: VerifyCredentialBody,
        response: { 200: CredentialVerificationResponse, ...errors(400, 413, 422, 429, 503) },
      },
      config: { rateLimit: perIp(app.config.rateLimits.credentialVerify) },
      bodyLimit: VERIFY_BODY_LIMIT_KB * 1024,
      // It names a certificate, and the answer tells whether this site holds it: a read.
      onRequest: limitCertificateReads(app),
      // Before the schema and everything else walks the document.
      preValidation: async (request) => {
        if (!withinCredentialShape(request.body)) {
          throw new HttpError(422, { code: 'CREDENTIAL_TOO_COMPLEX' });
        }
      },
      // The body limit's refusal names this route's limit, not the API's 100 KB.
      errorHandler: (error, request, reply) =>
        app.errorHandler(
          (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? new HttpError(413, {
                code: 'CREDENTIAL_TOO_LARGE',
                params: { limit: VERIFY_BODY_LIMIT_KB },
              })
            : error,
          request,
          reply,
        ),
    },
    async (request, reply) => {
      try {
        const report = await app.credentials.verify(request.body as JsonCredential);
        // A genuine credential of this site names its certificate: a verification of it (the
        // counter drops IDs that are no certificate when it writes).
        if (report.genuine && report.certificateId) {
          app.verifications.count(normalizeCertificateId(report.certificateId), 'credential');
        }
        return {
          success: true,
          data: verificationAnswer(report, langOf(request)),
        };
      } catch (error) {
        if (error instanceof VerifyBudgetError) {
          throw new HttpError(422, {
            code: 'CREDENTIAL_TOO_COSTLY',
            params: { ms: error.budgetMs },
          });
        }
        if (error instanceof VerifyBusyError) {
          // The checks waiting ahead are answered within their budget: come back after that.
          const { queue, threads, timeoutMs } = app.config.credentialVerify;
          const seconds = Math.max(1, Math.ceil(((queue / threads + 1) * timeoutMs) / 1000));
          reply.header('retry-after', String(seconds));
          throw new HttpError(503, { code: 'CREDENTIAL_VERIFY_BUSY' });
        }
        if (error instanceof ForeignIssuerError) {
          throw new HttpError(422, {
            code: 'CREDENTIAL_FOREIGN_ISSUER',
            params: { issuer: error.issuer.slice(0, 200) },
          });
        }
        if (error instanceof CredentialNotAcceptedError) {
          throw new HttpError(422, {
            code: 'CREDENTIAL_NOT_ACCEPTED',
            params: { reason: error.reason, term: error.term.slice(0, 200) },
          });
        }
        throw error;
      }
    },
  );
};

export default credentialRoutes;
