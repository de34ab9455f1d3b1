import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Heading, Lead, PageContainer, paths, usePageMeta } from 'shared';
import { useTexts } from 'shared/structured-texts';
import { serviceLandingPaths, serviceSlugs, servicesTexts } from './services-data';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 1rem;
  list-style: none;
  padding: 0;
  h2 {
    font-size: 1.2rem;
    margin: 0 0 0.5rem;
  }
`;

/** /our-services: every service with a link to its detail page. */
export function ServicesPage() {
  const texts = useTexts(servicesTexts);
  usePageMeta(texts.title, texts.description);
  return (
    <PageContainer id="main">
      <Heading>{texts.title}</Heading>
      <Lead>{texts.lead}</Lead>
      <Grid>
        {serviceSlugs.map((slug) => {
          const service = texts.services[slug];
          return (
            <li key={slug}>
              <Card>
                <h2>{service.title}</h2>
                <p>{service.summary}</p>
                <Link to={serviceLandingPaths[slug] ?? paths.serviceDetail(slug)}>
                  {service.more}
                </Link>
              </Card>
            </li>
          );
        })}
      </Grid>
    </PageContainer>
  );
}
