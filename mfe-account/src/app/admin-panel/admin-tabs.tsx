import type { Role } from 'contracts';
import type { ComponentType } from 'react';
import type { Dictionary } from 'shared';
import { AccountSecurityPanel } from '../../features/account-security/components/account-security';
import { messages as signInTexts } from '../../features/account-security/components/account-security/texts';
import type { MfaStatus } from '../../features/account-security/api/security-api';
import { AssessmentsPanel } from '../../features/admin-assessments/components/assessments-panel';
import { messages as assessmentsTexts } from '../../features/admin-assessments/components/assessments-panel/texts';
import { AdminHomePanel } from '../../features/admin-home/components/admin-home-panel';
import { messages as homeTexts } from '../../features/admin-home/components/admin-home-panel/texts';
import { AuditPanel } from '../../features/admin-audit/components/audit-panel';
import { messages as auditTexts } from '../../features/admin-audit/components/audit-panel/texts';
import { CertificatesPanel } from '../../features/admin-certificates/components/certificates-panel';
import { messages as certificatesTexts } from '../../features/admin-certificates/components/certificates-panel/texts';
import { CorrectionsPanel } from '../../features/admin-corrections/components/corrections-panel';
import { messages as correctionsTexts } from '../../features/admin-corrections/components/corrections-panel/texts';
import { QuestionsPanel } from '../../features/admin-questions/components/questions-panel';
import { messages as questionsTexts } from '../../features/admin-questions/components/questions-panel/texts';
import { ResultsPanel } from '../../features/admin-results/components/results-panel';
import { SecurityPanel } from '../../features/admin-results/components/security-panel';
import { messages as resultsTexts } from '../../features/admin-results/components/texts';
import { PricesPanel } from '../../features/admin-voucher-products/components/prices-panel';
import { messages as pricesTexts } from '../../features/admin-voucher-products/components/prices-panel/texts';
import { VoucherStockPanel } from '../../features/admin-vouchers/components/voucher-stock-panel';
import { messages as voucherStockTexts } from '../../features/admin-vouchers/components/voucher-stock-panel/texts';
import { EmailsPanel } from '../../features/admin-emails/components/emails-panel';
import { messages as emailsTexts } from '../../features/admin-emails/components/emails-panel/texts';
import { CouponsPanel } from '../../features/admin-coupons/components/coupons-panel';
import { messages as couponsTexts } from '../../features/admin-coupons/components/coupons-panel/texts';
import { BatchesPanel } from '../../features/admin-batches/components/batches-panel';
import { messages as batchesTexts } from '../../features/admin-batches/components/batches-panel/texts';
import { InboxPanel } from '../../features/admin-inbox/components/inbox-panel';
import { messages as inboxTexts } from '../../features/admin-inbox/components/inbox-panel/texts';
import { OrdersPanel } from '../../features/admin-orders/components/orders-panel';
import { messages as ordersTexts } from '../../features/admin-orders/components/orders-panel/texts';
import { PaymentsPanel } from '../../features/admin-payments/components/payments-panel';
import { messages as paymentsTexts } from '../../features/admin-payments/components/payments-panel/texts';
import { VisitorTextsPanel } from '../../features/admin-visitor-texts/components/visitor-texts-panel';
import { messages as visitorTextsTexts } from '../../features/admin-visitor-texts/components/visitor-texts-panel/texts';
import { UsersPanel } from '../../features/admin-users/components/users-panel';
import { messages as usersTexts } from '../../features/admin-users/components/users-panel/texts';

/** What the panel hands every tab: a tab that learns the admin's two-step status reports it. */
export interface AdminTabProps {
  onMfaStatus: (status: MfaStatus) => void;
  /** The ids of the tabs the person's role sees (a tab links only to those). */
  visibleTabs: readonly string[];
}

/** A tab's name: a text of its own feature's dictionary (`tab` in the feature's i18n/en.ts). */
export interface TabLabel {
  texts: Dictionary<string>;
  key: string;
}

/** The tab name `key` of a feature's dictionary (the compiler checks the dictionary has it). */
function label<K extends string>(texts: Dictionary<K>, key: K): TabLabel {
  return { texts: texts as unknown as Dictionary<string>, key };
}

export interface AdminTab {
  /** The tab's and its panel's element ids: admin-tab-<id>, admin-panel-<id>. */
  id: string;
  /** The tab's name, from its feature's texts: a new tab edits no text of the panel. */
  label: TabLabel;
  Panel: ComponentType<AdminTabProps>;
  /** The roles that see the tab; the API checks the role again on every call. */
  roles: readonly Role[];
}

const admins: readonly Role[] = ['admin'];
// Sales staff work the enquiries, the orders and their payments, and see nothing else of the panel.
const orderStaff: readonly Role[] = ['admin', 'sales'];

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
  {
    id: 'home',
    label: label(homeTexts, 'tab'),
    Panel: ({ visibleTabs }) => <AdminHomePanel tabs={visibleTabs} />,
    roles: orderStaff,
  },
  {
    id: 'certificates',
    label: label(certificatesTexts, 'tab'),
    Panel: CertificatesPanel,
    roles: admins,
  },
  { id: 'users', label: label(usersTexts, 'tab'), Panel: () => <UsersPanel />, roles: admins },
  {
    id: 'corrections',
    label: label(correctionsTexts, 'tab'),
    Panel: () => <CorrectionsPanel />,
    roles: admins,
  },
  {
    id: 'questions',
    label: label(questionsTexts, 'tab'),
    Panel: () => <QuestionsPanel />,
    roles: admins,
  },
  { id: 'results', label: label(resultsTexts, 'resultsTab'), Panel: ResultsPanel, roles: admins },
  {
    id: 'security',
    label: label(resultsTexts, 'securityTab'),
    Panel: SecurityPanel,
    roles: admins,
  },
  {
    id: 'assessments',
    label: label(assessmentsTexts, 'tab'),
    Panel: AssessmentsPanel,
    roles: admins,
  },
  { id: 'prices', label: label(pricesTexts, 'tab'), Panel: PricesPanel, roles: admins },
  {
    id: 'voucher-stock',
    label: label(voucherStockTexts, 'tab'),
    Panel: () => <VoucherStockPanel />,
    roles: admins,
  },
  { id: 'batches', label: label(batchesTexts, 'tab'), Panel: BatchesPanel, roles: admins },
  {
    id: 'visitor-texts',
    label: label(visitorTextsTexts, 'tab'),
    Panel: () => <VisitorTextsPanel />,
    roles: admins,
  },
  {
    id: 'coupons',
    label: label(couponsTexts, 'tab'),
    Panel: () => <CouponsPanel />,
    roles: admins,
  },
  { id: 'inbox', label: label(inboxTexts, 'tab'), Panel: InboxPanel, roles: orderStaff },
  {
    id: 'orders',
    label: label(ordersTexts, 'tab'),
    Panel: () => <OrdersPanel />,
    roles: orderStaff,
  },
  {
    id: 'payments',
    label: label(paymentsTexts, 'tab'),
    Panel: () => <PaymentsPanel />,
    roles: orderStaff,
  },
  { id: 'emails', label: label(emailsTexts, 'tab'), Panel: EmailsPanel, roles: admins },
  { id: 'audit', label: label(auditTexts, 'tab'), Panel: AuditPanel, roles: admins },
  { id: 'account', label: label(signInTexts, 'tab'), Panel: SignInSecurityTab, roles: admins },
];
