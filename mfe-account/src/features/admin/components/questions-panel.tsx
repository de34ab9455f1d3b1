import { useCallback, useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, defineDictionary, Field, useTranslation } from 'shared';
import { errorText } from '../../common/api-helpers';
import { DataTable } from '../../common/data-table';
import {
  addQuestion,
  deleteQuestion,
  listQuestions,
  updateQuestion,
  type Question,
  type QuestionInput,
} from '../api/admin-api';

const messages = defineDictionary({
  title: 'Question bank',
  filter: 'Category',
  all: 'All categories',
  addTitle: 'Add a question',
  editTitle: 'Edit the question',
  text: 'Question',
  option: 'Option {n}',
  correct: 'Correct option',
  category: 'Category',
  explanation: 'Explanation (optional)',
  save: 'Save question',
  cancel: 'Cancel',
  edit: 'Edit',
  remove: 'Delete',
  actions: 'Actions',
  confirmDelete: 'Delete this question? It will no longer be served in quizzes.',
  added: 'Question added.',
  updated: 'Question updated.',
  deleted: 'Question deleted.',
  failed: 'The question could not be saved.',
  deleteFailed: 'The question could not be deleted.',
  loadFailed: 'The questions could not be loaded.',
  incomplete: 'Enter the question, a category and at least two options.',
});

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

const blank: QuestionInput = {
  text: '',
  options: ['', '', '', ''],
  correctOption: 0,
  category: '',
  explanation: '',
};

export function QuestionsPanel({
  confirm = (text: string) => window.confirm(text),
}: {
  confirm?: (text: string) => boolean;
}) {
  const t = useTranslation(messages);
  const [questions, setQuestions] = useState<Question[]>([]);
  const [category, setCategory] = useState('');
  const [form, setForm] = useState<QuestionInput>(blank);
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const load = useCallback(async () => {
    try {
      setQuestions(await listQuestions());
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('loadFailed')) });
    }
  }, [t]);
  useEffect(() => {
    void load();
  }, [load]);

  const categories = [...new Set(questions.map((q) => q.category))].sort();
  const shown = category ? questions.filter((q) => q.category === category) : questions;

  async function save(event: FormEvent) {
    event.preventDefault();
    const options = form.options.map((o) => o.trim()).filter(Boolean);
    if (!form.text.trim() || !form.category.trim() || options.length < 2) {
      setNotice({ tone: 'error', text: t('incomplete') });
      return;
    }
    const body: QuestionInput = {
      text: form.text.trim(),
      options,
      correctOption: Math.min(form.correctOption, options.length - 1),
      category: form.category.trim(),
      explanation: form.explanation?.trim() ?? '',
    };
    try {
      if (editing) await updateQuestion(editing, body);
      else await addQuestion(body);
      setNotice({ tone: 'success', text: editing ? t('updated') : t('added') });
      setForm(blank);
      setEditing(null);
      void load();
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('failed')) });
    }
  }

  async function remove(q: Question) {
    if (!confirm(t('confirmDelete'))) return;
    try {
      await deleteQuestion(q.id);
      setNotice({ tone: 'success', text: t('deleted') });
      void load();
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('deleteFailed')) });
    }
  }

  function edit(q: Question) {
    const options = [...q.options];
    while (options.length < 4) options.push('');
    setForm({
      text: q.text,
      options,
      correctOption: q.correctOption,
      category: q.category,
      explanation: q.explanation ?? '',
    });
    setEditing(q.id);
  }

  return (
    <>
      <h2>{t('title')}</h2>
      {notice ? (
        <Alert $tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
      <h3>{editing ? t('editTitle') : t('addTitle')}</h3>
      <form onSubmit={(e) => void save(e)} noValidate>
        <Field>
          <label htmlFor="q-text">{t('text')}</label>
          <textarea
            id="q-text"
            value={form.text}
            onChange={(e) => setForm((f) => ({ ...f, text: e.target.value }))}
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
                  setForm((f) => ({
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
              onChange={(e) => setForm((f) => ({ ...f, correctOption: Number(e.target.value) }))}
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
              onChange={(e) => setForm((f) => ({ ...f, category: e.target.value }))}
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
            onChange={(e) => setForm((f) => ({ ...f, explanation: e.target.value }))}
          />
        </Field>
        <Button type="submit">{t('save')}</Button>{' '}
        {editing ? (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              setEditing(null);
              setForm(blank);
            }}
          >
            {t('cancel')}
          </Button>
        ) : null}
      </form>
      <Field>
        <label htmlFor="q-filter">{t('filter')}</label>
        <select id="q-filter" value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value="">{t('all')}</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </Field>
      <DataTable
        caption={t('title')}
        rows={shown}
        rowKey={(q) => q.id}
        columns={[
          {
            key: 'text',
            label: t('text'),
            render: (q) => q.text,
            sortValue: (q) => q.text.toLowerCase(),
          },
          {
            key: 'category',
            label: t('category'),
            render: (q) => q.category,
            sortValue: (q) => q.category,
          },
          { key: 'correct', label: t('correct'), render: (q) => q.options[q.correctOption] ?? '' },
          {
            key: 'actions',
            label: t('actions'),
            render: (q) => (
              <>
                <Button type="button" $variant="secondary" onClick={() => edit(q)}>
                  {t('edit')}
                </Button>{' '}
                <Button type="button" $variant="danger" onClick={() => void remove(q)}>
                  {t('remove')}
                </Button>
              </>
            ),
          },
        ]}
      />
    </>
  );
}
