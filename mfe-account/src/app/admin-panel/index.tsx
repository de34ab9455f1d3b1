import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Heading,
  PageContainer,
  selectIsAdmin,
  selectRole,
  useAppSelector,
  usePageMeta,
  useTranslation,
} from 'shared';
import { EnrolmentGate } from '../../features/account-security/components/account-security/enrolment-gate';
import { useEnrolmentGate } from '../../features/account-security/components/account-security/use-enrolment-gate';
import { adminTabs, type TabLabel } from './admin-tabs';
import { messages } from './texts';

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

/** A tab's name, in the page's language, from its feature's texts. */
function TabName({ label }: { label: TabLabel }) {
  const t = useTranslation(label.texts);
  return t(label.key);
}

/**
 * /admin-panel: the shell's guard requires a token; a member of staff sees the tabs of their
 * role (sales: the home, the orders and payments), anyone else is told they lack access. The API
 * checks the role again on every call. The chosen tab is in the address (`?tab=<id>`, written
 * without a reload, the language's prefix kept), so a link or a bookmark opens that tab; an
 * unknown or forbidden id opens the role's first tab.
 */
export function AdminPanel() {
  const t = useTranslation(messages);
  usePageMeta(t('title'), t('description'));
  const isAdmin = useAppSelector(selectIsAdmin);
  const role = useAppSelector(selectRole);
  const tabs = adminTabs.filter((entry) => entry.roles.some((r) => r === role));
  const [params, setParams] = useSearchParams();
  const chosen = params.get('tab');
  // Choosing a tab replaces the address's entry: Back leaves the panel (or returns to where a
  // link opened it from) rather than stepping through every tab looked at.
  const setTab = (id: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  const refs = useRef<Partial<Record<string, HTMLButtonElement | null>>>({});
  // The API requires two-step sign-in of admins only, so only they meet the enrolment gate.
  const gate = useEnrolmentGate(isAdmin);
  const current = tabs.find((entry) => entry.id === chosen) ?? tabs[0];
  const currentId = current?.id;
  const shown = useRef(currentId);
  // A link inside a panel that opens another tab unmounts the link: focus goes to the new tab
  // rather than to the page's top.
  useEffect(() => {
    if (shown.current === currentId || !currentId) return;
    shown.current = currentId;
    const active = document.activeElement;
    if (!active || active === document.body) refs.current[currentId]?.focus();
  }, [currentId]);

  if (!current) {
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
  const keyDown = (event: KeyboardEvent) => {
    const i = tabs.indexOf(current);
    const next =
      event.key === 'ArrowRight'
        ? tabs[(i + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(i + tabs.length - 1) % tabs.length]
          : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next.id);
    refs.current[next.id]?.focus();
  };

  return (
    <PageContainer>
      <Heading>{t('title')}</Heading>
      <TabList role="tablist" aria-label={t('sections')} onKeyDown={keyDown}>
        {tabs.map(({ id, label }) => (
          <button
            key={id}
            ref={(el) => {
              refs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${id}`}
            aria-selected={current.id === id}
            aria-controls={`admin-panel-${id}`}
            tabIndex={current.id === id ? 0 : -1}
            onClick={() => setTab(id)}
          >
            <TabName label={label} />
          </button>
        ))}
      </TabList>
      <div
        role="tabpanel"
        id={`admin-panel-${current.id}`}
        aria-labelledby={`admin-tab-${current.id}`}
      >
        <current.Panel onMfaStatus={gate.learnt} visibleTabs={tabs.map((entry) => entry.id)} />
      </div>
    </PageContainer>
  );
}
