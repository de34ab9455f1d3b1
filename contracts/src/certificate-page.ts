// A certificate's page (/verify-certificate/<id>): what it says of the signature, and the keys of
// the data the server renders it with. No schema here (no TypeBox): the certificates remote
// imports this, and a page should not load the schema library for two functions.
import type { CredentialVerification } from './credentials';

/** What a certificate's page says of its signature: who signed, with which key, when. */
export interface SignatureSummary {
  issuer: string;
  /** The key's name in the issuer's DID document: the fragment of `did:web:host#key-1`. */
  key: string;
  signedAt: string;
}

/**
 * The summary of a verification report for the certificate's page (the browser's check and the
 * server's render of the page say the same): null unless the signature is genuine and names its
 * key and time, since without them the line would claim more than the check showed.
 */
export function summarizeSignature(
  report: Pick<CredentialVerification, 'genuine' | 'issuer' | 'verificationMethod' | 'signedAt'>,
): SignatureSummary | null {
  const method = report.verificationMethod;
  if (!report.genuine || !method || !report.signedAt) return null;
  return {
    issuer: report.issuer.name ?? report.issuer.id,
    key: method.slice(method.lastIndexOf('#') + 1),
    signedAt: report.signedAt,
  };
}

/**
 * The keys of the data a certificate's page is rendered with on the server and sent with
 * (shared's pageData): the certificate as the page's address names it, and the signature check
 * of the certificate's own ID.
 */
export const certificatePageData = {
  certificate: (idInAddress: string) => `certificate:${idInAddress}`,
  signature: (certificateId: string) => `signature:${certificateId}`,
};
