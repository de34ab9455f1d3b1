import { useEffect, useState } from 'react';
import { Button, usePlural, useToast, useTranslation } from 'shared';
import { CsvFileField, useCsvFile } from '../../../../components/csv-file-field';
import { DataTable } from '../../../../components/data-table';
import { errorText, rowErrorsOf } from '../../../../lib/api-helpers';
import {
  importCertificates,
  importProgress,
  type ImportProgress,
} from '../../api/certificates-api';
import { previewCsv, type PreviewRow } from '../../data/csv-preview';
import { NoticeBox, type Notice } from './notice-box';
import { messages } from './texts';

/** How often the signing's progress is asked for after an import. */
export const SIGNING_POLL_MS = 1500;

type Signing = ImportProgress & { importId: string };

/**
 * Bulk import: a CSV file, previewed with the server's own checks, then sent in one request.
 * The server signs the certificates' credentials afterwards (a large import takes a while): a
 * progress bar follows that until every one is signed.
 */
export function ImportSection({ onImported }: { onImported: () => void }) {
  const t = useTranslation(messages);
  const plural = usePlural(t);
  const toast = useToast();
  const [preview, setPreview] = useState<PreviewRow[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [signing, setSigning] = useState<Signing | null>(null);
  const csv = useCsvFile(() => {
    setNotice(null);
    setProgress(null);
    setPreview(null);
  });
  const chosen = csv.file;

  // A chosen file is previewed at once with the server's own checks.
  useEffect(() => {
    if (!chosen) return;
    let current = true;
    void previewCsv(chosen.text).then((result) => {
      if (!current) return;
      if (result.error) setNotice({ tone: 'error', text: result.error });
      else setPreview(result.rows);
    });
    return () => {
      current = false;
    };
  }, [chosen]);

  // After an import, its signing is asked for every SIGNING_POLL_MS until done. A failed ask
  // is tried again at the next tick (the progress is only information: nothing is lost).
  useEffect(() => {
    if (!signing || signing.done) return;
    let current = true;
    const timer = setTimeout(() => {
      importProgress(signing.importId)
        .then((next) => {
          if (current) setSigning({ ...next, importId: signing.importId });
        })
        .catch(() => {
          if (current) setSigning({ ...signing });
        });
    }, SIGNING_POLL_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [signing]);

  async function runImport() {
    if (!preview || !chosen) return;
    if (preview.some((r) => r.problem)) {
      setNotice({ tone: 'error', text: t('fixRows') });
      return;
    }
    setProgress(0);
    try {
      const result = await importCertificates(chosen?.text ?? '', (f) => setProgress(f));
      // A short confirmation in the page's language (the API's message is English): the
      // imported certificates show up in the list below.
      toast(plural('imported', result.count), { tone: 'success' });
      setSigning({ importId: result.importId, total: result.count, signed: 0, done: false });
      setPreview(null);
      onImported();
    } catch (error) {
      setNotice({
        tone: 'error',
        text: errorText(error, t('importFailed')),
        rows: rowErrorsOf(error),
      });
    } finally {
      setProgress(null);
    }
  }

  const bad = preview?.filter((r) => r.problem).length ?? 0;
  return (
    <>
      <h2>{t('bulkTitle')}</h2>
      <p>{t('bulkHelp')}</p>
      <CsvFileField id="cert-csv" label={t('csvFile')} csv={csv} />
      {preview ? (
        <>
          <p>{plural('preview', preview.length, { bad })}</p>
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
                key: 'expiry',
                label: t('expiry'),
                // What the server makes of the cell: empty takes the course's rule.
                render: (r) => {
                  const value = r.row.expiryDate ?? '';
                  if (!value) return t('courseRule');
                  return value.toLowerCase() === 'never' ? t('never') : value;
                },
              },
              {
                key: 'problem',
                label: t('problem'),
                render: (r) => r.problem ?? t('ok'),
                sortValue: (r) => (r.problem ? 0 : 1),
              },
            ]}
          />
          <Button type="button" disabled={progress !== null} onClick={() => void runImport()}>
            {progress !== null ? t('importing') : plural('importRows', preview.length)}
          </Button>
        </>
      ) : null}
      {progress !== null ? <progress aria-label={t('progress')} max={1} value={progress} /> : null}
      {signing && !signing.done ? (
        <p>
          <progress aria-label={t('signingProgress')} max={signing.total} value={signing.signed} />{' '}
          {t('signingStatus', { signed: signing.signed, total: signing.total })}
        </p>
      ) : null}
      {/* Present from the start, so that a screen reader announces the text when it appears. */}
      <p role="status" aria-live="polite">
        {signing?.done ? t('signingDone') : ''}
      </p>
      <NoticeBox notice={notice} />
    </>
  );
}
