import { useState, type ChangeEvent } from 'react';
import { defineDictionary, Field, useTranslation } from 'shared';
import { FieldError } from './form-field';
import { FilePicker } from './form-layout';
import { fileEn } from './i18n/en';
import { loadersFor } from './i18n/loaders';

export const fileMessages = defineDictionary(fileEn, loadersFor('file'));

/** A CSV file the person chose, read as text in the browser. */
export interface CsvFile {
  name: string;
  text: string;
}

/** The file's text (FileReader, which every browser and test DOM has). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/**
 * The chosen file and what is wrong with it. `choose` reads the file (an unreadable one is said
 * so); `setError` lets the section say what else is wrong (no file, an empty one, a column
 * missing) before anything is sent; `onChosen` runs after each choice (to clear an outcome).
 */
export function useCsvFile(onChosen?: () => void) {
  const t = useTranslation(fileMessages);
  const [file, setFile] = useState<CsvFile | null>(null);
  const [error, setError] = useState<string>();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    onChosen?.();
    setError(undefined);
    if (!chosen) return setFile(null);
    try {
      setFile({ name: chosen.name, text: await readText(chosen) });
    } catch {
      setFile(null);
      setError(t('unreadable'));
    }
  }

  return { file, error, setError, choose };
}

/**
 * A labelled CSV file field. The browser's own file button speaks the browser's language, not the
 * page's: the input is hidden but keeps the focus and the keyboard, and a label draws the button.
 * The field's error is read out with it; the section focuses `id` when it refuses to send.
 */
export function CsvFileField({
  id,
  label,
  csv,
}: {
  id: string;
  label: string;
  csv: ReturnType<typeof useCsvFile>;
}) {
  const t = useTranslation(fileMessages);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <FilePicker>
        <input
          id={id}
          className="visually-hidden"
          type="file"
          accept=".csv,text/csv"
          aria-invalid={!!csv.error}
          aria-describedby={`${id}-chosen${csv.error ? ` ${id}-error` : ''}`}
          onChange={(e) => void csv.choose(e)}
        />
        <label htmlFor={id} aria-hidden="true">
          {t('chooseFile')}
        </label>
        <span id={`${id}-chosen`}>{csv.file ? <bdi>{csv.file.name}</bdi> : t('noFile')}</span>
      </FilePicker>
      <FieldError id={`${id}-error`} text={csv.error} />
    </Field>
  );
}
