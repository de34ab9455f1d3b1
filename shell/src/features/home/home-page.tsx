import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Card,
  Heading,
  Lead,
  PageContainer,
  paths,
  usePageMeta,
  useSiteConfig,
  useTranslation,
} from 'shared';
import { courseAreas, reasons, serviceCards, testimonials } from './home-data';
import { homeMessages } from './home-messages';
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
  const t = useTranslation(homeMessages);
  usePageMeta('', t('metaDescription'));
  return (
    <PageContainer id="main">
      <OrganizationJsonLd />
      <Hero>
        <div>
          <Heading>{brandName}</Heading>
          <Lead>{t('lead')}</Lead>
          <Actions>
            <PrimaryLink to={paths.comptia}>{t('browseComptia')}</PrimaryLink>
            <SecondaryLink to={paths.pecbOverview}>{t('explorePecb')}</SecondaryLink>
            <SecondaryLink to={paths.certificateLookup}>{t('verifyCertificate')}</SecondaryLink>
          </Actions>
        </div>
        <HeroIllustration />
      </Hero>

      <Block aria-labelledby="home-courses">
        <h2 id="home-courses">{t('coursesHeading')}</h2>
        <Grid>
          {courseAreas.map((area) => (
            <li key={area.title}>
              <Card>
                <h3>{t(area.title)}</h3>
                <p>{t(area.text)}</p>
                {/* The CompTIA card's link is named apart from the hero's: links stay unique. */}
                <Link to={area.to}>{t(area.link)}</Link>
              </Card>
            </li>
          ))}
        </Grid>
      </Block>

      <Block aria-labelledby="home-services">
        <h2 id="home-services">{t('servicesHeading')}</h2>
        <Grid>
          {serviceCards.map((service) => (
            <li key={service.title}>
              <Card>
                <h3>{t(service.title)}</h3>
                <p>{t(service.text)}</p>
                <Link to={service.to}>{t(service.link)}</Link>
              </Card>
            </li>
          ))}
        </Grid>
      </Block>

      <Block aria-labelledby="home-why">
        <h2 id="home-why">{t('whyHeading')}</h2>
        <Grid>
          {reasons.map((reason) => (
            <li key={reason.title}>
              <h3>{t(reason.title)}</h3>
              <p>{t(reason.text)}</p>
            </li>
          ))}
        </Grid>
      </Block>

      <Block aria-labelledby="home-testimonials">
        <h2 id="home-testimonials">{t('testimonialsHeading')}</h2>
        <Grid>
          {testimonials.map((item) => (
            <li key={item.name}>
              <Card as="figure" style={{ margin: 0 }}>
                <blockquote>“{t(item.quote)}”</blockquote>
                <figcaption>
                  {item.name}, <span lang="en">{item.course}</span>
                </figcaption>
              </Card>
            </li>
          ))}
        </Grid>
        <p>
          <Link to={paths.reviews}>{t('readReviews')}</Link>
        </p>
      </Block>

      <Cta aria-labelledby="home-cta">
        <h2 id="home-cta">{t('ctaHeading')}</h2>
        <p>{t('ctaText')}</p>
        <Link to={paths.contact}>{t('ctaLink')}</Link>
      </Cta>
    </PageContainer>
  );
}
