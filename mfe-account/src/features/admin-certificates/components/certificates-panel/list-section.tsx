import { useState, type FormEvent } from 'react';
import { Button, Field, paths, useToast, useTranslation } from 'shared';
import { SearchForm } from '../../../../components/search-form';
import { DataTable } from '../../../../components/data-table';
import { useServerPage } from '../../../../components/use-server-page';
import { errorText } from '../../../../lib/api-helpers';
import { useFormats } from '../../../../lib/use-formats';
import {
  listCertificates,
  revokeCertificate,
  type AdminCertificate,
} from '../../api/certificates-api';
import { isExpired } from './expiry';
import { NoticeBox, type Notice } from './notice-box';
import { Inline } from './styles';
import { messages } from './texts';

/** What the list says of a certificate: revoked wins over expired, as on the public lookup. */
function standingOf(c: AdminCertificate): 'valid' | 'expired' | 'revoked' {
  if (c.status === 'revoked') return 'revoked';
  return isExpired(c.expiryDate) ? 'expired' : 'valid';
}

/** The issued certificates: search, copy a verification link, revoke with a reason. */
export function ListSection({ version }: { version: number }) {
  const t = useTranslation(messages);
  const toast = useToast();
  const { number } = useFormats();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const { list, search, reload, serverPage } = useServerPage({
    fetchPage: listCertificates,
    initialFilter: '',
    onError: (error) => setNotice({ tone: 'error', text: errorText(error, t('loadFailed')) }),
    // `version` changes when a certificate was issued or imported above.
    refreshKey: version,
  });

  async function copyLink(id: string) {
    const link = `${window.location.origin}${paths.verifyCertificateDeepLink(id)}`;
    try {
      await navigator.clipboard.writeText(link);
      setNotice(null);
      toast(t('copied', { link }), { tone: 'success' });
    } catch {
      // Clipboard access can be refused (permissions, insecure origin): show it to copy by hand.
      setNotice({ tone: 'success', text: t('copyFailed', { link }) });
    }
  }

  async function revoke(event: FormEvent) {
    event.preventDefault();
    if (!revoking || !reason.trim()) return;
    try {
      await revokeCertificate(revoking, reason.trim());
      setNotice(null);
      toast(t('revokedDone', { id: revoking }), { tone: 'success' });
      setRevoking(null);
      setReason('');
      void reload();
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('revokeFailed')) });
    }
  }

  return (
    <>
      <h2>{t('listTitle')}</h2>
      <SearchForm
        id="cert-search"
        label={t('search')}
        button={t('searchButton')}
        onSearch={search}
      />
      <NoticeBox notice={notice} />
      {revoking ? (
        <Inline onSubmit={(e) => void revoke(e)}>
          <Field>
            <label htmlFor="cert-reason">{t('reason', { id: revoking })}</label>
            <input
              id="cert-reason"
              value={reason}
              required
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <Field>
            <Button type="submit" $variant="danger" disabled={!reason.trim()}>
              {t('confirmRevoke')}
            </Button>
          </Field>
          <Field>
            <Button type="button" $variant="secondary" onClick={() => setRevoking(null)}>
              {t('cancel')}
            </Button>
          </Field>
        </Inline>
      ) : null}
      {list ? (
        <DataTable
          caption={t('listTitle')}
          rows={list.rows}
          rowKey={(c) => c.certificateId}
          serverPage={serverPage}
          columns={[
            {
              key: 'id',
              label: t('id'),
              render: (c) => c.certificateId,
              sortValue: (c) => c.certificateId,
            },
            {
              key: 'name',
              label: t('fullName'),
              render: (c) => c.fullName,
              sortValue: (c) => c.fullName.toLowerCase(),
            },
            {
              key: 'course',
              label: t('courseName'),
              render: (c) => c.courseName,
              sortValue: (c) => c.courseName.toLowerCase(),
            },
            {
              key: 'date',
              label: t('date'),
              render: (c) => c.issueDate,
              sortValue: (c) => c.issueDate,
            },
            {
              key: 'expiry',
              label: t('expiry'),
              // No expiry date: the certificate never expires (sorted after every date).
              render: (c) => c.expiryDate ?? t('never'),
              sortValue: (c) => c.expiryDate ?? '9999-12-31',
            },
            {
              key: 'status',
              label: t('status'),
              render: (c) => {
                const standing = standingOf(c);
                return standing === 'revoked'
                  ? `${t('revoked')}: ${c.revokedReason ?? ''}`
                  : t(standing);
              },
              sortValue: standingOf,
            },
            {
              key: 'verifications',
              label: t('verifications'),
              render: (c) => number(c.verificationsTotal ?? 0),
              sortValue: (c) => c.verificationsTotal ?? 0,
            },
            {
              key: 'recent',
              label: t('verificationsRecent'),
              render: (c) => number(c.verificationsLast30Days ?? 0),
              sortValue: (c) => c.verificationsLast30Days ?? 0,
            },
            {
              key: 'actions',
              label: t('actions'),
              render: (c) => (
                <>
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() => void copyLink(c.certificateId)}
                    aria-label={`${t('copyLink')} ${c.certificateId}`}
                  >
                    {t('copyLink')}
                  </Button>{' '}
                  {c.status === 'valid' ? (
                    <Button
                      type="button"
                      $variant="danger"
                      aria-label={`${t('revoke')} ${c.certificateId}`}
                      onClick={() => {
                        setRevoking(c.certificateId);
                        setReason('');
                      }}
                    >
                      {t('revoke')}
                    </Button>
                  ) : null}
                </>
              ),
            },
          ]}
        />
      ) : null}
    </>
  );
}
