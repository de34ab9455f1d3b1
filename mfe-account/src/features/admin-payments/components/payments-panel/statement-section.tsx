import { useState, type ChangeEvent } from 'react';
import { Alert, Button, Field, useTranslation } from 'shared';
import type { Ask } from '../../../../components/confirm-dialog';
import { FieldError } from '../../../../components/form-field';
import { FilePicker } from '../../../../components/form-layout';
import { refusalText, statusOf } from '../../../../lib/api-helpers';
import { matchStatement, type StatementResult } from '../../api/payments-api';
import { StatementMatches } from './statement-matches';
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

  async function send() {
    const problem = !file ? t('fileRequired') : !file.text.trim() ? t('fileEmpty') : undefined;
    setFileError(problem);
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
      // its own words, which name the columns; other refusals in the page's language.
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
      <Field>
        <label htmlFor="statement-csv">{t('csvFile')}</label>
        {/* The browser's own file button speaks the browser's language, not the page's: the
            input is hidden but keeps the focus and the keyboard, and a label draws the button. */}
        <FilePicker>
          <input
            id="statement-csv"
            className="visually-hidden"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={!!fileError}
            aria-describedby={`statement-csv-chosen${fileError ? ' statement-csv-error' : ''}`}
            onChange={(e) => void choose(e)}
          />
          <label htmlFor="statement-csv" aria-hidden="true">
            {t('chooseFile')}
          </label>
          <span id="statement-csv-chosen">{file ? <bdi>{file.name}</bdi> : t('noFile')}</span>
        </FilePicker>
        <FieldError id="statement-csv-error" text={fileError} />
      </Field>
      <Button type="button" disabled={busy} onClick={() => void send()}>
        {busy ? t('matching') : t('match')}
      </Button>
      {outcome?.kind === 'refused' ? (
        <Alert $tone="error" role="alert">
          {t('statementRefused')} <bdi dir="ltr">{outcome.message}</bdi>
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
