import { Alert, usePlural, useTranslation } from 'shared';
import type { QuestionCategory } from '../../api/assessments-api';
import type { DraftErrors } from '../../data/assessment-form';
import { ids, Problem } from './field-parts';
import { Check, Checks, Group, Hint } from './styles';
import { messages } from './texts';

/** The question categories an assessment draws from, as checkboxes with their sizes. */
export function CategoriesGroup({
  shown,
  loaded,
  loadError,
  chosen,
  chosenTotal,
  errors,
  onToggle,
}: {
  shown: QuestionCategory[];
  loaded: boolean;
  loadError: string | null;
  chosen: string[];
  chosenTotal: number;
  errors: DraftErrors;
  onToggle: (category: string, on: boolean) => void;
}) {
  const t = useTranslation(messages);
  const plural = usePlural(t);
  return (
    <Group
      aria-describedby={[ids('categories').hint, errors.categories ? ids('categories').error : '']
        .filter(Boolean)
        .join(' ')}
    >
      <legend>{t('categories')}</legend>
      <Hint id={ids('categories').hint}>
        {t('categoriesHint')} {chosen.length ? plural('categoriesChosen', chosenTotal) : null}
      </Hint>
      {!loaded ? <p>{t('categoriesLoading')}</p> : null}
      {loadError ? (
        <Alert $tone="error" role="alert">
          {loadError}
        </Alert>
      ) : null}
      {loaded && !loadError && shown.length === 0 ? <p>{t('noCategories')}</p> : null}
      <Checks>
        {shown.map((c, i) => (
          <Check key={c.category}>
            <input
              type="checkbox"
              data-field={i === 0 ? 'categories' : undefined}
              checked={chosen.includes(c.category)}
              aria-invalid={!!errors.categories}
              onChange={(e) => onToggle(c.category, e.target.checked)}
            />
            {plural('categoryOption', c.questions, { category: c.category })}
          </Check>
        ))}
      </Checks>
      <Problem errors={errors} field="categories" />
    </Group>
  );
}
