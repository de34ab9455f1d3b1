// Signed credentials: a certificate's Open Badges 3.0 credential, the revocation status list, and
// a verifier for this site's credentials (/api prefix). wellKnownRoutes (root): the issuer's DID
// document, and the certificate's own address answering the credential to a client that asks
// for JSON-LD with Accept.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  CertificateIdParams,
  CredentialVerificationResponse,
  errors,
  JsonLdDocument,
  StatusListParams,
  VerifyCredentialBody,
} from 'contracts';
import { ForeignIssuerError, STATUS_LIST_ID, type JsonCredential } from '../../credentials/service';
import { HttpError, notFound } from '../../lib/http-error';
import { normalizeCertificateId } from '../../lib/ids';
import type { RoutePlugin } from '../../lib/typed-routes';
import { perIp } from '../../plugins/rate-limit';

const JSON_LD = 'application/ld+json';
const VC_JSON_LD = 'application/vc+ld+json';

/** The media type a client asked for: the VC one where it accepts it, JSON-LD otherwise. */
function credentialType(request: FastifyRequest): string {
  return (request.headers.accept ?? '').includes('application/vc') ? VC_JSON_LD : JSON_LD;
}

async function sendCredential(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  rawId: string,
) {
  const credential = await app.credentials.credentialFor(normalizeCertificateId(rawId));
  if (!credential) throw notFound('Certificate not found.');
  const download = (request.query as { download?: string } | undefined)?.download !== undefined;
  if (download) {
    reply.header(
      'content-disposition',
      `attachment; filename="${rawId.replace(/[^A-Za-z0-9._-]/g, '')}.credential.json"`,
    );
  }
  // A credential never changes once signed (revocation is in the status list).
  return reply
    .type(`${credentialType(request)}; charset=utf-8`)
    .header('cache-control', 'public, max-age=300')
    .header('vary', 'Accept')
    .send(JSON.stringify(credential, null, 2));
}

export const credentialRoutes: RoutePlugin = async (app) => {
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
      config: { rateLimit: perIp(app.config.rateLimits.certificateLookup) },
    },
    (request, reply) => sendCredential(app, request, reply, request.params.certificateId),
  );

  app.get(
    '/credentials/status/:listId',
    {
      schema: {
        tags: ['certificates'],
        summary: 'The signed revocation list (BitstringStatusListCredential) of the credentials',
        params: StatusListParams,
        response: { 200: JsonLdDocument, ...errors(400, 404) },
      },
    },
    async (request, typedReply) => {
      // The list is sent as the signed text it is (and 304 when unchanged), not re-serialized.
      const reply = typedReply as unknown as FastifyReply;
      if (request.params.listId !== STATUS_LIST_ID) throw notFound('Not found');
      const list = await app.credentials.cachedStatusList();
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
          'The body is the credential (JSON or JSON-LD). Credentials of other issuers are refused with 422.',
        body: VerifyCredentialBody,
        response: { 200: CredentialVerificationResponse, ...errors(400, 413, 422, 429) },
      },
      config: { rateLimit: perIp(app.config.rateLimits.certificateLookup) },
    },
    async (request) => {
      try {
        const report = await app.credentials.verify(request.body as JsonCredential);
        return {
          success: true,
          data: { ...report, valid: report.genuine && !report.revoked && !report.expired },
        };
      } catch (error) {
        if (error instanceof ForeignIssuerError) {
          throw new HttpError(422, {
            code: 'CREDENTIAL_FOREIGN_ISSUER',
            params: { issuer: error.issuer.slice(0, 200) },
          });
        }
        throw error;
      }
    },
  );
};

/** The certificate's page, in any language: /verify-certificate/<id>, /hi/verify-certificate/<id>. */
const CERTIFICATE_PAGE = /^\/(?:[a-z]{2}\/)?verify-certificate\/([A-Za-z0-9._-]{1,64})\/?$/;

// Not encapsulated: the Accept hook must see the requests of every route (the pages).
export const wellKnownRoutes = fp(async function wellKnownRoutes(app: FastifyInstance) {
  app.get('/.well-known/did.json', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/did+json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('access-control-allow-origin', '*')
      .send(JSON.stringify(await app.credentials.didDocument(), null, 2)),
  );

  // The credential's `id` is the certificate's page: a client asking it for JSON-LD gets the
  // credential, a browser the page.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const match = CERTIFICATE_PAGE.exec(request.url.split('?')[0] ?? '');
    if (!match) return;
    const accept = request.headers.accept ?? '';
    if (!/application\/(?:vc\+)?ld\+json|application\/vc\b/.test(accept)) {
      reply.header('vary', 'Accept');
      return;
    }
    await sendCredential(app, request, reply, match[1] as string);
  });
});
