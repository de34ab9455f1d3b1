import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Heading, Lead, PageContainer, paths, usePageMeta, useSiteConfig } from 'shared';
import { services } from '../../lib/services-data';
import { courseAreas, reasons, testimonials } from './home-data';
import { HeroIllustration } from './hero-illustration';
import { OrganizationJsonLd } from './organization-json-ld';

const Hero = styled.section`
  display: grid;
  grid-template-columns: 1.2fr 1fr;
  gap: 2rem;
  align-items: center;
  padding: 1rem 0 2rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const PrimaryLink = styled(Link)`
  padding: 0.7rem 1.3rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
`;

const SecondaryLink = styled(Link)`
  padding: 0.6rem 1.2rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
`;

const Block = styled.section`
  padding: 2rem 0;
  > h2 {
    font-size: 1.6rem;
    color: ${({ theme }) => theme.colors.primaryDark};
    margin: 0 0 1rem;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 1rem;
  list-style: none;
  padding: 0;
  margin: 0;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
  blockquote {
    margin: 0 0 0.75rem;
  }
`;

const Cta = styled.section`
  margin-top: 2rem;
  padding: 2rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #fff;
  h2 {
    margin-top: 0;
  }
  a {
    color: #fff;
    font-weight: 600;
  }
`;

/** / and /home: who we are, what we teach and build, and how to get started. */
export function HomePage() {
  const { brandName } = useSiteConfig();
  usePageMeta(
    '',
    'CompTIA and PECB certification training, Unity, Tally and Microsoft courses, internships and IT services in New Delhi.',
  );
  return (
    <PageContainer id="main">
      <OrganizationJsonLd />
      <Hero>
        <div>
          <Heading>{brandName}</Heading>
          <Lead>
            IT training and certification in New Delhi: CompTIA and PECB courses with exam vouchers,
            Unity game development, Tally accounting and Microsoft training, internships, and the
            web, cloud, digital marketing and software services our trainers deliver for clients.
          </Lead>
          <Actions>
            <PrimaryLink to={paths.comptia}>Browse CompTIA courses</PrimaryLink>
            <SecondaryLink to={paths.pecbOverview}>Explore PECB certifications</SecondaryLink>
            <SecondaryLink to={paths.certificateLookup}>Verify a certificate</SecondaryLink>
          </Actions>
        </div>
        <HeroIllustration />
      </Hero>

      <Block aria-labelledby="home-courses">
        <h2 id="home-courses">Course areas</h2>
        <Grid>
          {courseAreas.map((area) => (
            <li key={area.title}>
              <Card>
                <h3>{area.title}</h3>
                <p>{area.text}</p>
                {/* The CompTIA card repeats the hero's link; a distinct name keeps links unique. */}
                <Link to={area.link.to}>
                  {area.link.to === paths.comptia ? 'All CompTIA certifications' : area.link.label}
                </Link>
              </Card>
            </li>
          ))}
        </Grid>
      </Block>

      <Block aria-labelledby="home-services">
        <h2 id="home-services">Services for businesses</h2>
        <Grid>
          {services
            .filter((s) => s.landingPath)
            .map((service) => (
              <li key={service.slug}>
                <Card>
                  <h3>{service.title}</h3>
                  <p>{service.summary}</p>
                  <Link to={service.landingPath ?? paths.services}>
                    {`About ${service.title.toLowerCase()}`}
                  </Link>
                </Card>
              </li>
            ))}
        </Grid>
      </Block>

      <Block aria-labelledby="home-why">
        <h2 id="home-why">Why learn with us</h2>
        <Grid>
          {reasons.map((reason) => (
            <li key={reason.title}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </Grid>
      </Block>

      <Block aria-labelledby="home-testimonials">
        <h2 id="home-testimonials">What our learners say</h2>
        <Grid>
          {testimonials.map((t) => (
            <li key={t.name}>
              <Card as="figure" style={{ margin: 0 }}>
                <blockquote>“{t.quote}”</blockquote>
                <figcaption>
                  {t.name}, {t.course}
                </figcaption>
              </Card>
            </li>
          ))}
        </Grid>
        <p>
          <Link to={paths.reviews}>Read all reviews</Link>
        </p>
      </Block>

      <Cta aria-labelledby="home-cta">
        <h2 id="home-cta">Ready to get certified?</h2>
        <p>
          Tell us which course or service you are interested in and our team will call you back
          within one working day.
        </p>
        <Link to={paths.contact}>Send us an enquiry</Link>
      </Cta>
    </PageContainer>
  );
}
