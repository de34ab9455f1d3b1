import { useCallback, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Dialog,
  logout,
  paths,
  selectAuth,
  selectIsAdmin,
  useAppDispatch,
  useAppSelector,
  useSiteConfig,
  useMenuButton,
  useTranslation,
} from 'shared';
import { LanguageSwitch } from '../chrome/language-switch';
import { chromeMessages } from '../../lib/chrome-messages';
import { RemoteArea } from '../../lib/remotes/remote-area';

/** Kept for callers that used the navigation's own dictionary. */
export const navMessages = chromeMessages;

const mobile = ({ theme }: { theme: { breakpoints: { mobile: string } } }) =>
  `(max-width: calc(${theme.breakpoints.mobile} - 0.02px))`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.nav`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0.5rem 1rem;
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.primaryDark};
  text-decoration: none;
  margin-inline-end: auto;
`;

const Desktop = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  flex-wrap: wrap;
  @media ${mobile} {
    display: none;
  }
`;

const Links = styled.ul<{ $vertical?: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  gap: 0.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
  flex-wrap: wrap;
  a {
    display: block;
    padding: 0.6rem 0.7rem;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

const LoginLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.4rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
`;

const desktop = ({ theme }: { theme: { breakpoints: { mobile: string } } }) =>
  `(min-width: ${theme.breakpoints.mobile})`;

const MenuButton = styled.button`
  display: inline-flex;
  min-width: 44px;
  min-height: 44px;
  align-items: center;
  gap: 0.4rem;
  padding: 0.4rem 0.8rem;
  font: inherit;
  font-weight: 600;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  @media ${desktop} {
    display: none;
  }
`;

/** The slide-in menu is a modal Dialog placed against the inline-end edge, full height. */
const DrawerDialog = styled(Dialog)`
  margin: 0;
  margin-inline-start: auto;
  width: min(20rem, 88vw);
  height: 100dvh;
  max-height: 100dvh;
`;

const Drawer = styled.div`
  box-sizing: border-box;
  height: 100%;
  overflow-y: auto;
  background: #fff;
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1rem;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  animation: slide-in 0.2s ease-out;
  @keyframes slide-in {
    from {
      transform: translateX(100%);
    }
  }
  [dir='rtl'] & {
    animation-name: slide-in-rtl;
  }
  @keyframes slide-in-rtl {
    from {
      transform: translateX(-100%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const DrawerHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  button {
    min-width: 44px;
    min-height: 44px;
    font-size: 1.5rem;
    background: none;
    border: 0;
    cursor: pointer;
  }
`;

const UserBox = styled.div`
  position: relative;
  [role='menu'] {
    position: absolute;
    inset-inline-end: 0;
    top: 100%;
    min-width: 12rem;
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: ${({ theme }) => theme.shadow};
    list-style: none;
    margin: 0.25rem 0 0;
    padding: 0.25rem;
    z-index: 60;
  }
  [role='menuitem'] {
    display: block;
    width: 100%;
    text-align: start;
    padding: 0.6rem 0.75rem;
    background: none;
    border: 0;
    font: inherit;
    color: inherit;
    cursor: pointer;
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius};
  }
  [role='menuitem']:hover,
  [role='menuitem']:focus {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const AvatarButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.3rem 0.6rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  font: inherit;
  cursor: pointer;
  text-align: start;
  line-height: 1.2;
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 700;
`;

/** Shown in place of the payments remote's menu while it loads or when it is down. */
/** Looks like the payments remote's button, so nothing moves when the real menu arrives. */
const FallbackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`;

export function PayNowFallback() {
  const t = useTranslation(chromeMessages);
  return <FallbackLink to={paths.contact}>{t('payNow')}</FallbackLink>;
}

function PayNowMenu() {
  return (
    <RemoteArea
      remote="payments"
      exposed="./pay-now-menu"
      loading={<PayNowFallback />}
      fallback={<PayNowFallback />}
    />
  );
}

function useSessionUser() {
  const { user, username } = useAppSelector(selectAuth);
  const isAdmin = useAppSelector(selectIsAdmin);
  return { name: username ?? user?.username ?? '', email: user?.email ?? '', isAdmin };
}

/** The avatar button and its menu (shared's useMenuButton: arrows, Escape, outside click). */
export function AccountMenu() {
  const t = useTranslation(chromeMessages);
  const dispatch = useAppDispatch();
  const { name, email, isAdmin } = useSessionUser();
  const menu = useMenuButton({ focusFirstOnClick: true });
  const { open, close } = menu;

  return (
    <UserBox>
      <AvatarButton
        {...menu.triggerProps}
        aria-label={`${t('userMenu')}: ${name}${email ? ` (${email})` : ''}`}
      >
        <Avatar aria-hidden="true">{name.slice(0, 1).toUpperCase()}</Avatar>
        <span aria-hidden="true">
          {name}
          {email ? (
            <>
              <br />
              <small>{email}</small>
            </>
          ) : null}
        </span>
      </AvatarButton>
      {open ? (
        <ul {...menu.menuProps} aria-label={t('userMenu')}>
          {isAdmin ? (
            <li role="none">
              <Link
                role="menuitem"
                tabIndex={-1}
                to={paths.adminPanel}
                onClick={() => close(false)}
              >
                {t('adminPanel')}
              </Link>
            </li>
          ) : null}
          <li role="none">
            <button role="menuitem" tabIndex={-1} type="button" onClick={() => logout(dispatch)}>
              {t('logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </UserBox>
  );
}

function PageLinks({ vertical }: { vertical?: boolean }) {
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

/** The small-screen slide-in menu: a modal dialog that keeps focus inside while open. */
function MobileMenu({ onClose }: { onClose: () => void }) {
  const t = useTranslation(chromeMessages);
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => !!s.auth.token);
  const { name, email, isAdmin } = useSessionUser();
  const titleId = useId();
  return (
    <DrawerDialog onClose={onClose} labelledBy={titleId}>
      <Drawer>
        <DrawerHead>
          <strong id={titleId}>{t('menu')}</strong>
          <button type="button" aria-label={t('closeMenu')} onClick={onClose}>
            ×
          </button>
        </DrawerHead>
        <nav aria-labelledby={titleId}>
          <PageLinks vertical />
        </nav>
        <PayNowMenu />
        <LanguageSwitch />
        {loggedIn ? (
          <UserBox>
            <p>
              <strong>{name}</strong>
              {email ? (
                <>
                  <br />
                  <small>{email}</small>
                </>
              ) : null}
            </p>
            <Links $vertical>
              {isAdmin ? (
                <li>
                  <Link to={paths.adminPanel}>{t('adminPanel')}</Link>
                </li>
              ) : null}
              <li>
                <Button type="button" $variant="secondary" onClick={() => logout(dispatch)}>
                  {t('logout')}
                </Button>
              </li>
            </Links>
          </UserBox>
        ) : (
          <LoginLink to={paths.login}>{t('login')}</LoginLink>
        )}
      </Drawer>
    </DrawerDialog>
  );
}

export function Nav() {
  const t = useTranslation(chromeMessages);
  const config = useSiteConfig();
  const loggedIn = useAppSelector((s) => !!s.auth.token);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Following a link in the slide-in menu closes it.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  return (
    <Bar>
      <Inner aria-label={t('mainNav')}>
        <Brand to={paths.home}>{config.brandName}</Brand>
        <Desktop>
          <PageLinks />
          <PayNowMenu />
          <LanguageSwitch />
          {loggedIn ? <AccountMenu /> : <LoginLink to={paths.login}>{t('login')}</LoginLink>}
        </Desktop>
        <MenuButton
          type="button"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <span aria-hidden="true">☰</span>
          {t('menu')}
        </MenuButton>
      </Inner>
      {menuOpen ? <MobileMenu onClose={closeMenu} /> : null}
    </Bar>
  );
}
