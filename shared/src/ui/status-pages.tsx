import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePageMeta } from '../lib/use-page-meta';
import { defineDictionary } from '../i18n/dictionary';
import { useTranslation } from '../i18n/translation';
import { paths } from '../routes/paths';
import { Heading, Lead, PageContainer } from './primitives';

export const statusMessages = defineDictionary(
  {
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to the home page',
  },
  {
    hi: () => import('../i18n/status/hi').then((m) => ({ default: m.status })),
    nl: () => import('../i18n/status/nl').then((m) => ({ default: m.status })),
    fr: () => import('../i18n/status/fr').then((m) => ({ default: m.status })),
    pt: () => import('../i18n/status/pt').then((m) => ({ default: m.status })),
    it: () => import('../i18n/status/it').then((m) => ({ default: m.status })),
    ar: () => import('../i18n/status/ar').then((m) => ({ default: m.status })),
  },
);

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
  const t = useTranslation(statusMessages);
  usePageMeta(t('notFoundTitle'), t('notFoundText'));
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
