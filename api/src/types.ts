// What the plugins add to Fastify's instance and request types.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { User } from './db/schema';
import type { Repositories } from './db/repositories';
import type { PasswordHasher } from './lib/passwords';
import type { Mailer } from './plugins/mail';
import type { JobQueue } from './jobs/queue';
import type { Outbox } from './outbox/outbox';
import type { Counters } from './plugins/rate-limit';
import type { CurrentUser } from './plugins/auth';
import type { CredentialService } from './credentials/service';
import type { AuditEntry, AuditLog } from './audit/log';
import type { Mfa } from './mfa/totp';
import type { OptOutTokens } from './certificates/opt-out-token';
import type { FulfilDeps } from './orders/payments';
import type { VoucherCodes } from './commerce/codes';
import type { StripePayments } from './payments/stripe';
import type { VerificationCounter } from './certificates/verification-counter';
import type { FormTokens } from './enquiries/form-token';

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    dbPing: () => Promise<void>;
    dbPendingMigrations: () => Promise<string[]>;
    repos: Repositories;
    mailer: Mailer;
    /** The job queue: pg-boss on PostgreSQL, the jobs table on SQLite. */
    jobs: JobQueue;
    /** E-mails, kept in the transaction of the change that causes them, sent with retries. */
    outbox: Outbox;
    counters: Counters;
    passwords: PasswordHasher;
    otpKey: Buffer;
    credentialKeyEncryption: Buffer;
    credentials: CredentialService;
    auditLog: AuditLog;
    mfa: Mfa;
    /** Seals and hashes exam voucher codes (commerce/codes.ts). */
    voucherCodes: VoucherCodes;
    /** What placing, paying and fulfilling orders need (plugins/orders.ts). */
    orders: FulfilDeps;
    /** The contact form's signed, timestamped tokens (plugins/enquiries.ts). */
    enquiryForms: FormTokens;
    /** The renewal reminders' signed opt-out links (plugins/renewal-reminders.ts). */
    reminderOptOuts: OptOutTokens;
    /** Sends the renewal reminders due at `now` (the timed job's run; tests pass their clock). */
    sendRenewalReminders: (now: Date) => Promise<number>;
    /** Card checkout and its webhook's verifier; null while the Stripe keys are unset. */
    stripe: StripePayments | null;
    /** Appends an audit event inside `trx`, the transaction of the change it records. */
    audit: (trx: Db, request: FastifyRequest, entry: AuditEntry) => Promise<void>;
    issueToken: (user: Pick<User, 'id' | 'tokenVersion'>, sessionId: string) => string;
    authenticate: Guard;
    requireAdmin: Guard;
    /** Admin or sales: the orders and payments, never the users or the audit log. */
    requireSales: Guard;
    /** Counts certificate verifications per day and channel, written every few seconds. */
    verifications: VerificationCounter;
  }
  interface FastifyContextConfig {
    /** The route stays open to an admin who must still enrol a second factor (plugins/auth). */
    duringEnrolment?: boolean;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
    /** The session of the request's token (set by authenticate). */
    sessionId: string | null;
  }
}

export {};
