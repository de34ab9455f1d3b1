// A certificate's page (/verify-certificate/<id>, in every language) is sent rendered with the
// certificate and the check of its signed credential, and with both as data (docs/PERFORMANCE.md
// 'Prerendering'): the browser hydrates it and asks the API nothing before it is interactive.
// The lookup's limit per address applies to these pages too: past it, or for an ID that is not
// found, the page is sent as index.html and the browser asks the (rate-limited) API.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  certificatePageData as keys,
  CERTIFICATE_ID_PARAM_PATTERN,
  summarizeSignature,
} from 'contracts';
import { normalizeCertificateId } from '../lib/ids';
import { publicView } from '../routes/certificates/views';
import type { PageData } from './prerender';

const ID = new RegExp(CERTIFICATE_ID_PARAM_PATTERN);

/** The server's check of the certificate's credential; undefined when it could not be made. */
async function signatureOf(app: FastifyInstance, certificateId: string) {
  try {
    const credential = await app.credentials.credentialFor(certificateId);
    return credential ? summarizeSignature(await app.credentials.verify(credential)) : null;
  } catch (error) {
    app.log.warn({ err: error, certificateId }, 'the credential of a certificate page not checked');
    return undefined;
  }
}

/**
 * The data of the certificate's page at `idInAddress` (as the address writes it): null when the
 * ID is not a certificate's, or this address has used up its lookups for the window.
 */
export async function certificatePageData(
  app: FastifyInstance,
  request: FastifyRequest,
  idInAddress: string,
): Promise<PageData | null> {
  if (!ID.test(idInAddress)) return null;
  const limit = app.config.rateLimits.certificateLookup;
  if (
    (await app.counters.increment(`certificate-page:${request.ip}`, limit.windowMs)) > limit.max
  ) {
    return null;
  }
  const certificate = await app.repos.certificates.findByCertificateId(
    normalizeCertificateId(idInAddress),
  );
  if (!certificate) return null;
  const data: PageData = { [keys.certificate(idInAddress)]: publicView(certificate) };
  // Without the server's check the browser makes its own, as on a page it renders.
  const signature = await signatureOf(app, certificate.certificateId);
  if (signature !== undefined) data[keys.signature(certificate.certificateId)] = signature;
  return data;
}
