// The Kysely database type. Property names are camelCase; CamelCasePlugin maps them to the
// snake_case columns. Timestamps are ISO-8601 UTC strings (`toISOString()`), which sort and
// compare correctly as text in both SQLite and PostgreSQL; flags are 0/1 integers.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role, SecurityEventKind } from 'contracts';

// The roles and the event kinds are the contract's (the rules both sides apply).
export type { Role, SecurityEventKind };

export interface UsersTable {
  id: string;
  email: string;
  username: string;
  passwordHash: string;
  role: Role;
  tokenVersion: Generated<number>;
  phoneNumber: string;
  address: string;
  pinCode: string;
  country: string;
  linkedIn: string;
  interest: string;
  /** The name printed on certificates; '' until the user gives it (profile or an assessment). */
  fullName: Generated<string>;
  /** When the address was proven with an e-mailed code; null until then. */
  emailVerifiedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Notices e-mailed to an address's owner about sign-ups with that address, per day. */
export interface SignupNoticesTable {
  email: string;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  /** Notices counted that day (the ones past the cap were not sent). */
  sent: number;
}

/** What a one-time code is for: a code of one purpose never works for, nor voids, another. */
export type CodePurpose = 'reset' | 'email-proof';

export interface OneTimeCodesTable {
  id: string;
  userId: string;
  purpose: Generated<CodePurpose>;
  /** The address an e-mail-proof code went to (it proves that address only); null for resets. */
  email: string | null;
  codeHash: string;
  expiresAt: string;
  attempts: Generated<number>;
  consumedAt: string | null;
  voidedAt: string | null;
  createdAt: string;
}

export interface ResetGrantsTable {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

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

export interface QuestionsTable {
  id: string;
  text: string;
  /** JSON array of option strings. */
  options: string;
  correctOption: number;
  category: string;
  explanation: string;
  /** The assessment level a question is kept for; null for the open practice quiz's bank. */
  level: string | null;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface QuizAttemptsTable {
  id: string;
  userId: string;
  category: string;
  /**
   * Always null, like `level` below: an assessment's attempts live in `assessmentAttempts`. Kept
   * from the first schema, before that table existed.
   */
  assessmentId: string | null;
  level: string | null;
  /** JSON array of question ids, in the order served. */
  questionIds: string;
  deadline: string;
  /** JSON array of {questionId, selectedOption}, set on submission. */
  answers: string | null;
  score: number | null;
  total: number;
  passed: number | null;
  startedAt: string;
  submittedAt: string | null;
  /**
   * JSON array aligned with questionIds: order[i] is the original index of the i-th option served
   * (migration 0009; null for attempts served before, in the stored order).
   */
  optionOrders: Generated<string | null>;
}

export interface SecurityEventsTable {
  id: string;
  attemptId: string;
  userId: string;
  kind: SecurityEventKind;
  occurredAt: string;
}

export interface ReviewsTable {
  id: string;
  name: string;
  rating: number;
  text: string;
  course: string;
  createdAt: string;
}

export interface BlogPostsTable {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  author: string;
  imageUrl: string;
  publishedAt: string;
}

export interface BooksTable {
  id: string;
  title: string;
  author: string;
  description: string;
  imageUrl: string;
  buyUrl: string;
  createdAt: string;
}

export interface EnquiriesTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  createdAt: string;
}

export interface VisitsTable {
  day: string;
  count: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface AssessmentsTable {
  id: string;
  slug: string;
  name: string;
  description: string;
  /** JSON array of question categories. */
  categories: string;
  /** JSON array of {level, questionCount, durationMinutes}. */
  levels: string;
  passPercent: number;
  maxAttempts: number;
  waitMinutes: number;
  /** null: any signed-in user; otherwise that role (admins may always take it). */
  requiredRole: string | null;
  issuesCertificate: number;
  /** The security event that submits the attempt (3: the third one). */
  securityLimit: number;
  /** 1: open for new attempts; 0: closed (hidden from the list, running attempts still finish). */
  active: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface AssessmentAttemptsTable {
  id: string;
  assessmentId: string;
  userId: string;
  level: string;
  fullName: string;
  /** JSON array of {questionId, order}. */
  served: string;
  /** JSON array of {questionId, selectedOption}. */
  answers: string;
  securityEvents: number;
  deadline: string;
  score: number | null;
  total: number;
  passed: number | null;
  certificateId: string | null;
  submitReason: string | null;
  startedAt: string;
  submittedAt: string | null;
  /**
   * The assessment's rules when the attempt started, so an admin's later edit changes only
   * attempts started afterwards (null for attempts started before these columns existed).
   */
  passPercent: number | null;
  issuesCertificate: number | null;
  securityLimit: number | null;
  /**
   * An attempt ended by the security rule with a passing score issues no certificate: 'pending'
   * until an admin decides, then 'granted' or 'refused'; null when there is nothing to review.
   */
  reviewStatus: ReviewStatus | null;
  reviewedAt: string | null;
  /** The id of the admin who decided. */
  reviewedBy: string | null;
}

export type ReviewStatus = 'pending' | 'granted' | 'refused';

/** An admin's allowance for one more attempt at a level (migration 0009). */
export interface AssessmentRetakesTable {
  id: string;
  userId: string;
  assessmentId: string;
  level: string;
  /** The attempt the allowance was given from (the admin's list). */
  fromAttemptId: string | null;
  allowedBy: string | null;
  allowedAt: string;
  /** The attempt that used it; null while unused (at most one unused per person and level). */
  usedByAttemptId: string | null;
  usedAt: string | null;
}

export interface AssessmentEventsTable {
  id: string;
  attemptId: string;
  kind: string;
  occurredAt: string;
}

export interface AuditEventsTable {
  seq: number;
  occurredAt: string;
  actorId: string | null;
  actorEmail: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  summary: string;
  prevHash: string;
  hash: string;
  /** The summary's key and its params as JSON (migration 0008; null before). */
  summaryKey: string | null;
  summaryParams: string | null;
}

export interface AuditHeadTable {
  id: number;
  seq: number;
  hash: string;
}

export interface SessionsTable {
  id: string;
  userId: string;
  userAgent: string;
  ip: string;
  createdAt: string;
  lastUsedAt: string;
}

export interface MfaFactorsTable {
  userId: string;
  /** The TOTP secret, sealed (lib/seal.ts). */
  secret: string;
  /** null while enrolment waits for its first code. */
  confirmedAt: string | null;
  /** The last time step accepted: it and every earlier one are refused (no replay). */
  lastTimeStep: number | null;
  failedCount: Generated<number>;
  lockedUntil: string | null;
  /** Locks in a row since the last accepted code: each lasts twice the one before (capped). */
  lockCount: Generated<number>;
  createdAt: string;
}

export interface RecoveryCodesTable {
  id: string;
  userId: string;
  codeHash: string;
  usedAt: string | null;
  createdAt: string;
}

export interface MfaChallengesTable {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

export interface Database {
  assessments: AssessmentsTable;
  assessmentAttempts: AssessmentAttemptsTable;
  assessmentEvents: AssessmentEventsTable;
  assessmentRetakes: AssessmentRetakesTable;
  users: UsersTable;
  signupNotices: SignupNoticesTable;
  oneTimeCodes: OneTimeCodesTable;
  resetGrants: ResetGrantsTable;
  certificates: CertificatesTable;
  questions: QuestionsTable;
  quizAttempts: QuizAttemptsTable;
  securityEvents: SecurityEventsTable;
  reviews: ReviewsTable;
  blogPosts: BlogPostsTable;
  books: BooksTable;
  enquiries: EnquiriesTable;
  visits: VisitsTable;
  appMeta: AppMetaTable;
  credentialKeys: CredentialKeysTable;
  credentialStatusLists: CredentialStatusListsTable;
  auditEvents: AuditEventsTable;
  auditHead: AuditHeadTable;
  sessions: SessionsTable;
  mfaFactors: MfaFactorsTable;
  recoveryCodes: RecoveryCodesTable;
  mfaChallenges: MfaChallengesTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Certificate = Selectable<CertificatesTable>;
export type Session = Selectable<SessionsTable>;
export type NewCertificate = Insertable<CertificatesTable>;
export type Question = Selectable<QuestionsTable>;
export type QuizAttempt = Selectable<QuizAttemptsTable>;
export type SecurityEvent = Selectable<SecurityEventsTable>;
export type Review = Selectable<ReviewsTable>;
export type BlogPost = Selectable<BlogPostsTable>;
export type Book = Selectable<BooksTable>;
