import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  Alert,
  defineDictionary,
  Heading,
  PageContainer,
  selectIsAdmin,
  useAppSelector,
  usePageMeta,
  useTranslation,
} from 'shared';
import { AccountSecurityPanel } from '../../features/account-security/components/account-security';
import { EnrolmentGate } from '../../features/account-security/components/account-security/enrolment-gate';
import { useEnrolmentGate } from '../../features/account-security/components/account-security/use-enrolment-gate';
import { AssessmentsPanel } from '../../features/admin-assessments/components/assessments-panel';
import { AuditPanel } from '../../features/admin-audit/components/audit-panel';
import { CertificatesPanel } from '../../features/admin-certificates/components/certificates-panel';
import { QuestionsPanel } from '../../features/admin-questions/components/questions-panel';
import { ResultsPanel, SecurityPanel } from '../../features/admin-results/components/results-panel';
import { UsersPanel } from '../../features/admin-users/components/users-panel';
import { loadersFor } from '../../i18n/loaders';

export const adminPanelEn = {
  title: 'Admin panel',
  description: 'Manage certificates, users, questions and results.',
  noAccess: 'You do not have access to the admin panel. Only administrators can use it.',
  sections: 'Admin sections',
  certificates: 'Certificates',
  users: 'Users',
  questions: 'Question bank',
  results: 'Results',
  security: 'Security events',
  assessments: 'Assessments',
  audit: 'Audit log',
  account: 'Sign-in security',
};

export const messages = defineDictionary(adminPanelEn, loadersFor('adminPanel'));

const tabs = [
  'certificates',
  'users',
  'questions',
  'results',
  'security',
  'assessments',
  'audit',
  'account',
] as const;
type Tab = (typeof tabs)[number];

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 1rem;
  button {
    font: inherit;
    min-height: 44px;
    padding: 0.5rem 1rem;
    border: none;
    background: none;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
    border-bottom: 3px solid transparent;
  }
  button[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/** /admin-panel: the shell's guard requires a token; the API checks the role on every call. */
export function AdminPanel() {
  const t = useTranslation(messages);
  usePageMeta(t('title'), t('description'));
  const isAdmin = useAppSelector(selectIsAdmin);
  const [tab, setTab] = useState<Tab>('certificates');
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const gate = useEnrolmentGate(isAdmin);

  if (!isAdmin) {
    return (
      <PageContainer>
        <Heading>{t('title')}</Heading>
        <Alert $tone="error" role="alert">
          {t('noAccess')}
        </Alert>
      </PageContainer>
    );
  }

  if (gate.gated) {
    return (
      <PageContainer>
        <Heading>{t('title')}</Heading>
        <EnrolmentGate onDone={gate.open} />
      </PageContainer>
    );
  }

  // WAI-ARIA tabs: arrow keys move between tabs.
  function keyDown(event: KeyboardEvent) {
    const i = tabs.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? tabs[(i + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(i + tabs.length - 1) % tabs.length]
          : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    refs.current[next]?.focus();
  }

  return (
    <PageContainer>
      <Heading>{t('title')}</Heading>
      <TabList role="tablist" aria-label={t('sections')} onKeyDown={keyDown}>
        {tabs.map((name) => (
          <button
            key={name}
            ref={(el) => {
              refs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`admin-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(name)}
          </button>
        ))}
      </TabList>
      <div role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
        {tab === 'certificates' ? <CertificatesPanel /> : null}
        {tab === 'users' ? <UsersPanel /> : null}
        {tab === 'questions' ? <QuestionsPanel /> : null}
        {tab === 'results' ? <ResultsPanel /> : null}
        {tab === 'security' ? <SecurityPanel /> : null}
        {tab === 'assessments' ? <AssessmentsPanel /> : null}
        {tab === 'audit' ? <AuditPanel /> : null}
        {tab === 'account' ? <AccountSecurityPanel onStatus={gate.learnt} /> : null}
      </div>
    </PageContainer>
  );
}
