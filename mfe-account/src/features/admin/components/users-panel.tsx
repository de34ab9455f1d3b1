import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, defineDictionary, useTranslation } from 'shared';
import { errorText, type Paged } from '../../../lib/api-helpers';
import { SearchForm } from '../../../components/search-form';
import { DataTable } from '../../../components/data-table';
import { listUsers, setUserRole, type AccountUser, type UserRole } from '../api/admin-api';
import { loadersFor } from '../../../i18n/loaders';

export const adminUsersEn = {
  title: 'Users',
  search: 'Search by name or e-mail',
  searchButton: 'Search',
  username: 'Username',
  email: 'E-mail',
  role: 'Role',
  joined: 'Joined',
  roleOf: 'Role of {name}',
  user: 'User',
  employee: 'Employee',
  admin: 'Admin',
  apply: 'Change role',
  applyFor: 'Change the role of {name}',
  roleHint:
    'Employees may take assessments open to employees; admins manage the site. A change signs the account out everywhere.',
  confirm:
    'Change the role of {name} from {from} to {to}? {name} will be signed out on every device and gets the new role at the next sign-in.',
  changed: '{name} is now {role}. Their sessions have ended.',
  changeFailed: 'The role could not be changed.',
  loadFailed: 'The users could not be loaded.',
};

export const messages = defineDictionary(adminUsersEn, loadersFor('adminUsers'));

const roles: readonly UserRole[] = ['user', 'employee', 'admin'];

const RoleCell = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  select {
    font: inherit;
    min-height: 44px;
    padding: 0.4rem 0.6rem;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export function UsersPanel({
  confirm = (text: string) => window.confirm(text),
}: {
  confirm?: (text: string) => boolean;
}) {
  const t = useTranslation(messages);
  const [query, setQuery] = useState({ search: '', page: 1 });
  const [list, setList] = useState<Paged<AccountUser> | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  // The role picked in each row before 'Change role' is pressed.
  const [picked, setPicked] = useState<Record<string, UserRole>>({});

  const load = useCallback(async () => {
    try {
      setList(await listUsers(query.search, query.page));
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('loadFailed')) });
    }
  }, [query, t]);
  useEffect(() => {
    void load();
  }, [load]);

  async function change(user: AccountUser) {
    const role = picked[user.id];
    if (!role || role === user.role) return;
    const names = { name: user.username, from: t(user.role), to: t(role) };
    if (!confirm(t('confirm', names))) return;
    try {
      await setUserRole(user.id, role);
      setNotice({ tone: 'success', text: t('changed', { name: user.username, role: t(role) }) });
      setPicked(({ [user.id]: _done, ...rest }) => rest);
      void load();
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('changeFailed')) });
    }
  }

  function roleCell(u: AccountUser) {
    const id = `users-role-${u.id}`;
    const value = picked[u.id] ?? u.role;
    return (
      <RoleCell>
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
              {t(r)}
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
      </RoleCell>
    );
  }

  return (
    <>
      <h2>{t('title')}</h2>
      <SearchForm
        id="users-search"
        label={t('search')}
        button={t('searchButton')}
        onSearch={(search) => setQuery({ search, page: 1 })}
      />
      {notice ? (
        <Alert $tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
      <Hint id="users-role-hint">{t('roleHint')}</Hint>
      {list ? (
        <DataTable
          caption={t('title')}
          rows={list.rows}
          rowKey={(u) => u.id}
          serverPage={{
            page: list.page,
            total: list.total,
            pageSize: list.pageSize,
            onPage: (page) => setQuery((q) => ({ ...q, page })),
          }}
          columns={[
            {
              key: 'username',
              label: t('username'),
              render: (u) => u.username,
              sortValue: (u) => u.username.toLowerCase(),
            },
            { key: 'email', label: t('email'), render: (u) => u.email, sortValue: (u) => u.email },
            {
              key: 'role',
              label: t('role'),
              render: roleCell,
              sortValue: (u) => u.role,
            },
            {
              key: 'joined',
              label: t('joined'),
              render: (u) => new Date(u.createdAt).toLocaleDateString(),
              sortValue: (u) => u.createdAt,
            },
          ]}
        />
      ) : null}
    </>
  );
}
