import { auditSummariesEn, type AUDIT_TARGET_TYPES, type AuditSummaryKey } from 'contracts';
import type { Translation } from '../../../lib/texts';
import type { AuditAction } from '../api/audit-api';

// The values (auditSummariesEn here, AUDIT_ACTIONS in the filter) come from contracts'
// audit-rules module, which has no TypeBox: contracts is "sideEffects": false, so the admin
// chunk takes that module alone, not the schemas.

/**
 * A name for every action the API logs. Typed against contracts' AuditAction, so an action added
 * there fails the build until it has a name here (and, through AuditTranslation, in every
 * language).
 */
const actionNamesEn = {
  'action.certificate.issue': 'Certificate issued',
  'action.certificate.revoke': 'Certificate revoked',
  'action.certificate.import': 'Certificates imported',
  'action.user.role_change': 'Role changed',
  'action.user.profile_update': 'Profile changed',
  'action.user.email_change': 'E-mail address changed',
  'action.user.delete': 'Account deleted',
  'action.question.create': 'Question added',
  'action.question.update': 'Question edited',
  'action.question.delete': 'Question deleted',
  'action.assessment.create': 'Assessment created',
  'action.assessment.update': 'Assessment edited',
  'action.attempt.review': 'Attempt reviewed',
  'action.attempt.retake_allow': 'Retake allowed',
  'action.mfa.enable': 'Two-step sign-in turned on',
  'action.mfa.disable': 'Two-step sign-in turned off',
  'action.mfa.reset': 'Two-step sign-in reset',
  'action.mfa.recovery_regenerate': 'New recovery codes generated',
  'action.session.revoke': 'Session ended',
  'action.auth.login': 'Signed in',
  'action.auth.login_failed': 'Sign-in failed',
  'action.auth.mfa_failed': 'Two-step sign-in code refused',
  'action.auth.password_reset': 'Password reset',
  'action.credential_key.rotate': 'Signing key rotated',
  'action.credential_key.revoke': 'Signing key revoked',
  'action.email.retry': 'Failed e-mail sent again',
  'action.voucher_product.create': 'Exam voucher offered',
  'action.voucher_product.update': 'Exam voucher edited',
  'action.voucher.import': 'Exam voucher codes imported',
  'action.voucher.void': 'Exam voucher code voided',
  'action.batch.create': 'Batch scheduled',
  'action.batch.update': 'Batch edited',
  'action.batch.cancel': 'Batch cancelled',
  'action.coupon.create': 'Coupon created',
  'action.coupon.deactivate': 'Coupon deactivated',
  'action.order.payment_confirm': 'Payment recorded',
  'action.order.cancel': 'Order cancelled',
  'action.order.refund': 'Order refunded',
  'action.order.resend': 'Order e-mails sent again',
  'action.payment.accept': 'Held payment accepted',
  'action.payment.reject': 'Held payment rejected',
  'action.enquiry.assign': 'Enquiry assigned',
  'action.enquiry.note': 'Enquiry note added',
  'action.enquiry.status': 'Enquiry status changed',
  'action.enquiry.reply': 'Enquiry answered by e-mail',
  'action.translation.update': 'Staff texts translated',
  'action.name_correction.approve': 'Name correction approved',
  'action.name_correction.refuse': 'Name correction refused',
} satisfies Record<`action.${AuditAction}`, string>;

type SummaryTexts = { [K in AuditSummaryKey as `summary.${K}`]: string };

/**
 * The events' summaries, by the key stored with each event. The English is the API's own (the
 * text it stores and exports), so the two cannot drift apart; the key type comes from it too,
 * so a summary added there fails the build until every language translates it.
 */
const summariesEn = Object.fromEntries(
  Object.entries(auditSummariesEn).map(([key, text]) => [`summary.${key}`, text]),
) as SummaryTexts;

/** What an event acted on ('certificate', 'user'…), shown before the target's ID. */
const targetTypesEn = {
  'target.certificate': 'Certificate',
  'target.user': 'User',
  'target.session': 'Session',
  'target.question': 'Question',
  'target.assessment': 'Assessment',
  'target.attempt': 'Attempt',
  'target.credential_key': 'Signing key',
  'target.email': 'E-mail',
  'target.voucher_product': 'Exam voucher',
  'target.voucher': 'Exam voucher code',
  'target.batch': 'Batch',
  'target.coupon': 'Coupon',
  'target.order': 'Order',
  'target.enquiry': 'Enquiry',
  'target.review': 'Review',
  'target.blog_post': 'Blog post',
} satisfies Record<`target.${(typeof AUDIT_TARGET_TYPES)[number]}`, string>;

/** The audit log tab's texts. */
export const adminAuditEn = {
  // The tab's name in the admin panel (app/admin-panel/admin-tabs.tsx).
  tab: 'Audit log',
  title: 'Audit log',
  intro:
    'Every admin change and every sign-in event, newest first. Each event is linked to the one before it by a SHA-256 hash, so checking the chain reveals an event that was changed or removed.',
  filters: 'Filter the audit log',
  actorFilter: 'Actor (e-mail or user ID)',
  actionFilter: 'Action',
  allActions: 'All actions',
  actionOption: '{label} ({action})',
  targetFilter: 'Target ID',
  from: 'From',
  to: 'To',
  utcNote: 'Times are in UTC. The From and To dates are whole days in UTC.',
  apply: 'Apply',
  clear: 'Clear',
  exportCsv: 'Export CSV',
  exporting: 'Preparing the CSV…',
  exported: 'Downloaded {file}.',
  exportFailed: 'The audit log could not be exported.',
  checkChain: 'Check the chain',
  checkChainFull: 'Check the whole chain',
  checking: 'Checking the chain…',
  chainIntact_one: 'The chain is intact: {count} event checked.',
  chainIntact_other: 'The chain is intact: {count} events checked.',
  chainBroken: 'The chain is broken at event #{id}: an event was changed or removed.',
  checkFailed: 'The chain could not be checked.',
  loading: 'Loading the audit log…',
  loadFailed: 'The audit log could not be loaded.',
  noEvents: 'No events have been recorded yet.',
  noMatch: 'No events match these filters.',
  time: 'Time (UTC)',
  actor: 'Actor',
  action: 'Action',
  target: 'Target',
  summary: 'Summary',
  ip: 'IP address',
  ...actionNamesEn,
  ...targetTypesEn,
  ...summariesEn,
};

/** The Audit log tab: every dictionary, as each language file has it. */
export const english = {
  adminAudit: adminAuditEn,
};

export type AuditTranslation = Translation<typeof english>;
