import { useState, type FormEvent } from 'react';
import { BATCH_MODES, COURSE_INDEX } from 'contracts';
import { Alert, Button, useToast, useTranslation } from 'shared';
import { describedBy, focusFirstError, FormField } from '../../../../components/form-field';
import { Buttons, Grid } from '../../../../components/form-layout';
import { TranslatedTextField } from '../../../../components/translated-text-field';
import { useItemTranslations } from '../../../../components/use-item-translations';
import { refusalText } from '../../../../lib/api-helpers';
import {
  batchTranslations,
  createBatch,
  saveBatchTranslations,
  updateBatch,
  type AdminBatch,
} from '../../api/batches-api';
import {
  batchFromForm,
  EMPTY,
  FIELDS,
  valuesOf,
  type BatchField,
  type BatchValues,
} from '../../data/batch-form';
import { messages } from './texts';

/** The batch's text that staff translate: its schedule as visitors read it. */
const TRANSLATED = ['schedule'] as const;

/** Schedules a batch, or changes one (`batch`); prices typed in rupees and dollars go as paise and cents. */
export function BatchForm({
  batch,
  onSaved,
  onCancel,
}: {
  batch: AdminBatch | null;
  onSaved: (text: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslation(messages);
  const toast = useToast();
  const translations = useItemTranslations(
    TRANSLATED,
    batch?.id ?? null,
    batchTranslations,
    saveBatchTranslations,
  );
  const [values, setValues] = useState(() => (batch ? valuesOf(batch) : EMPTY));
  const [errors, setErrors] = useState<Partial<Record<BatchField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function change(patch: Partial<BatchValues>) {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const rest = { ...e };
      for (const key of Object.keys(patch)) delete rest[key as BatchField];
      if ('mode' in patch) delete rest.city;
      return rest;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { problems, body } = batchFromForm(values, batch);
    const texts: Partial<Record<BatchField, string>> = {};
    for (const field of FIELDS) {
      const problem = problems[field];
      if (problem) texts[field] = t(problem.key, problem.vars);
    }
    setErrors(texts);
    setFailure(null);
    if (focusFirstError('batch', FIELDS, texts) || !body) return;
    setBusy(true);
    try {
      const { courseSlug, ...fields } = body;
      const saved = batch ? await updateBatch(batch.id, fields) : await createBatch(body);
      // Once the batch exists; a refusal is said without losing the saved batch.
      await translations
        .save(saved.id)
        .catch((error: unknown) =>
          toast(refusalText(error, {}, t('translationsSaveFailed')), { tone: 'error' }),
        );
      onSaved(t(batch ? 'saved' : 'created', { course: courseSlug, date: saved.startsOn }));
    } catch (error) {
      setFailure(refusalText(error, { 409: t('conflict'), 404: t('missing') }, t('saveFailed')));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Exclude<BatchField, 'courseSlug'>, extra: object = {}) => (
    <FormField
      id={`batch-${name}`}
      label={t(name)}
      error={errors[name]}
      value={values[name]}
      onChange={(e) => change({ [name]: e.target.value })}
      {...extra}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="batch-form-title">
      <h3 id="batch-form-title">
        {batch
          ? t('editTitle', { course: batch.courseSlug, date: batch.startsOn })
          : t('createTitle')}
      </h3>
      <Grid>
        {batch ? null : (
          <FormField id="batch-courseSlug" label={t('course')} error={errors.courseSlug}>
            <select
              id="batch-courseSlug"
              value={values.courseSlug}
              {...describedBy('batch-courseSlug', errors.courseSlug)}
              onChange={(e) => change({ courseSlug: e.target.value })}
            >
              <option value="">{t('chooseCourse')}</option>
              {COURSE_INDEX.map((c) => (
                <option key={`${c.vendor}-${c.slug}`} value={c.slug}>
                  {`${c.vendor} · ${c.slug}`}
                </option>
              ))}
            </select>
          </FormField>
        )}
        {field('startsOn', { type: 'date' })}
        {field('endsOn', { type: 'date' })}
        <TranslatedTextField
          id="batch-schedule"
          label={t('schedule')}
          english={values.schedule}
          texts={translations.texts.schedule}
          maxLength={100}
          onChange={(lang, text) => translations.set('schedule', lang, text)}
        >
          {field('schedule', { hint: t('scheduleHint'), maxLength: 100 })}
        </TranslatedTextField>
        <FormField id="batch-mode" label={t('mode')}>
          <select
            id="batch-mode"
            value={values.mode}
            onChange={(e) => change({ mode: e.target.value as BatchValues['mode'] })}
          >
            {BATCH_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(mode)}
              </option>
            ))}
          </select>
        </FormField>
        {values.mode === 'classroom' ? field('city', { maxLength: 60 }) : null}
        {field('capacity', { inputMode: 'numeric' })}
        {field('priceInr', { inputMode: 'decimal', hint: t('priceHint'), autoComplete: 'off' })}
        {field('priceUsd', { inputMode: 'decimal', hint: t('priceHint'), autoComplete: 'off' })}
      </Grid>
      {translations.loadFailed ? <Alert $tone="error">{t('translationsFailed')}</Alert> : null}
      {failure ? (
        <Alert $tone="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Buttons>
        <Button type="submit" disabled={busy}>
          {t(batch ? 'save' : 'create')}
        </Button>
        {batch ? (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
      </Buttons>
    </form>
  );
}
