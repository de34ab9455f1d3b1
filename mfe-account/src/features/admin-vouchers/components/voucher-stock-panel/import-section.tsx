import { useState, type ChangeEvent } from 'react';
import { missingVoucherColumns } from 'contracts';
import { Alert, Button, Field, usePlural, useTranslation } from 'shared';
import { DataTable } from '../../../../components/data-table';
import { FieldError } from '../../../../components/form-field';
import { FilePicker } from '../../../../components/form-layout';
import { refusalText, rowErrorsOf, statusOf } from '../../../../lib/api-helpers';
import { importVouchers, type VoucherImportResponse } from '../../api/vouchers-api';
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

/** The header's names, enough to tell a missing column before sending two thousand rows. */
function headerOf(csv: string): string[] {
  const first = csv.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return first.split(',').map((name) => name.replace(/^"|"$/g, ''));
}

type Outcome =
  | { kind: 'imported'; data: VoucherImportResponse['data'] }
  | { kind: 'rejected'; rows: Array<{ row: number; message: string }> }
  | { kind: 'failed'; text: string };

/** Imports the vendor's CSV of codes: the API takes every row or none and says which are wrong. */
export function ImportSection() {
  const t = useTranslation(messages);
  const plural = usePlural(t);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setOutcome(null);
    setFileError(undefined);
    if (!chosen) return setFile(null);
    try {
      setFile({ name: chosen.name, text: await readText(chosen) });
    } catch {
      setFile(null);
      setFileError(t('unreadable'));
    }
  }

  function problemOf(): string | undefined {
    if (!file) return t('fileRequired');
    if (!file.text.trim()) return t('fileEmpty');
    const missing = missingVoucherColumns(headerOf(file.text));
    return missing.length ? t('missingColumns', { columns: missing.join(', ') }) : undefined;
  }

  async function send() {
    const problem = problemOf();
    setFileError(problem);
    setOutcome(null);
    if (problem || !file) {
      document.getElementById('voucher-csv')?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await importVouchers(file.text);
      setOutcome({ kind: 'imported', data: answer.data });
    } catch (error) {
      const rows = rowErrorsOf(error);
      setOutcome(
        statusOf(error) === 400 && rows.length
          ? { kind: 'rejected', rows }
          : {
              kind: 'failed',
              text: refusalText(error, { 409: t('importRace') }, t('importFailed')),
            },
      );
    } finally {
      setBusy(false);
    }
  }

  const total = outcome?.kind === 'imported' ? outcome.data.reduce((n, c) => n + c.imported, 0) : 0;
  return (
    <section aria-labelledby="voucher-import-title">
      <h2 id="voucher-import-title">{t('importTitle')}</h2>
      <p>{t('importHelp')}</p>
      <Field>
        <label htmlFor="voucher-csv">{t('csvFile')}</label>
        {/* The browser's own file button speaks the browser's language, not the page's: the
            input is hidden but keeps the focus and the keyboard, and a label draws the button. */}
        <FilePicker>
          <input
            id="voucher-csv"
            className="visually-hidden"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={!!fileError}
            aria-describedby={`voucher-csv-chosen${fileError ? ' voucher-csv-error' : ''}`}
            onChange={(e) => void choose(e)}
          />
          <label htmlFor="voucher-csv" aria-hidden="true">
            {t('chooseFile')}
          </label>
          <span id="voucher-csv-chosen">{file?.name ?? t('noFile')}</span>
        </FilePicker>
        <FieldError id="voucher-csv-error" text={fileError} />
      </Field>
      <Button type="button" disabled={busy} onClick={() => void send()}>
        {busy ? t('importing') : t('import')}
      </Button>
      {outcome?.kind === 'imported' ? (
        <>
          <Alert $tone="success" role="status">
            {plural('imported', total)}
          </Alert>
          <DataTable
            caption={t('importTitle')}
            rows={outcome.data}
            rowKey={(c) => c.courseSlug}
            columns={[
              { key: 'course', label: t('importedCourse'), render: (c) => c.courseSlug },
              { key: 'count', label: t('importedCount'), render: (c) => c.imported },
            ]}
          />
        </>
      ) : null}
      {outcome?.kind === 'rejected' ? (
        <>
          <Alert $tone="error" role="alert">
            {plural('rejected', outcome.rows.length)}
          </Alert>
          <DataTable
            caption={t('problem')}
            rows={outcome.rows}
            rowKey={(r) => `${r.row}-${r.message}`}
            pageSize={50}
            columns={[
              { key: 'row', label: t('row'), render: (r) => r.row },
              { key: 'problem', label: t('problem'), render: (r) => r.message },
            ]}
          />
        </>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <Alert $tone="error" role="alert">
          {outcome.text}
        </Alert>
      ) : null}
    </section>
  );
}
