// At the site's root, not under /api: the issuer's DID document (/.well-known/did.json, where
// did:web resolves it), and the certificate's page answering its credential to a client that asks
// for JSON-LD with Accept (the credential's `id` is that page).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendCredential } from '../../credentials/send';
import { limitCertificateReads } from '../../plugins/rate-limit';

/** The certificate's page, in any language: /verify-certificate/<id>, /hi/verify-certificate/<id>. */
const CERTIFICATE_PAGE = /^\/(?:[a-z]{2}\/)?verify-certificate\/([A-Za-z0-9._-]{1,64})\/?$/;

// Not encapsulated: the Accept hook must see the requests of every route (the pages).
const wellKnownRoutes = fp(async function wellKnownRoutes(app: FastifyInstance) {
  app.get('/.well-known/did.json', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/did+json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('access-control-allow-origin', '*')
      .send(JSON.stringify(await app.credentials.didDocument(), null, 2)),
  );

  // The credential's `id` is the certificate's page: a client asking it for JSON-LD gets the
  // credential (one certificate read, as at /api/certificates/<id>/credential), a browser the page.
  // A callback hook that returns at once for any other address: it runs for every request, the
  // API's included, and a promise per request is measurable on the certificate lookup.
  const readLimit = limitCertificateReads(app);
  const withinReadLimit = (request: FastifyRequest, reply: FastifyReply) =>
    new Promise<void>((resolve, reject) =>
      readLimit.call(app, request, reply, (error?: Error) => (error ? reject(error) : resolve())),
    );
  app.addHook('onRequest', (request, reply, done) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !request.url.includes('verify-certificate/')
    ) {
      done();
      return;
    }
    const match = CERTIFICATE_PAGE.exec(request.url.split('?')[0] ?? '');
    if (!match) {
      done();
      return;
    }
    const accept = request.headers.accept ?? '';
    if (!/application\/(?:vc\+)?ld\+json|application\/vc\b/.test(accept)) {
      reply.header('vary', 'Accept');
      done();
      return;
    }
    withinReadLimit(request, reply)
      .then(() => sendCredential(app, request, reply, match[1] as string))
      .then(() => done(), done);
  });
});

export default wellKnownRoutes;
