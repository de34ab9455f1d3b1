import { NavLink } from 'react-router-dom';
import { paths, useTranslation } from 'shared';
import { chromeMessages } from '../i18n/messages';
import { Links } from './styles';

export function PageLinks({ vertical }: { vertical?: boolean }) {
  const t = useTranslation(chromeMessages);
  return (
    <Links $vertical={vertical}>
      <li>
        <NavLink to={paths.home} end>
          {t('home')}
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.about}>{t('about')}</NavLink>
      </li>
      <li>
        <NavLink to={paths.services}>{t('services')}</NavLink>
      </li>
      <li>
        <NavLink to={paths.reviews}>{t('reviews')}</NavLink>
      </li>
      <li>
        <NavLink to={paths.contact}>{t('contact')}</NavLink>
      </li>
    </Links>
  );
}
