import { Heading, PageContainer, usePageMeta, useTranslation } from 'shared';
import { SessionsSection, sessionsMessages } from '../../../components/sessions/sessions-section';
import { CertificatesSection } from './certificates-section';
import { OrdersSection } from './orders-section';
import { RemindersSection } from './reminders-section';
import { ProfileSection } from './profile-section';
import { ResultsSection } from './results-section';
import { SectionNav } from './styles';
import { messages, profileMessages } from './texts';

/**
 * /account: the signed-in learner's own page. Headed sections, one after the other, with links
 * to each at the top (plain anchors: reachable and followed with the keyboard, and each section
 * keeps its place in the reading order for screen readers).
 */
export function AccountPage() {
  const t = useTranslation(messages);
  const ts = useTranslation(sessionsMessages);
  const tp = useTranslation(profileMessages);
  usePageMeta(t('title'), t('description'));
  const sections = [
    ['certificates', t('certificatesTitle')],
    ['reminders', t('remindersTitle')],
    ['results', t('resultsTitle')],
    ['orders', t('ordersTitle')],
    ['profile', tp('profileTitle')],
  ] as const;
  return (
    <PageContainer>
      <Heading>{t('title')}</Heading>
      <SectionNav aria-label={t('sectionsLabel')}>
        <ul>
          {sections.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
          <li>
            <a href="#sessions">{ts('sessionsTitle')}</a>
          </li>
        </ul>
      </SectionNav>
      <CertificatesSection />
      <RemindersSection />
      <ResultsSection />
      <OrdersSection />
      <ProfileSection />
      <div id="sessions">
        <SessionsSection level={2} />
      </div>
    </PageContainer>
  );
}
