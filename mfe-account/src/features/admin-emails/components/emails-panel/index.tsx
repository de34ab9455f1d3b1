import { useState } from 'react';
import { Alert, Button, Field, useToast, useTranslation } from 'shared';
import { DataTable } from '../../../../components/data-table';
import { Hint } from '../../../../components/form-field';
import { useServerPage } from '../../../../components/use-server-page';
import { errorText, refusalText } from '../../../../lib/api-helpers';
import { useFormats } from '../../../../lib/use-formats';
import { listEmails, retryEmail, type ListedState } from '../../api/emails-api';
import { messages } from './texts';

/** The Failed e-mails tab: the outbox's failed (or pending) e-mails, newest first; retry one. */
export function EmailsPanel() {
  const t = useTranslation(messages);
  const toast = useToast();
  const formats = useFormats();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { list, error, filter, search, reload, serverPage } = useServerPage({
    fetchPage: listEmails,
    initialFilter: 'failed' as ListedState,
  });

  async function retry(id: string, to: string) {
    setBusy(id);
    setFailure(null);
    try {
      await retryEmail(id);
      toast(t('retried', { to }), { tone: 'success' });
      void reload();
    } catch (refused) {
      setFailure(refusalText(refused, { 404: t('retryGone') }, t('retryFailed')));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <h2>{t('title')}</h2>
      <Hint>{t('intro')}</Hint>
      <Field>
        <label htmlFor="emails-state">{t('show')}</label>
        <select
          id="emails-state"
          value={filter}
          onChange={(e) => search(e.target.value as ListedState)}
        >
          <option value="failed">{t('showFailed')}</option>
          <option value="pending">{t('showPending')}</option>
        </select>
      </Field>
      {error ? (
        <Alert $tone="error" role="alert">
          {errorText(error, t('loadFailed'))}
        </Alert>
      ) : null}
      {failure ? (
        <Alert $tone="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      {!list && !error ? <p>{t('loading')}</p> : null}
      {list && list.rows.length === 0 ? (
        <p>{t(filter === 'failed' ? 'noneFailed' : 'nonePending')}</p>
      ) : null}
      {list && list.rows.length > 0 ? (
        <DataTable
          caption={t('title')}
          rows={list.rows}
          rowKey={(m) => m.id}
          serverPage={serverPage}
          columns={[
            {
              key: 'created',
              label: t('created'),
              render: (m) => formats.dateTime(m.createdAt),
              sortValue: (m) => m.createdAt,
            },
            { key: 'to', label: t('to'), render: (m) => m.to, sortValue: (m) => m.to },
            { key: 'subject', label: t('subject'), render: (m) => m.subject },
            { key: 'kind', label: t('kind'), render: (m) => m.kind, sortValue: (m) => m.kind },
            { key: 'status', label: t('status'), render: (m) => t(m.state) },
            {
              key: 'attempts',
              label: t('attempts'),
              render: (m) => formats.number(m.attempts),
              sortValue: (m) => m.attempts,
            },
            {
              key: 'error',
              label: t('lastError'),
              // The mail server's own words, as it gave them (in English, most often).
              render: (m) => (m.lastError ? <bdi lang="en">{m.lastError}</bdi> : t('noError')),
            },
            {
              key: 'actions',
              label: t('actions'),
              render: (m) =>
                m.state === 'failed' ? (
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={busy === m.id}
                    aria-label={t('retryTo', { to: m.to })}
                    onClick={() => void retry(m.id, m.to)}
                  >
                    {t('retry')}
                  </Button>
                ) : null,
            },
          ]}
        />
      ) : null}
    </>
  );
}
