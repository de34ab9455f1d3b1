// A certificate's page (/verify-certificate/<id>, in every language) is sent rendered with the
// certificate and the check of its signed credential, and with both as data (docs/PERFORMANCE.md
// 'Prerendering'): the browser hydrates it and asks the API nothing before it is interactive.
// The lookup's limit per address applies to these pages too, in the same count (a page read is a
// lookup: plugins/rate-limit.ts): past it, or for an ID that is not found, the page is sent as
// index.html and the browser asks the API, which refuses it as well.
// The signature check (a full verification of the credential, about 15 ms) is kept a while per
// certificate: what it says (who signed, with which key, when) does not change with revocation or
// expiry, which the certificate itself, read on every request, shows.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  certificatePageData as keys,
  CERTIFICATE_ID_PARAM_PATTERN,
  summarizeSignature,
  type SignatureSummary,
} from 'contracts';
import { normalizeCertificateId } from '../lib/ids';
import { TtlCache } from '../lib/ttl-cache';
import { CERTIFICATE_CACHE_ENTRIES, publicView } from '../certificates/views';
import type { PageData } from './prerender';
import { certificateReadAllowed } from './rate-limit';

const ID = new RegExp(CERTIFICATE_ID_PARAM_PATTERN);

/** How long a certificate's signature check is kept (a rotated key shows after at most this). */
export const SIGNATURE_CHECK_TTL_MS = 5 * 60_000;

export type CertificatePageData = (
  request: FastifyRequest,
  idInAddress: string,
) => Promise<PageData | null>;

/**
 * The data of a certificate's page at `idInAddress` (as the address writes it): null when the
 * ID is not a certificate's, or this address has used up its lookups for the window.
 */
export function certificatePageData(app: FastifyInstance): CertificatePageData {
  const checks = new TtlCache<SignatureSummary | null>(
    CERTIFICATE_CACHE_ENTRIES,
    SIGNATURE_CHECK_TTL_MS,
  );

  /** The server's check of the certificate's credential; undefined when it could not be made. */
  async function signatureOf(certificateId: string) {
    const kept = checks.get(certificateId);
    if (kept !== undefined) return kept;
    try {
      const version = checks.version();
      const credential = await app.credentials.credentialFor(certificateId);
      const check = credential
        ? summarizeSignature(await app.credentials.verify(credential))
        : null;
      checks.set(certificateId, check, version);
      return check;
    } catch (error) {
      app.log.warn(
        { err: error, certificateId },
        'the credential of a certificate page not checked',
      );
      return undefined;
    }
  }

  return async (request, idInAddress) => {
    if (!ID.test(idInAddress)) return null;
    if (!(await certificateReadAllowed(app, request))) return null;
    const certificate = await app.repos.certificates.findByCertificateId(
      normalizeCertificateId(idInAddress),
    );
    if (!certificate) return null;
    // A verification through the certificate's page (counted in memory, nothing of the visitor).
    app.verifications.count(certificate.certificateId, 'page');
    const data: PageData = { [keys.certificate(idInAddress)]: publicView(certificate) };
    // Without the server's check the browser makes its own, as on a page it renders.
    const signature = await signatureOf(certificate.certificateId);
    if (signature !== undefined) data[keys.signature(certificate.certificateId)] = signature;
    return data;
  };
}
