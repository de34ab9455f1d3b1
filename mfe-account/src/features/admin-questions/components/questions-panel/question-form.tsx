import type { FormEvent } from 'react';
import { Button, Field, useTranslation } from 'shared';
import type { QuestionInput } from '../../api/questions-api';
import { Grid } from './styles';
import { messages } from './texts';

type Update = (change: (form: QuestionInput) => QuestionInput) => void;

/** Adds a question, or edits the one chosen in the table. */
export function QuestionForm({
  form,
  onForm,
  categories,
  editing,
  onSave,
  onCancel,
}: {
  form: QuestionInput;
  onForm: Update;
  /** The bank's categories, offered as suggestions. */
  categories: string[];
  editing: boolean;
  onSave: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  const t = useTranslation(messages);
  return (
    <form onSubmit={onSave} noValidate>
      <Field>
        <label htmlFor="q-text">{t('text')}</label>
        <textarea
          id="q-text"
          value={form.text}
          onChange={(e) => onForm((f) => ({ ...f, text: e.target.value }))}
        />
      </Field>
      <Grid>
        {form.options.map((o, i) => (
          <Field key={i}>
            <label htmlFor={`q-option-${i}`}>{t('option', { n: i + 1 })}</label>
            <input
              id={`q-option-${i}`}
              value={o}
              onChange={(e) =>
                onForm((f) => ({
                  ...f,
                  options: f.options.map((x, j) => (j === i ? e.target.value : x)),
                }))
              }
            />
          </Field>
        ))}
        <Field>
          <label htmlFor="q-correct">{t('correct')}</label>
          <select
            id="q-correct"
            value={form.correctOption}
            onChange={(e) => onForm((f) => ({ ...f, correctOption: Number(e.target.value) }))}
          >
            {form.options.map((_, i) => (
              <option key={i} value={i}>
                {t('option', { n: i + 1 })}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor="q-category">{t('category')}</label>
          <input
            id="q-category"
            list="q-categories"
            value={form.category}
            onChange={(e) => onForm((f) => ({ ...f, category: e.target.value }))}
          />
          <datalist id="q-categories">
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </Field>
      </Grid>
      <Field>
        <label htmlFor="q-explanation">{t('explanation')}</label>
        <input
          id="q-explanation"
          value={form.explanation ?? ''}
          onChange={(e) => onForm((f) => ({ ...f, explanation: e.target.value }))}
        />
      </Field>
      <Button type="submit">{t('save')}</Button>{' '}
      {editing ? (
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      ) : null}
    </form>
  );
}
