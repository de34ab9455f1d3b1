// Certificates and their signed credentials: the certificate, the keys that sign, and the
// revocation status list. One file per group of tables, so a table reads beside its neighbours;
// schema.ts joins them into the Database type.
import type { Generated } from 'kysely';

export type CertificateStatus = 'valid' | 'revoked';

export interface CertificatesTable {
  id: string;
  certificateId: string;
  fullName: string;
  courseName: string;
  issuedBy: string;
  issueDate: string;
  status: CertificateStatus;
  revokedReason: string | null;
  revokedAt: string | null;
  issuedByUserId: string | null;
  createdAt: string;
  /** The signed Open Badges 3.0 credential (JSON); null until signed (imports sign afterwards). */
  credential: Generated<string | null>;
  /** The certificate's bit in the revocation status list; null until signed. */
  statusIndex: Generated<number | null>;
  /** The last day the certificate is valid (YYYY-MM-DD), or null when it does not expire. */
  expiryDate: Generated<string | null>;
  /** The assessment attempt that earned it (unique: one certificate per attempt; migration 0009). */
  attemptId: Generated<string | null>;
}

export interface CredentialKeysTable {
  seq: number;
  keyId: string;
  publicKeyMultibase: string;
  /** Encrypted with the server secret; null for a key given by CREDENTIAL_SIGNING_KEY. */
  secretKey: string | null;
  createdAt: string;
  /** When a newer key replaced it (it signs nothing after); null for the key that signs now. */
  retiredAt: Generated<string | null>;
  /** When it was revoked (leaked): none of its signatures verify any more. */
  revokedAt: Generated<string | null>;
}

export interface CredentialStatusListsTable {
  id: string;
  /** The signed BitstringStatusListCredential (JSON). */
  credential: string | null;
  updatedAt: string;
}
