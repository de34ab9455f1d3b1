// The audit log's plain values (no TypeBox, so a front end importing them does not bundle the
// schema builder): the actions, the summaries' texts, the target types.

/** The actions tools filter on; a new kind of event adds its name here. */
export const AUDIT_ACTIONS = [
  'certificate.issue',
  'certificate.revoke',
  'certificate.import',
  'user.role_change',
  'user.profile_update',
  'user.email_change',
  'user.delete',
  'question.create',
  'question.update',
  'question.delete',
  'assessment.create',
  'assessment.update',
  'attempt.review',
  'attempt.retake_allow',
  'mfa.enable',
  'mfa.disable',
  'mfa.reset',
  'mfa.recovery_regenerate',
  'session.revoke',
  'auth.login',
  'auth.login_failed',
  'auth.mfa_failed',
  'auth.password_reset',
  'credential_key.rotate',
  'credential_key.revoke',
  'email.retry',
  'voucher_product.create',
  'voucher_product.update',
  'voucher.import',
  'voucher.void',
  'batch.create',
  'batch.update',
  'batch.cancel',
  'coupon.create',
  'coupon.deactivate',
  'order.payment_confirm',
  'order.cancel',
  'order.refund',
  'order.resend',
  'payment.accept',
  'payment.reject',
  'enquiry.assign',
  'enquiry.note',
  'enquiry.status',
  'enquiry.reply',
  'translation.update',
  'name_correction.approve',
  'name_correction.refuse',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * An event's summary: a key and its params are stored with the event, and the English text made
 * from them (kept for the CSV export and for tools). A screen shows the key's text in its own
 * language (mfe-account's audit texts translate every key). `{name}` is a param.
 */
export const auditSummariesEn = {
  'certificate.issued': 'Issued "{course}" to {name}',
  'certificate.imported': 'Imported certificates: {count} ({ids})',
  'certificate.revoked': 'Revoked: {reason}',
  'user.role_changed': '{email}: {from} → {to}',
  'user.profile_changed': 'Changed own profile: {fields}',
  'user.email_changed':
    'Changed own e-mail address with a code sent to the new one; other sessions ended',
  'user.deleted':
    'Deleted own account: personal data removed, sessions ended; invoices and certificates kept',
  'question.added': 'Added a question to {category}: {text}',
  'question.changed': 'Changed {fields}',
  'question.unchanged': 'Saved without changes',
  'question.removed': 'Removed the question from the bank',
  'assessment.created_open': 'Created "{name}" (open)',
  'assessment.created_closed': 'Created "{name}" (closed)',
  'assessment.changed': 'Changed {fields}',
  'assessment.unchanged': 'Saved without changes',
  'attempt.review_granted':
    'Granted certificate {certificateId} to {email} for "{assessment}" ({level}) after security warnings',
  'attempt.review_refused':
    'Refused a certificate to {email} for "{assessment}" ({level}) after security warnings',
  'attempt.retake_allowed': 'Allowed {email} one more attempt at "{assessment}" ({level})',
  'mfa.enabled': 'Two-step sign-in turned on (TOTP); other sessions ended',
  'mfa.disabled': 'Two-step sign-in turned off; other sessions ended',
  'mfa.recovery_replaced': 'Recovery codes replaced',
  'mfa.reset':
    "Two-step sign-in of {email} reset by an administrator; the account's sessions ended",
  'mfa.reset_cli':
    "Two-step sign-in of {email} reset from the server's command line; sessions ended",
  'mfa.code_wrong': 'Wrong code',
  'mfa.code_wrong_locked': 'Code refused; second step locked',
  'session.signed_out': 'Signed out',
  'session.signed_out_other': 'Signed out another session',
  'session.signed_out_others': 'Signed out other sessions: {count}',
  'login.password': 'Signed in ({role}) with a password',
  'login.totp': 'Signed in ({role}) with a password and an authenticator code',
  'login.recovery_code': 'Signed in ({role}) with a password and a recovery code',
  'login.enrolment_only':
    'Signed in ({role}) with a password; only enrolment in two-step sign-in is allowed',
  'login.wrong_password': 'Wrong password',
  'login.no_account': 'No account with this e-mail address',
  'password.reset': 'Password reset with an e-mailed code; every session ended',
  'credential_key.rotated':
    'Credential signing key {key} signs from now on; the earlier key is retired',
  'credential_key.revoked':
    'Credential signing key {key} revoked; its credentials are signed again with {current}',
  'mfa.code_wrong_locked_for': 'Wrong code; second step locked for {minutes} minutes',
  'user.admin_created': 'Admin account {email} created by the operator',
  'user.admin_taken_over':
    '{email} ({from}) made an admin by the operator: password set, sessions ended, second factor removed',
  'email.retried': 'Failed e-mail ({kind}) to {to} queued again',
  'voucher_product.created':
    'Exam voucher for {course} offered at {priceInr} paise and {priceUsd} cents',
  'voucher_product.changed': 'Changed {fields}',
  'voucher.imported': 'Imported {count} exam voucher codes ({courses})',
  'voucher.voided': 'Voided an exam voucher code of {course}',
  'batch.created': 'Scheduled a {mode} batch of {course} from {startsOn}',
  'batch.changed': 'Changed {fields}',
  'batch.cancelled': 'Cancelled the batch of {course} from {startsOn}',
  'coupon.created': 'Created coupon {code}',
  'coupon.deactivated': 'Deactivated coupon {code}',
  'order.payment_confirmed':
    'Recorded a {method} payment {transactionId} of {amount} for order {reference}: {outcome}',
  'order.cancelled': 'Cancelled order {reference}: {reason}',
  'order.refunded': 'Refunded order {reference} with credit note {creditNote}: {reason}',
  'order.emails_resent': 'Sent the e-mails of order {reference} again ({count})',
  'payment.accepted':
    'Accepted the held {method} payment {transactionId} of {amount} for order {reference}, which is fulfilled: {reason}',
  'payment.rejected':
    'Rejected the held {method} payment {transactionId} of {amount} for order {reference}, to be returned: {reason}',
  'enquiry.assigned': 'Assigned the enquiry from {email} to {assignee}',
  'enquiry.unassigned': 'Unassigned the enquiry from {email}',
  'enquiry.noted': 'Added a note to the enquiry from {email}',
  'enquiry.status_changed': 'Enquiry from {email}: {from} → {to}',
  'enquiry.replied': 'Replied to {email} in {lang}: {subject}',
  'translation.changed': 'Translations changed: {changes}',
  'translation.unchanged': 'Translations saved without changes',
  'name_correction.approved':
    'Corrected the name on {certificateId} from {from} to {to}: replaced by {newCertificateId} ({note})',
  'name_correction.refused': 'Refused to correct the name on {certificateId} to {to}: {reason}',
} as const;
export type AuditSummaryKey = keyof typeof auditSummariesEn;
export type AuditSummaryParams = Record<string, string | number>;

/** The English text of a summary (`{name}` replaced by its param; a missing param stays). */
export function auditSummaryText(
  template: string,
  params: AuditSummaryParams | null | undefined,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params && params[name] !== undefined ? String(params[name]) : whole,
  );
}

/** The target types of events; screens translate them. */
export const AUDIT_TARGET_TYPES = [
  'certificate',
  'user',
  'session',
  'question',
  'assessment',
  'attempt',
  'credential_key',
  'email',
  'voucher_product',
  'voucher',
  'batch',
  'coupon',
  'order',
  'enquiry',
  'review',
  'blog_post',
] as const;
