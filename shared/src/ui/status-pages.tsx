import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { defineDictionary, useTranslation } from '../i18n/i18n';
import { paths } from '../routes/paths';
import { Heading, Lead, PageContainer, Spinner } from './primitives';

const messages = defineDictionary({
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  backHome: 'Back to the home page',
  loading: 'Loading content...',
});

const Center = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  padding: 3rem 1rem;
  text-align: center;
`;

/** The site's not-found page, used by the shell and by every remote for unknown paths. */
export function NotFound() {
  const t = useTranslation(messages);
  return (
    <PageContainer>
      <Center>
        <Heading>{t('notFoundTitle')}</Heading>
        <Lead>{t('notFoundText')}</Lead>
        <Link to={paths.home}>{t('backHome')}</Link>
      </Center>
    </PageContainer>
  );
}

/** SPEC §2's default loading display. */
export function LoadingContent({ label }: { label?: string }) {
  const t = useTranslation(messages);
  return (
    <Center role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </Center>
  );
}
