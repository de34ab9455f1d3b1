import { useState } from 'react';
import { Alert, Button, useTranslation } from 'shared';
import type { Ask } from '../../../../components/confirm-dialog';
import { CsvFileField, useCsvFile } from '../../../../components/csv-file-field';
import { refusalText, statusOf } from '../../../../lib/api-helpers';
import { matchStatement, type StatementResult } from '../../api/payments-api';
import { StatementMatches } from './statement-matches';
import { messages } from './texts';

type Outcome =
  | { kind: 'matched'; data: StatementResult }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; text: string };

/**
 * The bank statement import: the API matches the file's rows to orders and records nothing; the
 * person then ticks the matches to confirm (StatementMatches).
 */
export function StatementSection({
  ask,
  onConfirmed,
}: {
  ask: Ask;
  onConfirmed: (text: string) => void;
}) {
  const t = useTranslation(messages);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const csv = useCsvFile(() => setOutcome(null));
  const { file } = csv;
  const [busy, setBusy] = useState(false);

  async function send() {
    const problem = !file ? t('fileRequired') : !file.text.trim() ? t('fileEmpty') : undefined;
    csv.setError(problem);
    setOutcome(null);
    if (problem || !file) {
      document.getElementById('statement-csv')?.focus();
      return;
    }
    setBusy(true);
    try {
      setOutcome({ kind: 'matched', data: await matchStatement(file.text) });
    } catch (error) {
      // A statement the API cannot read (unknown or missing columns, no rows) is explained in
      // the API's words, in the page's language, naming the columns; other refusals by status.
      const refused = statusOf(error) === 400 ? refusalText(error, {}, '') : '';
      setOutcome(
        refused
          ? { kind: 'refused', message: refused }
          : { kind: 'failed', text: refusalText(error, {}, t('statementFailed')) },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="statement-title">
      <h3 id="statement-title">{t('statementTitle')}</h3>
      <p>{t('statementHelp')}</p>
      <CsvFileField id="statement-csv" label={t('csvFile')} csv={csv} />
      <Button type="button" disabled={busy} onClick={() => void send()}>
        {busy ? t('matching') : t('match')}
      </Button>
      {outcome?.kind === 'refused' ? (
        <Alert $tone="error" role="alert">
          {t('statementRefused')} {outcome.message}
        </Alert>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <Alert $tone="error" role="alert">
          {outcome.text}
        </Alert>
      ) : null}
      {outcome?.kind === 'matched' ? (
        <StatementMatches result={outcome.data} ask={ask} onConfirmed={onConfirmed} />
      ) : null}
    </section>
  );
}
