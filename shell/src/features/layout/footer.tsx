import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { defineDictionary, paths, useSiteConfig, useTranslation } from 'shared';

export const footerMessages = defineDictionary({
  contact: 'Contact',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  hours: 'Working hours',
  office: 'Office',
  about: 'About',
  aboutBlurb:
    'IT training, certification vouchers, internships and software and web development services from New Delhi.',
  links: 'Links',
  faq: 'FAQ',
  contactUs: 'Contact Us',
  policy: 'Policy',
  career: 'Career',
  employee: 'Employee',
  certificate: 'Certificate',
  explore: 'Explore',
  whatWeDo: 'What We Do',
  resources: 'Resources',
  internship: 'Internship',
  partners: 'Partners',
  gallery: 'Gallery',
  rights: 'All rights reserved.',
});

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #fff;
  margin-top: 3rem;
  a {
    color: #fff;
  }
`;

const Columns = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 2rem 1rem;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  h2 {
    font-size: 1.05rem;
    margin: 0 0 0.5rem;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  li {
    margin: 0.3rem 0;
  }
`;

export function Footer() {
  const t = useTranslation(footerMessages);
  const config = useSiteConfig();
  const { contact } = config;
  return (
    <Wrapper>
      <Columns>
        <section>
          <h2>{t('contact')}</h2>
          <ul>
            <li>
              {t('email')}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              {t('whatsapp')}: <span dir="ltr">{contact.phone}</span>
            </li>
            <li>
              {t('hours')}: {contact.workingHours}
            </li>
            <li>
              {t('office')}: {contact.address}
            </li>
          </ul>
        </section>
        <section>
          <h2>{t('about')}</h2>
          <p>{t('aboutBlurb')}</p>
        </section>
        <section>
          <h2>{t('links')}</h2>
          <ul>
            <li>
              <Link to={paths.faq}>{t('faq')}</Link>
            </li>
            <li>
              <Link to={paths.contact}>{t('contactUs')}</Link>
            </li>
            <li>
              <Link to={paths.policies}>{t('policy')}</Link>
            </li>
            <li>
              <Link to={paths.careers}>{t('career')}</Link>
            </li>
            <li>
              <Link to={paths.employee}>{t('employee')}</Link>
            </li>
            <li>
              <Link to={paths.certificateLookup}>{t('certificate')}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2>{t('explore')}</h2>
          <ul>
            <li>
              <Link to={paths.services}>{t('whatWeDo')}</Link>
            </li>
            <li>
              <Link to={paths.resources}>{t('resources')}</Link>
            </li>
            <li>
              <Link to={paths.internship}>{t('internship')}</Link>
            </li>
            <li>
              <Link to={paths.partners}>{t('partners')}</Link>
            </li>
            <li>
              <Link to={paths.gallery}>{t('gallery')}</Link>
            </li>
          </ul>
        </section>
      </Columns>
      <Columns as="div">
        <p>
          © {new Date().getFullYear()} {config.brandName}. {t('rights')}
        </p>
      </Columns>
    </Wrapper>
  );
}
