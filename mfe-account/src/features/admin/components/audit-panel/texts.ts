import { defineDictionary } from 'shared';
import type { AuditAction } from '../../api/audit-api';
import { loadersFor } from '../../../../i18n/loaders';

/**
 * A name for every action the API logs. Typed against contracts' AuditAction, so an action added
 * there fails the build until it has a name here (and, through AdminTranslations, in every
 * language). The filter lists the actions from these keys: importing AUDIT_ACTIONS as a value
 * would bring contracts' audit module, and TypeBox with it, into the admin chunk.
 */
const actionNamesEn = {
  'action.certificate.issue': 'Certificate issued',
  'action.certificate.revoke': 'Certificate revoked',
  'action.certificate.import': 'Certificates imported',
  'action.user.role_change': 'Role changed',
  'action.question.create': 'Question added',
  'action.question.update': 'Question edited',
  'action.question.delete': 'Question deleted',
  'action.assessment.create': 'Assessment created',
  'action.assessment.update': 'Assessment edited',
  'action.mfa.enable': 'Two-step verification turned on',
  'action.mfa.disable': 'Two-step verification turned off',
  'action.mfa.reset': 'Two-step verification reset',
  'action.mfa.recovery_regenerate': 'New recovery codes generated',
  'action.session.revoke': 'Session ended',
  'action.auth.login': 'Signed in',
  'action.auth.login_failed': 'Sign-in failed',
  'action.auth.mfa_failed': 'Two-step code refused',
  'action.auth.password_reset': 'Password reset',
} satisfies Record<`action.${AuditAction}`, string>;

/** The actions in the filter's order (the API's). */
export const AUDIT_ACTION_LIST = Object.keys(actionNamesEn).map(
  (key) => key.slice('action.'.length) as AuditAction,
);

/** The audit log tab's texts. */
export const adminAuditEn = {
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
};

export const messages = defineDictionary<keyof typeof adminAuditEn>(
  adminAuditEn,
  loadersFor('adminAudit'),
);

export type Key = keyof typeof adminAuditEn;
