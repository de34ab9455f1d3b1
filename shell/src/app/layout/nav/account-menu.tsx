import { Link } from 'react-router-dom';
import {
  logout,
  paths,
  selectAuth,
  selectIsStaff,
  useAppDispatch,
  useAppSelector,
  useTranslation,
} from 'shared';
import { useMenuButton } from 'shared/menu-button';
import { chromeMessages } from '../i18n/messages';
import { Avatar, AvatarButton, UserBox } from './styles';

export function useSessionUser() {
  const { user, username } = useAppSelector(selectAuth);
  const isStaff = useAppSelector(selectIsStaff);
  return { name: username ?? user?.username ?? '', email: user?.email ?? '', isStaff };
}

/** The avatar button and its menu (shared's useMenuButton: arrows, Escape, outside click). */
export function AccountMenu() {
  const t = useTranslation(chromeMessages);
  const dispatch = useAppDispatch();
  const { name, email, isStaff } = useSessionUser();
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
          {isStaff ? (
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
            <Link role="menuitem" tabIndex={-1} to={paths.account} onClick={() => close(false)}>
              {t('myAccount')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to={paths.orders} onClick={() => close(false)}>
              {t('myOrders')}
            </Link>
          </li>
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
