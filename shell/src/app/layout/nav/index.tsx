import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths, useAppSelector, useSiteConfig, useTranslation } from 'shared';
import { LanguageSwitch } from '../../chrome/language-switch';
import { chromeMessages } from '../i18n/messages';
import { PageLinks } from './page-links';
import { PayNowMenu } from './pay-now';
import { Bar, Brand, Desktop, Inner, LoginLink, MenuButton } from './styles';

export { PayNowFallback } from './pay-now';

// Chunks of their own: the account menu only for a signed-in visitor (prerendered pages are
// for everyone else), the slide-in menu when the Menu button is reached for or pressed.
const loadAccountMenu = () => import(/* webpackChunkName: "account-menu" */ './account-menu');
const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));
const loadMobileMenu = () => import(/* webpackChunkName: "mobile-menu" */ './mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
const preloadMobileMenu = () => void loadMobileMenu().catch(() => undefined);

/**
 * The top navigation: brand, page links, Pay Now (the payments remote), language,
 * Login or the account menu; below the mobile breakpoint a Menu button opens the slide-in menu.
 */
export function Nav() {
  const t = useTranslation(chromeMessages);
  const config = useSiteConfig();
  const loggedIn = useAppSelector((s) => !!s.auth.token);
  const { pathname } = useLocation();
  // The page the slide-in menu was opened on: following a link in it closes it. Derived, not
  // reset by an effect: an effect runs after hydration and would undo a tap made before it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const closeMenu = useCallback(() => setMenuOpenOn(null), []);

  return (
    <Bar>
      <Inner aria-label={t('mainNav')}>
        <Brand to={paths.home}>{config.brandName}</Brand>
        <Desktop>
          <PageLinks />
          <PayNowMenu />
          <LanguageSwitch compact />
          {loggedIn ? (
            <Suspense fallback={null}>
              <AccountMenu />
            </Suspense>
          ) : (
            <LoginLink to={paths.login}>{t('login')}</LoginLink>
          )}
        </Desktop>
        <MenuButton
          type="button"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpenOn(pathname)}
          onPointerEnter={preloadMobileMenu}
          onFocus={preloadMobileMenu}
        >
          <span aria-hidden="true">☰</span>
          {t('menu')}
        </MenuButton>
      </Inner>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu onClose={closeMenu} />
        </Suspense>
      ) : null}
    </Bar>
  );
}
