import type { FormEvent } from 'react';
import { Button, Field, useTranslation } from 'shared';
import { categoryName, quizMessages } from './texts';

/** The quiz's category and length. */
export function ChooseForm({
  categories,
  category,
  onCategory,
  count,
  onCount,
  again,
  onStart,
}: {
  categories: string[];
  category: string;
  onCategory: (category: string) => void;
  count: number;
  onCount: (count: number) => void;
  /** A quiz was just taken: the button offers another. */
  again: boolean;
  onStart: (event: FormEvent) => void;
}) {
  const t = useTranslation(quizMessages);
  return (
    <form onSubmit={onStart}>
      <Field>
        <label htmlFor="quiz-category">{t('category')}</label>
        <select id="quiz-category" value={category} onChange={(e) => onCategory(e.target.value)}>
          {categories.map((c) => (
            <option key={c} value={c}>
              {categoryName(t, c)}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        <label htmlFor="quiz-count">{t('count')}</label>
        <select id="quiz-count" value={count} onChange={(e) => onCount(Number(e.target.value))}>
          {[5, 10, 20].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </Field>
      <Button type="submit">{again ? t('again') : t('start')}</Button>
    </form>
  );
}
