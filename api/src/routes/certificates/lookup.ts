// The public lookup: the spec's five fields plus status, rate-limited per address (one limit for
// every way to read a certificate: plugins/rate-limit.ts).
//
// Lookups found are kept in memory for CERTIFICATE_CACHE_SECONDS (default 5): a revocation
// through this instance clears its entry at once (admin.ts); one through another instance sharing
// the database shows here after at most that long. Unknown IDs are never cached, so a certificate
// issued anywhere is found at once.
//
// Each certificate found is counted (app.verifications: in memory, written every few seconds):
// asked by this site's own lookup screen (the browser says Sec-Fetch-Site: same-origin) as a
// page verification, by anything else as one through the API. Nothing about the caller is kept.
import { CertificateIdParams, CertificateLookupResponse, errors } from 'contracts';
import type { PublicCertificate } from 'contracts';
import { notFound } from '../../lib/http-error';
import { normalizeCertificateId } from '../../lib/ids';
import type { TtlCache } from '../../lib/ttl-cache';
import type { RoutePlugin } from '../../lib/typed-routes';
import { limitCertificateReads } from '../../plugins/rate-limit';
import { publicView } from '../../certificates/views';

export interface LookupOptions {
  lookups: TtlCache<PublicCertificate>;
}

export const lookupRoutes: RoutePlugin<LookupOptions> = async (app, { lookups }) => {
  app.get(
    '/certificates/:certificateId',
    {
      schema: {
        tags: ['certificates'],
        summary: 'Verify a certificate by its ID (public)',
        params: CertificateIdParams,
        response: { 200: CertificateLookupResponse, ...errors(400, 404, 429) },
      },
      onRequest: limitCertificateReads(app),
      // The answer is far below the compression threshold (1 KB) and a GET has no body: the
      // compression plugin's hooks would only cost time here.
      compress: false,
      decompress: false,
    },
    // Not an async function: a certificate kept in the cache is answered at once, with no
    // promise to wait on; only a read from the database is awaited.
    (request, reply) => {
      const certificateId = normalizeCertificateId(request.params.certificateId);
      const channel = request.headers['sec-fetch-site'] === 'same-origin' ? 'page' : 'api';
      const cached = lookups.get(certificateId);
      if (cached) {
        app.verifications.count(certificateId, channel);
        reply.send({ success: true, data: cached });
        return;
      }
      return (async () => {
        const version = lookups.version();
        const certificate = await app.repos.certificates.findByCertificateId(certificateId);
        if (!certificate) throw notFound('Certificate not found.');
        const data = publicView(certificate);
        lookups.set(certificateId, data, version);
        app.verifications.count(certificateId, channel);
        return { success: true, data };
      })();
    },
  );
};
