import { useState, type ChangeEvent } from 'react';
import { Button, Field, usePlural, useToast, useTranslation } from 'shared';
import { DataTable } from '../../../../components/data-table';
import { errorText, rowErrorsOf } from '../../../../lib/api-helpers';
import { importCertificates } from '../../api/certificates-api';
import { previewCsv, type PreviewRow } from '../../data/csv-preview';
import { NoticeBox, type Notice } from './notice-box';
import { FilePicker } from './styles';
import { messages } from './texts';

/** The file's text (FileReader, which every browser and test DOM has). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** Bulk import: a CSV file, previewed with the server's own checks, then sent in one request. */
export function ImportSection({ onImported }: { onImported: () => void }) {
  const t = useTranslation(messages);
  const plural = usePlural(t);
  const toast = useToast();
  const [preview, setPreview] = useState<PreviewRow[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    setNotice(null);
    setProgress(null);
    const file = event.target.files?.[0];
    setFileName(file?.name ?? null);
    if (!file) return setPreview(null);
    let text: string;
    try {
      text = await readText(file);
    } catch (error) {
      setPreview(null);
      setNotice({ tone: 'error', text: errorText(error, t('unreadable')) });
      return;
    }
    const result = await previewCsv(text);
    if (result.error) {
      setPreview(null);
      setNotice({ tone: 'error', text: result.error });
      return;
    }
    setPreview(result.rows);
  }

  async function runImport() {
    if (!preview) return;
    if (preview.some((r) => r.problem)) {
      setNotice({ tone: 'error', text: t('fixRows') });
      return;
    }
    setProgress(0);
    try {
      const result = await importCertificates(
        preview.map((r) => r.row),
        (f) => setProgress(f),
      );
      // A short confirmation: the imported certificates show up in the list below.
      toast(result.message || plural('imported', result.data.length), { tone: 'success' });
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
      <Field>
        <label htmlFor="cert-csv">{t('csvFile')}</label>
        {/* The browser's own file button speaks the browser's language, not the page's: the
            input is hidden but keeps the focus and the keyboard, and a label draws the button. */}
        <FilePicker>
          <input
            id="cert-csv"
            className="visually-hidden"
            type="file"
            accept=".csv,text/csv"
            aria-describedby="cert-csv-chosen"
            onChange={(e) => void chooseFile(e)}
          />
          <label htmlFor="cert-csv" aria-hidden="true">
            {t('chooseFile')}
          </label>
          <span id="cert-csv-chosen">{fileName ?? t('noFile')}</span>
        </FilePicker>
      </Field>
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
      <NoticeBox notice={notice} />
    </>
  );
}
