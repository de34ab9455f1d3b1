import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Heading, Lead, PageContainer, paths, usePageMeta, useTranslation } from 'shared';
import { aboutMessages } from './about-messages';

const Body = styled.div`
  max-width: 75ch;
  h2 {
    font-size: 1.3rem;
    color: ${({ theme }) => theme.colors.primaryDark};
    margin: 2rem 0 0.5rem;
  }
`;

/** /about-us, translated in all seven languages. */
export function AboutPage() {
  const t = useTranslation(aboutMessages);
  usePageMeta(t('title'), t('metaDescription'));
  return (
    <PageContainer id="main">
      <Heading>{t('title')}</Heading>
      <Lead>{t('lead')}</Lead>
      <Body>
        <h2>{t('missionTitle')}</h2>
        <p>{t('missionText')}</p>
        <h2>{t('teachTitle')}</h2>
        <ul>
          <li>{t('teachComptia')}</li>
          <li>{t('teachPecb')}</li>
          <li>{t('teachUnity')}</li>
          <li>{t('teachTally')}</li>
          <li>{t('teachMicrosoft')}</li>
        </ul>
        <h2>{t('servicesTitle')}</h2>
        <p>{t('servicesText')}</p>
        <h2>{t('valuesTitle')}</h2>
        <ul>
          <li>{t('valuePractical')}</li>
          <li>{t('valueHonest')}</li>
          <li>{t('valueSupport')}</li>
        </ul>
        <h2>{t('visitTitle')}</h2>
        <p>{t('visitText')}</p>
        <p>
          <Link to={paths.contact}>{t('contactLink')}</Link>
        </p>
      </Body>
    </PageContainer>
  );
}
