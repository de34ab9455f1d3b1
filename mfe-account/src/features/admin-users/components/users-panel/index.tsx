import { useEffect, useRef, useState } from 'react';
import { Alert, Button, selectUser, useAppSelector, useTranslation } from 'shared';
import { errorText } from '../../../../lib/api-helpers';
import { useRoleName } from '../../../../lib/role-names';
import { useFormats } from '../../../../lib/use-formats';
import { SearchForm } from '../../../../components/search-form';
import { useConfirmDialog, type Answer } from '../../../../components/confirm-dialog';
import { DataTable } from '../../../../components/data-table';
import { useServerPage } from '../../../../components/use-server-page';
import {
  listUsers,
  resetUserMfa,
  setUserRole,
  type AccountUser,
  type UserRole,
} from '../../api/users-api';
import { MfaResetDialog } from './mfa-reset-dialog';
import { ControlCell, Hint } from './styles';
import { messages } from './texts';

const roles: readonly UserRole[] = ['user', 'employee', 'sales', 'admin'];

export function UsersPanel({
  confirm,
}: {
  /** The answer to 'Change the role…?' instead of the dialog's (a test's). */
  confirm?: Answer;
}) {
  const t = useTranslation(messages);
  const roleName = useRoleName();
  const { ask, askCode, dialog } = useConfirmDialog(confirm);
  const format = useFormats();
  const me = useAppSelector(selectUser);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  // The role picked in each row before 'Change role' is pressed.
  const [picked, setPicked] = useState<Record<string, UserRole>>({});
  // The account whose second factor the admin is about to reset (the dialog is open).
  const [resetting, setResetting] = useState<AccountUser | null>(null);
  const [busy, setBusy] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusNotice = useRef(false);

  const { list, search, reload, serverPage } = useServerPage({
    fetchPage: listUsers,
    initialFilter: '',
    onError: (error) => setNotice({ tone: 'error', text: errorText(error, t('loadFailed')) }),
  });

  // After a reset the row's button goes: focus goes to the message rather than to the page.
  useEffect(() => {
    if (!notice || !focusNotice.current) return;
    focusNotice.current = false;
    noticeRef.current?.focus();
  }, [notice]);

  // The admin's own factor is theirs to change on the Sign-in security tab (the API refuses it here).
  const isMe = (u: AccountUser) =>
    me?.email ? u.email.toLowerCase() === me.email.toLowerCase() : u.username === me?.username;

  async function change(user: AccountUser) {
    const role = picked[user.id];
    if (!role || role === user.role) return;
    const names = { name: user.username, from: roleName(user.role), to: roleName(role) };
    const question = {
      text: t('confirm', names),
      confirmLabel: t('apply'),
      cancelLabel: t('cancel'),
    };
    // Making an admin also asks for a code of the acting admin's own factor (step-up).
    let code: string | undefined;
    if (role === 'admin') {
      const typed = await askCode({
        ...question,
        text: t('confirmAdmin', { name: user.username }),
        code: { label: t('stepUpCode'), hint: t('stepUpHint') },
      });
      if (typed === null) return;
      code = typed;
    } else if (!(await ask(question))) return;
    try {
      await setUserRole(user.id, role, code);
      setNotice({
        tone: 'success',
        text: t('changed', { name: user.username, role: roleName(role) }),
      });
      setPicked(({ [user.id]: _done, ...rest }) => rest);
      void reload();
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('changeFailed')) });
    }
  }

  async function resetMfa(user: AccountUser, code: string) {
    setBusy(true);
    try {
      const message = await resetUserMfa(user.id, code);
      setNotice({ tone: 'success', text: message || t('mfaResetDone', { name: user.username }) });
      focusNotice.current = true;
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('mfaResetFailed')) });
    } finally {
      setBusy(false);
      setResetting(null);
      // Also after a refusal: the factor may have been turned off meanwhile (MFA_NOT_ON).
      void reload();
    }
  }

  function roleCell(u: AccountUser) {
    const id = `users-role-${u.id}`;
    const value = picked[u.id] ?? u.role;
    return (
      <ControlCell>
        <label htmlFor={id} className="visually-hidden">
          {t('roleOf', { name: u.username })}
        </label>
        <select
          id={id}
          value={value}
          aria-describedby="users-role-hint"
          onChange={(e) => {
            const role = e.target.value as UserRole;
            setPicked((p) => ({ ...p, [u.id]: role }));
          }}
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {roleName(r)}
            </option>
          ))}
        </select>
        <Button
          type="button"
          $variant="secondary"
          aria-label={t('applyFor', { name: u.username })}
          disabled={value === u.role}
          onClick={() => void change(u)}
        >
          {t('apply')}
        </Button>
      </ControlCell>
    );
  }

  function mfaCell(u: AccountUser) {
    // An API that does not say (an older one): nothing to show or reset.
    if (u.mfaEnabled === undefined) return '—';
    return (
      <ControlCell>
        <span>{t(u.mfaEnabled ? 'mfaOn' : 'mfaOff')}</span>
        {u.mfaEnabled && !isMe(u) ? (
          <Button
            type="button"
            $variant="secondary"
            aria-label={t('mfaResetFor', { name: u.username })}
            onClick={() => setResetting(u)}
          >
            {t('mfaReset')}
          </Button>
        ) : null}
      </ControlCell>
    );
  }

  return (
    <>
      <h2>{t('title')}</h2>
      <SearchForm
        id="users-search"
        label={t('search')}
        button={t('searchButton')}
        onSearch={search}
      />
      {notice ? (
        <Alert
          ref={noticeRef}
          tabIndex={-1}
          $tone={notice.tone}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </Alert>
      ) : null}
      <Hint id="users-role-hint">{t('roleHint')}</Hint>
      {list ? (
        <DataTable
          caption={t('title')}
          rows={list.rows}
          rowKey={(u) => u.id}
          serverPage={serverPage}
          columns={[
            {
              key: 'username',
              label: t('username'),
              render: (u) => u.username,
              sortValue: (u) => u.username.toLowerCase(),
            },
            {
              key: 'email',
              label: t('email'),
              // Why a role above user would be refused: the address is not proven yet.
              render: (u) =>
                u.emailVerified === false ? (
                  <>
                    {u.email}
                    <Hint>{t('emailUnproven')}</Hint>
                  </>
                ) : (
                  u.email
                ),
              sortValue: (u) => u.email,
            },
            {
              key: 'role',
              label: t('role'),
              render: roleCell,
              sortValue: (u) => u.role,
            },
            {
              key: 'mfa',
              label: t('mfa'),
              render: mfaCell,
              sortValue: (u) => (u.mfaEnabled ? 1 : 0),
            },
            {
              key: 'joined',
              label: t('joined'),
              render: (u) => format.date(u.createdAt),
              sortValue: (u) => u.createdAt,
            },
          ]}
        />
      ) : null}
      {resetting ? (
        <MfaResetDialog
          user={resetting}
          busy={busy}
          onConfirm={(code) => void resetMfa(resetting, code)}
          onCancel={() => setResetting(null)}
        />
      ) : null}
      {dialog}
    </>
  );
}
