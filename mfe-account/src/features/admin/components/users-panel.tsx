import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, defineDictionary, Field, useTranslation } from 'shared';
import { errorText, type Paged } from '../../common/api-helpers';
import { DataTable } from '../../common/data-table';
import { listUsers, setUserRole, type AccountUser } from '../api/admin-api';

const messages = defineDictionary({
  title: 'Users',
  search: 'Search by name or e-mail',
  searchButton: 'Search',
  username: 'Username',
  email: 'E-mail',
  role: 'Role',
  joined: 'Joined',
  actions: 'Actions',
  makeAdmin: 'Make admin',
  makeUser: 'Make regular user',
  confirm: 'Change the role of {name} to {role}? Their current sessions will end.',
  changed: '{name} is now {role}.',
  changeFailed: 'The role could not be changed.',
  loadFailed: 'The users could not be loaded.',
});

export function UsersPanel({
  confirm = (text: string) => window.confirm(text),
}: {
  confirm?: (text: string) => boolean;
}) {
  const t = useTranslation(messages);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState({ search: '', page: 1 });
  const [list, setList] = useState<Paged<AccountUser> | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

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
    const role = user.role === 'admin' ? 'user' : 'admin';
    if (!confirm(t('confirm', { name: user.username, role }))) return;
    try {
      await setUserRole(user.id, role);
      setNotice({ tone: 'success', text: t('changed', { name: user.username, role }) });
      void load();
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('changeFailed')) });
    }
  }

  return (
    <>
      <h2>{t('title')}</h2>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery({ search, page: 1 });
        }}
      >
        <Field>
          <label htmlFor="users-search">{t('search')}</label>
          <input
            id="users-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Field>
        <Button type="submit">{t('searchButton')}</Button>
      </form>
      {notice ? (
        <Alert $tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
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
            { key: 'role', label: t('role'), render: (u) => u.role, sortValue: (u) => u.role },
            {
              key: 'joined',
              label: t('joined'),
              render: (u) => new Date(u.createdAt).toLocaleDateString(),
              sortValue: (u) => u.createdAt,
            },
            {
              key: 'actions',
              label: t('actions'),
              render: (u) => (
                <Button type="button" $variant="secondary" onClick={() => void change(u)}>
                  {u.role === 'admin' ? t('makeUser') : t('makeAdmin')}
                </Button>
              ),
            },
          ]}
        />
      ) : null}
    </>
  );
}
