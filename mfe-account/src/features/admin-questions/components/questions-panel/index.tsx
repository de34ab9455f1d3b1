import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert, Field, useToast, useTranslation } from 'shared';
import { errorText } from '../../../../lib/api-helpers';
import { useConfirmDialog, type Answer } from '../../../../components/confirm-dialog';
import {
  addQuestion,
  deleteQuestion,
  listQuestions,
  updateQuestion,
  type Question,
  type QuestionInput,
} from '../../api/questions-api';
import { QuestionForm } from './question-form';
import { QuestionsTable } from './questions-table';
import { messages } from './texts';

const blank: QuestionInput = {
  text: '',
  options: ['', '', '', ''],
  correctOption: 0,
  category: '',
  explanation: '',
};

export function QuestionsPanel({
  confirm,
}: {
  /** The answer to 'Delete this question?' instead of the dialog's (a test's). */
  confirm?: Answer;
}) {
  const t = useTranslation(messages);
  const { ask, dialog } = useConfirmDialog(confirm);
  const toast = useToast();
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
      // A short confirmation: the table below shows the change.
      setNotice(null);
      toast(editing ? t('updated') : t('added'), { tone: 'success' });
      setForm(blank);
      setEditing(null);
      void load();
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('failed')) });
    }
  }

  async function remove(q: Question) {
    const question = {
      text: t('confirmDelete'),
      confirmLabel: t('remove'),
      cancelLabel: t('cancel'),
      danger: true,
    };
    if (!(await ask(question))) return;
    try {
      await deleteQuestion(q.id);
      setNotice(null);
      toast(t('deleted'), { tone: 'success' });
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
      <QuestionForm
        form={form}
        onForm={setForm}
        categories={categories}
        editing={editing !== null}
        onSave={(e) => void save(e)}
        onCancel={() => {
          setEditing(null);
          setForm(blank);
        }}
      />
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
      <QuestionsTable questions={shown} onEdit={edit} onRemove={(q) => void remove(q)} />
      {dialog}
    </>
  );
}
