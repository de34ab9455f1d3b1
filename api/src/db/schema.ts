// The Kysely database type. Property names are camelCase; CamelCasePlugin maps them to the
// snake_case columns. Timestamps are ISO-8601 UTC strings (`toISOString()`), which sort and
// compare correctly as text in both SQLite and PostgreSQL; flags are 0/1 integers. The tables
// are declared by group in tables/; this file joins them and names the row types code uses.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Role, SecurityEventKind } from 'contracts';
import type {
  MfaChallengesTable,
  MfaFactorsTable,
  OneTimeCodesTable,
  RecoveryCodesTable,
  ResetGrantsTable,
  SessionsTable,
  SignupNoticesTable,
  UsersTable,
} from './tables/accounts';
import type {
  AssessmentAttemptsTable,
  AssessmentEventsTable,
  AssessmentRetakesTable,
  AssessmentsTable,
} from './tables/assessments';
import type { AuditEventsTable, AuditHeadTable } from './tables/audit';
import type {
  BatchesTable,
  CouponsTable,
  VoucherProductsTable,
  VouchersTable,
} from './tables/commerce';
import type {
  CertificateImportsTable,
  CertificatesTable,
  CertificateVerificationDaysTable,
  NameCorrectionsTable,
  CertificateVerificationsTable,
  CredentialKeysTable,
  CredentialStatusListsTable,
  ReminderOptOutsTable,
  RenewalRemindersTable,
} from './tables/certificates';
import type {
  AppMetaTable,
  BlogPostsTable,
  BooksTable,
  ContentTranslationsTable,
  EnquiriesTable,
  EnquiryEventsTable,
  ReviewsTable,
  VisitsTable,
} from './tables/content';
import type { JobsTable, OutboxEmailsTable } from './tables/jobs';
import type {
  DocumentSequencesTable,
  InvoicesTable,
  OrderEventsTable,
  OrderLinesTable,
  OrdersTable,
  PaymentsTable,
  StripeEventsTable,
} from './tables/orders';
import type { QuestionsTable, QuizAttemptsTable, SecurityEventsTable } from './tables/quiz';

// The roles and the event kinds are the contract's (the rules both sides apply).
export type { Role, SecurityEventKind };
export type * from './tables/accounts';
export type * from './tables/assessments';
export type * from './tables/audit';
export type * from './tables/certificates';
export type * from './tables/commerce';
export type * from './tables/content';
export type * from './tables/jobs';
export type * from './tables/orders';
export type * from './tables/quiz';

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
  certificateImports: CertificateImportsTable;
  questions: QuestionsTable;
  quizAttempts: QuizAttemptsTable;
  securityEvents: SecurityEventsTable;
  reviews: ReviewsTable;
  blogPosts: BlogPostsTable;
  books: BooksTable;
  enquiries: EnquiriesTable;
  enquiryEvents: EnquiryEventsTable;
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
  jobs: JobsTable;
  outboxEmails: OutboxEmailsTable;
  voucherProducts: VoucherProductsTable;
  vouchers: VouchersTable;
  batches: BatchesTable;
  coupons: CouponsTable;
  orders: OrdersTable;
  orderLines: OrderLinesTable;
  orderEvents: OrderEventsTable;
  payments: PaymentsTable;
  documentSequences: DocumentSequencesTable;
  invoices: InvoicesTable;
  stripeEvents: StripeEventsTable;
  certificateVerifications: CertificateVerificationsTable;
  certificateVerificationDays: CertificateVerificationDaysTable;
  contentTranslations: ContentTranslationsTable;
  renewalReminders: RenewalRemindersTable;
  reminderOptOuts: ReminderOptOutsTable;
  nameCorrections: NameCorrectionsTable;
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
export type OutboxEmail = Selectable<OutboxEmailsTable>;
