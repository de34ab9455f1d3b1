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
  /** The certificate's bit in its revocation status list; null until signed. */
  statusIndex: Generated<number | null>;
  /** The status list of `statusIndex` (migration 0030): 1 for every certificate signed before. */
  statusList: Generated<number>;
  /** The last day the certificate is valid (YYYY-MM-DD), or null when it does not expire. */
  expiryDate: Generated<string | null>;
  /** The assessment attempt that earned it (unique: one certificate per attempt; migration 0009). */
  attemptId: Generated<string | null>;
  /**
   * The holder's e-mail address, lower-cased, when the admin gave one (migration 0019): the
   * holder's account lists the certificate once that address is proven. Never shown publicly.
   */
  recipientEmail: Generated<string | null>;
  /** The bulk import that stored it (migration 0031); null for one issued otherwise. */
  importId: Generated<string | null>;
}

/** A bulk import of certificates (migration 0031): its size, for the signing's progress. */
export interface CertificateImportsTable {
  id: string;
  /** The admin's user id. */
  createdBy: string | null;
  createdAt: string;
  /** Certificates it stored. */
  total: number;
  /** Those signed so far (the signing run counts each in the transaction that signs it). */
  signed: Generated<number>;
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
  /** The list's number as text ('1', '2', …): the last part of its address. */
  id: string;
  /** The signed BitstringStatusListCredential (JSON). */
  credential: string | null;
  updatedAt: string;
  /** Entries in the list, fixed when it is added (migration 0030). */
  size: Generated<number>;
  /** Places handed out so far; the list is full when this reaches `size`. */
  allocated: Generated<number>;
  /** Key of the shuffle from the n-th place handed out to its index (base64url). */
  seed: string | null;
}

/** Where a certificate was verified (migration 0020). */
export type VerificationChannel = 'page' | 'api' | 'credential';

/** A certificate's verifications of one day through one channel: a count, nothing of who asked. */
export interface CertificateVerificationsTable {
  certificateId: string;
  /** YYYY-MM-DD in the site's time zone. */
  day: string;
  channel: VerificationChannel;
  count: number;
}

/** Every certificate's verifications of one day, all channels together (the 30-day chart). */
export interface CertificateVerificationDaysTable {
  day: string;
  count: number;
}

/** A renewal reminder: 90 or 30 days before the certificate's expiry (migration 0023). */
export type RenewalReminderKind = '90' | '30';

/** A renewal reminder sent: at most one per certificate and kind. */
export interface RenewalRemindersTable {
  /** The certificate's public ID. */
  certificateId: string;
  kind: RenewalReminderKind;
  sentAt: string;
}

/** An address that asked for no renewal reminders (lower-cased). */
export interface ReminderOptOutsTable {
  email: string;
  createdAt: string;
}

export type NameCorrectionStatus = 'requested' | 'approved' | 'refused';

/** A learner's request to correct the name on a certificate, and its decision (migration 0022). */
export interface NameCorrectionsTable {
  id: string;
  /** The certificate's public ID. */
  certificateId: string;
  userId: string;
  requestedName: string;
  reason: string;
  /** The page's language when the learner asked: the decision's e-mail is written in it. */
  lang: Generated<string>;
  status: Generated<NameCorrectionStatus>;
  decidedBy: Generated<string | null>;
  decidedAt: Generated<string | null>;
  decisionNote: Generated<string | null>;
  /** The corrected certificate an approval issued. */
  newCertificateId: Generated<string | null>;
  createdAt: string;
}
