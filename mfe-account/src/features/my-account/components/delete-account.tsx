import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Button,
  clearStoredSession,
  loggedOut,
  paths,
  serverMessage,
  useAppDispatch,
  useToast,
  useTranslation,
} from 'shared';
import { Dialog } from 'shared/dialog';
import { DialogButtons, DialogPanel } from '../../../components/dialog-panel';
import { FormField } from '../../../components/form-field';
import { deleteAccount } from '../api/profile';
import { SubPart } from './styles';
import { profileMessages } from './texts';

/**
 * "Delete my account": the page's own dialog asks for the password; once the account is
 * deleted the visitor is signed out here and taken to the home page, where the message shows.
 */
export function DeleteAccount() {
  const t = useTranslation(profileMessages);
  const titleId = useId();
  const textId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const leaving = useRef(false);
  const { pathname } = useLocation();
  const here = useRef(pathname);

  // Signed out when the page has moved on: on leaving /account (this part unmounts), or when
  // the location changes while it stays mounted.
  useEffect(() => {
    if (leaving.current && pathname !== here.current) dispatch(loggedOut());
  }, [pathname, dispatch]);
  useEffect(
    () => () => {
      if (leaving.current) dispatch(loggedOut());
    },
    [dispatch],
  );

  function close() {
    setOpen(false);
    setPassword('');
    setProblem(undefined);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setProblem(t('errPassword'));
      document.getElementById('delete-password')?.focus();
      return;
    }
    setBusy(true);
    try {
      const text = await deleteAccount(password);
      // The server ended every session; this tab forgets its token once the page has left
      // /account (the router moves in a transition: signed out earlier, /account's guard would
      // send the visitor to /login instead of the home page).
      leaving.current = true;
      clearStoredSession();
      toast(text || t('deleted'), { tone: 'success', durationMs: 15_000 });
      void navigate(paths.home, { replace: true });
    } catch (failure) {
      setBusy(false);
      setProblem(serverMessage(failure) ?? t('deleteFailed'));
    }
  }

  return (
    <SubPart aria-labelledby="delete-account-title">
      <h3 id="delete-account-title">{t('deleteTitle')}</h3>
      <p>{t('deleteIntro')}</p>
      <Button ref={opener} type="button" $variant="danger" onClick={() => setOpen(true)}>
        {t('deleteButton')}
      </Button>
      {open ? (
        <Dialog
          onClose={close}
          labelledBy={titleId}
          describedBy={textId}
          initialFocus="dialog"
          returnFocusTo={opener}
        >
          <DialogPanel>
            <form onSubmit={(e) => void confirm(e)} noValidate>
              <h2 id={titleId}>{t('deleteTitle')}</h2>
              <p id={textId}>{t('deleteQuestion')}</p>
              <FormField
                id="delete-password"
                label={t('password')}
                type="password"
                autoComplete="current-password"
                value={password}
                error={problem}
                onChange={(e) => setPassword(e.target.value)}
              />
              <DialogButtons>
                <Button type="submit" $variant="danger" disabled={busy}>
                  {t('deleteConfirm')}
                </Button>
                <Button type="button" $variant="secondary" onClick={close}>
                  {t('cancel')}
                </Button>
              </DialogButtons>
            </form>
          </DialogPanel>
        </Dialog>
      ) : null}
    </SubPart>
  );
}
