import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, logout, paths, useAppDispatch, useAppSelector, useTranslation } from 'shared';
import { Dialog } from 'shared/dialog';
import { LanguageSwitch } from '../../chrome/language-switch';
import { chromeMessages } from '../i18n/messages';
import { useSessionUser } from './account-menu';
import { PageLinks } from './page-links';
import { PayNowMenu } from './pay-now';
import { Links, LoginLink, UserBox } from './styles';

/** The slide-in menu is a modal Dialog placed against the inline-end edge, full height. */
const DrawerDialog = styled(Dialog)`
  /* Doubled class: these win over the Dialog's own centred box. */
  && {
    margin: 0;
    margin-inline-start: auto;
    width: min(20rem, 88vw);
    height: 100dvh;
    max-height: 100dvh;
  }
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

/** The small-screen slide-in menu: a modal dialog that keeps focus inside while open. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const t = useTranslation(chromeMessages);
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => !!s.auth.token);
  const { name, email, isStaff } = useSessionUser();
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
              {isStaff ? (
                <li>
                  <Link to={paths.adminPanel}>{t('adminPanel')}</Link>
                </li>
              ) : null}
              <li>
                <Link to={paths.account}>{t('myAccount')}</Link>
              </li>
              <li>
                <Link to={paths.orders}>{t('myOrders')}</Link>
              </li>
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
