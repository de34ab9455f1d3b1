import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths, useI18n, useSiteConfig, useTranslation } from 'shared';
import { chromeMessages } from '../i18n/messages';
import { footerMessages } from './i18n/messages';

/** Kept for callers that used the footer's own dictionary. */

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
  p {
    margin: 0 0 0.5rem;
  }
`;

const Social = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  li {
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.6rem;
    border: 1px solid rgba(255, 255, 255, 0.6);
    border-radius: ${({ theme }) => theme.radius};
    text-decoration: none;
  }
`;

/** A fixed 16:9 box: the map fills it when it arrives and the page never shifts. */
const MapBox = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: rgba(255, 255, 255, 0.12);
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Bottom = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 1rem 1rem 5.5rem;
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  display: flex;
  align-items: center;
  gap: 1rem;
  p {
    margin: 0;
  }
  img {
    width: 1px;
    height: 1px;
    position: absolute;
    opacity: 0;
  }
`;

export function Footer() {
  const t = useTranslation(footerMessages);
  const chrome = useTranslation(chromeMessages);
  const { lang } = useI18n();
  const config = useSiteConfig();
  const { contact, social } = config;
  const socials = (
    [
      ['facebook', social?.facebook],
      ['instagram', social?.instagram],
      ['linkedin', social?.linkedin],
    ] as const
  ).filter(
    (entry): entry is readonly ['facebook' | 'instagram' | 'linkedin', string] => !!entry[1],
  );
  return (
    <Wrapper>
      <Columns>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footerContact')}</h2>
          <ul>
            <li>
              {t('email')}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              {t('whatsapp')}: <span dir="ltr">{contact.phone}</span>
            </li>
            <li>
              {t('hours')}: <bdi>{contact.workingHoursIn?.[lang] ?? contact.workingHours}</bdi>
            </li>
            <li>
              {t('office')}: <address style={{ display: 'inline' }}>{contact.address}</address>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{t('footerAbout')}</h2>
          <p>{t('aboutBlurb')}</p>
          {socials.length > 0 ? (
            <>
              <h3 className="visually-hidden">{t('followUs')}</h3>
              <Social>
                {socials.map(([key, url]) => (
                  <li key={key}>
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      {t(key)}
                      <span className="visually-hidden"> {chrome('opensInNewTab')}</span>
                    </a>
                  </li>
                ))}
              </Social>
            </>
          ) : null}
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{t('links')}</h2>
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
        <section aria-labelledby="footer-explore">
          <h2 id="footer-explore">{t('explore')}</h2>
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
        {config.mapEmbedUrl ? (
          <section aria-labelledby="footer-map">
            <h2 id="footer-map">{t('findUs')}</h2>
            <MapBox>
              <iframe
                src={config.mapEmbedUrl}
                title={t('mapTitle')}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
              />
            </MapBox>
          </section>
        ) : null}
      </Columns>
      <Bottom>
        <p>
          © {new Date().getFullYear()} {config.brandName}. {t('rights')}
        </p>
        {config.visitorCounterUrl ? (
          <img
            src={config.visitorCounterUrl}
            alt=""
            aria-hidden="true"
            width={1}
            height={1}
            loading="lazy"
            decoding="async"
            data-visitor-counter=""
          />
        ) : null}
      </Bottom>
    </Wrapper>
  );
}
