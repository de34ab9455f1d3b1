// A certificate's signed credential as an HTTP answer, in the media type the client accepts.
// Shared by the API's credential address and the certificate page's own address (which answers
// the credential to a client asking for JSON-LD), so both answer alike.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/http-error';
import { normalizeCertificateId } from '../lib/ids';

export const JSON_LD = 'application/ld+json';
export const VC_JSON_LD = 'application/vc+ld+json';

/** The media type a client asked for: the VC one where it accepts it, JSON-LD otherwise. */
export function credentialType(request: FastifyRequest): string {
  return (request.headers.accept ?? '').includes('application/vc') ? VC_JSON_LD : JSON_LD;
}

export async function sendCredential(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  rawId: string,
) {
  const credential = await app.credentials.credentialText(normalizeCertificateId(rawId));
  if (credential === undefined) throw notFound('Certificate not found.');
  app.verifications.count(normalizeCertificateId(rawId), 'credential');
  const download = (request.query as { download?: string } | undefined)?.download !== undefined;
  if (download) {
    reply.header(
      'content-disposition',
      `attachment; filename="${rawId.replace(/[^A-Za-z0-9._-]/g, '')}.credential.json"`,
    );
  }
  // A credential never changes once signed (revocation is in the status list). It is sent as
  // stored, compact (about 1.5 KB); a download, which a person may open, is indented.
  return reply
    .type(`${credentialType(request)}; charset=utf-8`)
    .header('cache-control', 'public, max-age=300')
    .header('vary', 'Accept')
    .send(download ? JSON.stringify(JSON.parse(credential), null, 2) : credential);
}
