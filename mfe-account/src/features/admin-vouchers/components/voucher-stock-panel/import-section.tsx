import { useState } from 'react';
import { missingVoucherColumns } from 'contracts';
import { Alert, Button, usePlural, useTranslation } from 'shared';
import { DataTable } from '../../../../components/data-table';
import { CsvFileField, useCsvFile } from '../../../../components/csv-file-field';
import { refusalText, rowErrorsOf, statusOf } from '../../../../lib/api-helpers';
import { importVouchers, type VoucherImportResponse } from '../../api/vouchers-api';
import { messages } from './texts';

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
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const csv = useCsvFile(() => setOutcome(null));
  const { file } = csv;
  const [busy, setBusy] = useState(false);

  function problemOf(): string | undefined {
    if (!file) return t('fileRequired');
    if (!file.text.trim()) return t('fileEmpty');
    const missing = missingVoucherColumns(headerOf(file.text));
    return missing.length ? t('missingColumns', { columns: missing.join(', ') }) : undefined;
  }

  async function send() {
    const problem = problemOf();
    csv.setError(problem);
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
      <CsvFileField id="voucher-csv" label={t('csvFile')} csv={csv} />
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
