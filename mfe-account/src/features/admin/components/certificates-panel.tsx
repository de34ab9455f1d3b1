import { useCallback, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, defineDictionary, Field, paths, useTranslation } from 'shared';
import { errorText, rowErrorsOf, type Paged } from '../../common/api-helpers';
import { DataTable } from '../../common/data-table';
import {
  importCertificates,
  issueCertificate,
  listCertificates,
  revokeCertificate,
  type AdminCertificate,
} from '../api/admin-api';
import { previewCsv, type PreviewRow } from '../data/csv';

const messages = defineDictionary({
  issueTitle: 'Issue a certificate',
  fullName: 'Full name',
  courseName: 'Course',
  issuedBy: 'Issued by (optional)',
  issueDate: 'Issue date (optional)',
  issue: 'Issue certificate',
  issued: 'Certificate {id} issued for {name}.',
  issueFailed: 'The certificate could not be issued.',
  required: 'Full name and course are required.',
  bulkTitle: 'Import from a CSV file',
  bulkHelp:
    'The first line names the columns: fullName, courseName, issuedBy, issueDate (YYYY-MM-DD), certificateId (optional, from an older system).',
  csvFile: 'CSV file',
  unreadable: 'The file could not be read.',
  preview: 'Preview: {count} rows, {bad} with problems',
  row: 'Row',
  problem: 'Problem',
  ok: 'OK',
  importRows: 'Import {count} certificates',
  importing: 'Importing…',
  imported: '{count} certificates imported.',
  importFailed: 'Nothing was imported.',
  fixRows: 'Fix the rows with problems before importing.',
  progress: 'Import progress',
  listTitle: 'Certificates',
  search: 'Search by ID or name',
  searchButton: 'Search',
  id: 'Certificate ID',
  date: 'Issue date',
  status: 'Status',
  actions: 'Actions',
  valid: 'Valid',
  revoked: 'Revoked',
  copyLink: 'Copy link',
  copied: 'Verification link copied: {link}',
  copyFailed: 'Copy this link: {link}',
  revoke: 'Revoke',
  reason: 'Reason for revoking {id}',
  confirmRevoke: 'Revoke certificate',
  cancel: 'Cancel',
  revokedDone: 'Certificate {id} revoked.',
  revokeFailed: 'The certificate could not be revoked.',
  loadFailed: 'The certificates could not be loaded.',
});

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;
const Inline = styled.form`
  display: flex;
  gap: 0.5rem;
  align-items: flex-end;
  flex-wrap: wrap;
`;

type Notice = {
  tone: 'error' | 'success';
  text: string;
  rows?: Array<{ row: number; message: string }>;
};

/** The file's text (FileReader, which every browser and test DOM has). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

function NoticeBox({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <Alert $tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
      {notice.text}
      {notice.rows?.length ? (
        <ul>
          {notice.rows.map((r) => (
            <li key={`${r.row}-${r.message}`}>
              Row {r.row}: {r.message}
            </li>
          ))}
        </ul>
      ) : null}
    </Alert>
  );
}

export function CertificatesPanel() {
  const t = useTranslation(messages);
  const [form, setForm] = useState({ fullName: '', courseName: '', issuedBy: '', issueDate: '' });
  const [issueNotice, setIssueNotice] = useState<Notice | null>(null);
  const [preview, setPreview] = useState<PreviewRow[] | null>(null);
  const [bulkNotice, setBulkNotice] = useState<Notice | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState({ search: '', page: 1 });
  const [list, setList] = useState<Paged<AdminCertificate> | null>(null);
  const [listNotice, setListNotice] = useState<Notice | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [reason, setReason] = useState('');

  const load = useCallback(async () => {
    try {
      setList(await listCertificates(query.search, query.page));
    } catch (error) {
      setListNotice({ tone: 'error', text: errorText(error, t('loadFailed')) });
    }
  }, [query, t]);

  useEffect(() => {
    void load();
  }, [load]);

  async function issue(event: FormEvent) {
    event.preventDefault();
    if (!form.fullName.trim() || !form.courseName.trim()) {
      setIssueNotice({ tone: 'error', text: t('required') });
      return;
    }
    try {
      const created = await issueCertificate({
        fullName: form.fullName.trim(),
        courseName: form.courseName.trim(),
        ...(form.issuedBy.trim() ? { issuedBy: form.issuedBy.trim() } : {}),
        ...(form.issueDate ? { issueDate: form.issueDate } : {}),
      });
      setIssueNotice({
        tone: 'success',
        text: t('issued', { id: created.certificateId, name: created.fullName }),
      });
      setForm({ fullName: '', courseName: '', issuedBy: '', issueDate: '' });
      void load();
    } catch (error) {
      setIssueNotice({ tone: 'error', text: errorText(error, t('issueFailed')) });
    }
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    setBulkNotice(null);
    setProgress(null);
    const file = event.target.files?.[0];
    if (!file) return setPreview(null);
    let text: string;
    try {
      text = await readText(file);
    } catch (error) {
      setPreview(null);
      setBulkNotice({ tone: 'error', text: errorText(error, t('unreadable')) });
      return;
    }
    const result = previewCsv(text);
    if (result.error) {
      setPreview(null);
      setBulkNotice({ tone: 'error', text: result.error });
      return;
    }
    setPreview(result.rows);
  }

  async function runImport() {
    if (!preview) return;
    if (preview.some((r) => r.problem)) {
      setBulkNotice({ tone: 'error', text: t('fixRows') });
      return;
    }
    setProgress(0);
    try {
      const result = await importCertificates(
        preview.map((r) => r.row),
        (f) => setProgress(f),
      );
      setBulkNotice({
        tone: 'success',
        text: result.message || t('imported', { count: result.data.length }),
      });
      setPreview(null);
      void load();
    } catch (error) {
      setBulkNotice({
        tone: 'error',
        text: errorText(error, t('importFailed')),
        rows: rowErrorsOf(error),
      });
    } finally {
      setProgress(null);
    }
  }

  async function copyLink(id: string) {
    const link = `${window.location.origin}${paths.verifyCertificateDeepLink(id)}`;
    try {
      await navigator.clipboard.writeText(link);
      setListNotice({ tone: 'success', text: t('copied', { link }) });
    } catch {
      // Clipboard access can be refused (permissions, insecure origin): show it to copy by hand.
      setListNotice({ tone: 'success', text: t('copyFailed', { link }) });
    }
  }

  async function revoke(event: FormEvent) {
    event.preventDefault();
    if (!revoking || !reason.trim()) return;
    try {
      await revokeCertificate(revoking, reason.trim());
      setListNotice({ tone: 'success', text: t('revokedDone', { id: revoking }) });
      setRevoking(null);
      setReason('');
      void load();
    } catch (error) {
      setListNotice({ tone: 'error', text: errorText(error, t('revokeFailed')) });
    }
  }

  const bad = preview?.filter((r) => r.problem).length ?? 0;
  return (
    <>
      <h2>{t('issueTitle')}</h2>
      <form onSubmit={(e) => void issue(e)} noValidate>
        <Grid>
          {(['fullName', 'courseName', 'issuedBy'] as const).map((f) => (
            <Field key={f}>
              <label htmlFor={`cert-${f}`}>{t(f)}</label>
              <input
                id={`cert-${f}`}
                name={f}
                value={form[f]}
                onChange={(e) => setForm((v) => ({ ...v, [f]: e.target.value }))}
              />
            </Field>
          ))}
          <Field>
            <label htmlFor="cert-issueDate">{t('issueDate')}</label>
            <input
              id="cert-issueDate"
              name="issueDate"
              type="date"
              value={form.issueDate}
              onChange={(e) => setForm((v) => ({ ...v, issueDate: e.target.value }))}
            />
          </Field>
        </Grid>
        <Button type="submit">{t('issue')}</Button>
      </form>
      <NoticeBox notice={issueNotice} />

      <h2>{t('bulkTitle')}</h2>
      <p>{t('bulkHelp')}</p>
      <Field>
        <label htmlFor="cert-csv">{t('csvFile')}</label>
        <input
          id="cert-csv"
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => void chooseFile(e)}
        />
      </Field>
      {preview ? (
        <>
          <p>{t('preview', { count: preview.length, bad })}</p>
          <DataTable
            caption={t('bulkTitle')}
            rows={preview.map((r, i) => ({ ...r, index: i + 1 }))}
            rowKey={(r) => String(r.index)}
            columns={[
              { key: 'row', label: t('row'), render: (r) => r.index, sortValue: (r) => r.index },
              { key: 'name', label: t('fullName'), render: (r) => r.row.fullName ?? '' },
              { key: 'course', label: t('courseName'), render: (r) => r.row.courseName ?? '' },
              { key: 'date', label: t('date'), render: (r) => r.row.issueDate ?? '' },
              { key: 'id', label: t('id'), render: (r) => r.row.certificateId ?? '' },
              {
                key: 'problem',
                label: t('problem'),
                render: (r) => r.problem ?? t('ok'),
                sortValue: (r) => (r.problem ? 0 : 1),
              },
            ]}
          />
          <Button type="button" disabled={progress !== null} onClick={() => void runImport()}>
            {progress !== null ? t('importing') : t('importRows', { count: preview.length })}
          </Button>
        </>
      ) : null}
      {progress !== null ? <progress aria-label={t('progress')} max={1} value={progress} /> : null}
      <NoticeBox notice={bulkNotice} />

      <h2>{t('listTitle')}</h2>
      <Inline
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery({ search, page: 1 });
        }}
      >
        <Field>
          <label htmlFor="cert-search">{t('search')}</label>
          <input
            id="cert-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Field>
        <Field>
          <Button type="submit">{t('searchButton')}</Button>
        </Field>
      </Inline>
      <NoticeBox notice={listNotice} />
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
          serverPage={{
            page: list.page,
            total: list.total,
            pageSize: list.pageSize,
            onPage: (page) => setQuery((q) => ({ ...q, page })),
          }}
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
              key: 'status',
              label: t('status'),
              render: (c) =>
                c.status === 'revoked' ? `${t('revoked')}: ${c.revokedReason ?? ''}` : t('valid'),
              sortValue: (c) => c.status,
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
