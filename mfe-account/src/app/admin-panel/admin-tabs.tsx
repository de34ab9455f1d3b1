import type { Role } from 'contracts';
import type { ComponentType } from 'react';
import { AccountSecurityPanel } from '../../features/account-security/components/account-security';
import type { MfaStatus } from '../../features/account-security/api/security-api';
import { AssessmentsPanel } from '../../features/admin-assessments/components/assessments-panel';
import { AuditPanel } from '../../features/admin-audit/components/audit-panel';
import { CertificatesPanel } from '../../features/admin-certificates/components/certificates-panel';
import { QuestionsPanel } from '../../features/admin-questions/components/questions-panel';
import { ResultsPanel } from '../../features/admin-results/components/results-panel';
import { SecurityPanel } from '../../features/admin-results/components/security-panel';
import { UsersPanel } from '../../features/admin-users/components/users-panel';
import type { AdminPanelKey } from './texts';

/** What the panel hands every tab: a tab that learns the admin's two-step status reports it. */
export interface AdminTabProps {
  onMfaStatus: (status: MfaStatus) => void;
}

export interface AdminTab {
  /** The tab's and its panel's element ids: admin-tab-<id>, admin-panel-<id>. */
  id: string;
  /** The tab's name, a text of the admin panel's dictionary. */
  label: AdminPanelKey;
  Panel: ComponentType<AdminTabProps>;
  /** The roles that see the tab; the API checks the role again on every call. */
  roles: readonly Role[];
}

const admins: readonly Role[] = ['admin'];

// The sign-in security tab also keeps the panel's enrolment gate up to date: turning two-step
// sign-in off there must put the gate back up when the site requires it.
function SignInSecurityTab({ onMfaStatus }: AdminTabProps) {
  return <AccountSecurityPanel onStatus={onMfaStatus} />;
}

// The users and question bank panels take a test's answer to their confirmations; as tabs they
// ask in the page's dialog, so they get no props.

/**
 * The admin panel's tabs, in the order they are shown; the first one a role sees opens first.
 * A new tab is a feature folder and one entry here.
 */
export const adminTabs: readonly AdminTab[] = [
  { id: 'certificates', label: 'certificates', Panel: CertificatesPanel, roles: admins },
  { id: 'users', label: 'users', Panel: () => <UsersPanel />, roles: admins },
  { id: 'questions', label: 'questions', Panel: () => <QuestionsPanel />, roles: admins },
  { id: 'results', label: 'results', Panel: ResultsPanel, roles: admins },
  { id: 'security', label: 'security', Panel: SecurityPanel, roles: admins },
  { id: 'assessments', label: 'assessments', Panel: AssessmentsPanel, roles: admins },
  { id: 'audit', label: 'audit', Panel: AuditPanel, roles: admins },
  { id: 'account', label: 'account', Panel: SignInSecurityTab, roles: admins },
];
