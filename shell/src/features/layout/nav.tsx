import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import {
  defineDictionary,
  logout,
  paths,
  selectAuth,
  selectIsAdmin,
  useAppDispatch,
  useAppSelector,
  useSiteConfig,
  useTranslation,
} from 'shared';
import { RemoteArea } from '../../remotes/remote-area';

export const navMessages = defineDictionary({
  home: 'Home',
  about: 'About',
  services: 'Services',
  reviews: 'Reviews',
  contact: 'Contact',
  payNow: 'Pay Now',
  login: 'Login',
  logout: 'Logout',
  adminPanel: 'Admin Panel',
  userMenu: 'Account menu',
  mainNav: 'Main',
});

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
  gap: 1rem;
  flex-wrap: wrap;
`;

const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.primaryDark};
  text-decoration: none;
  margin-inline-end: auto;
`;

const Links = styled.ul`
  display: flex;
  gap: 0.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
  flex-wrap: wrap;
  a {
    display: inline-block;
    padding: 0.6rem 0.7rem;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius};
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

const UserMenu = styled.div`
  position: relative;
  ul {
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
  }
  li > a,
  li > button {
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
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Shown in place of the payments remote's menu while it loads or when it is down. */
export function PayNowFallback() {
  const t = useTranslation(navMessages);
  return <Link to={paths.contact}>{t('payNow')}</Link>;
}

function AccountMenu() {
  const t = useTranslation(navMessages);
  const dispatch = useAppDispatch();
  const { user, username } = useAppSelector(selectAuth);
  const isAdmin = useAppSelector(selectIsAdmin);
  const [open, setOpen] = useState(false);
  const name = username ?? user?.username ?? '';
  return (
    <UserMenu
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <AvatarButton
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={`${t('userMenu')}: ${name}`}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
        <span>
          {name}
          {user?.email ? (
            <>
              <br />
              <small>{user.email}</small>
            </>
          ) : null}
        </span>
      </AvatarButton>
      {open ? (
        <ul>
          {isAdmin ? (
            <li>
              <Link to={paths.adminPanel} onClick={() => setOpen(false)}>
                {t('adminPanel')}
              </Link>
            </li>
          ) : null}
          <li>
            <button type="button" onClick={() => logout(dispatch)}>
              {t('logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </UserMenu>
  );
}

export function Nav() {
  const t = useTranslation(navMessages);
  const config = useSiteConfig();
  const loggedIn = useAppSelector((s) => !!s.auth.token);
  return (
    <Bar>
      <Inner aria-label={t('mainNav')}>
        <Brand to={paths.home}>{config.brandName}</Brand>
        <Links>
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
        <RemoteArea
          remote="payments"
          exposed="./pay-now-menu"
          loading={<PayNowFallback />}
          fallback={<PayNowFallback />}
        />
        {loggedIn ? <AccountMenu /> : <Link to={paths.login}>{t('login')}</Link>}
      </Inner>
    </Bar>
  );
}
