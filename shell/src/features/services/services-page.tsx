import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Heading, Lead, PageContainer, paths, usePageMeta } from 'shared';
import { services } from '../../lib/services-data';

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
  usePageMeta(
    'Our services',
    'IT training, certification vouchers, cloud, digital marketing, web development and software services from New Delhi.',
  );
  return (
    <PageContainer id="main">
      <Heading>Our services</Heading>
      <Lead>
        Besides certification training we build and run technology for businesses: the same
        engineers who teach our courses deliver our client projects.
      </Lead>
      <Grid>
        {services.map((service) => (
          <li key={service.slug}>
            <Card>
              <h2>{service.title}</h2>
              <p>{service.summary}</p>
              <Link to={service.landingPath ?? paths.serviceDetail(service.slug)}>
                {`More about ${service.title.toLowerCase()}`}
              </Link>
            </Card>
          </li>
        ))}
      </Grid>
    </PageContainer>
  );
}
