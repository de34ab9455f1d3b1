import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, defineDictionary, Field, useTranslation } from 'shared';
import { errorText } from '../../common/api-helpers';
import {
  createAssessment,
  listQuestionCategories,
  updateAssessment,
  type AssessmentAdminView,
  type QuestionCategory,
} from '../api/assessments-api';
import {
  bodyOf,
  changesOf,
  draftOf,
  emptyDraft,
  LIMITS,
  questionsIn,
  slugify,
  validateDraft,
  type AssessmentDraft,
  type DraftErrors,
  type LevelDraft,
} from '../data/assessment-form';

const messages = defineDictionary({
  newTitle: 'New assessment',
  editTitle: 'Edit “{name}”',
  name: 'Name',
  slug: 'Slug (web address)',
  slugHint:
    'Lowercase letters and digits, words joined by hyphens, for example lead-and-sales. It cannot be changed later.',
  useSlug: 'Use “{slug}”',
  slugFixed: 'Slug: {slug} (cannot be changed)',
  description: 'Description (optional)',
  categories: 'Question categories',
  categoryOption: '{category} ({count} questions)',
  categoriesHint: 'The questions of each attempt are drawn from these categories.',
  categoriesChosen: 'The chosen categories hold {count} questions.',
  categoriesLoading: 'Loading the question categories…',
  categoriesFailed: 'The question categories could not be loaded.',
  noCategories: 'The question bank has no categories yet. Add questions first.',
  levels: 'Levels',
  levelRow: 'Level {n}',
  levelName: 'Level name',
  questionCount: 'Number of questions',
  duration: 'Duration (minutes)',
  addLevel: 'Add a level',
  removeLevel: 'Remove',
  removeLevelNamed: 'Remove level {n}',
  levelsHint: 'One to five levels, each with its own number of questions and time.',
  passPercent: 'Pass mark (%)',
  maxAttempts: 'Maximum attempts per person',
  maxAttemptsHint: '0 means unlimited.',
  waitMinutes: 'Wait between attempts (minutes)',
  securityLimit: 'Security events before the attempt is submitted',
  requiredRole: 'Who may take it',
  anyUser: 'Any signed-in user',
  employees: 'Employees',
  admins: 'Admins',
  issuesCertificate: 'Issues a certificate when passed',
  active: 'Open for attempts',
  create: 'Create assessment',
  save: 'Save changes',
  saving: 'Saving…',
  cancel: 'Cancel',
  fixErrors: 'Please correct the highlighted fields.',
  saveFailed: 'The assessment could not be saved.',
  errName: 'Enter a name of 2 to 120 characters.',
  errSlug:
    'Use 2 to 80 lowercase letters or digits, words joined by single hyphens (for example lead-and-sales).',
  errSlugReserved: '“{slug}” is reserved for the site’s own addresses; choose another slug.',
  errDescription: 'Keep the description to 2000 characters or fewer.',
  errCategoriesNone: 'Choose at least one question category.',
  errCategoriesMany: 'Choose at most 20 categories.',
  errLevelsNone: 'Add at least one level.',
  errLevelsMany: 'An assessment has at most five levels.',
  errLevelName: 'Enter a level name of 1 to 40 characters.',
  errLevelDuplicate: 'Each level needs a different name.',
  errQuestionCount: 'Enter a whole number from 1 to 100.',
  errQuestionCountMax:
    'The chosen categories hold {total} questions; ask for {total} or fewer, or choose more categories.',
  errDuration: 'Enter a whole number of minutes from 1 to 240.',
  errPassPercent: 'Enter a whole number from 1 to 100.',
  errMaxAttempts: 'Enter a whole number from 0 (unlimited) to 100.',
  errWait: 'Enter a whole number of minutes from 0 to 43200 (30 days).',
  errSecurity: 'Enter a whole number from 1 to 10.',
});

const Section = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem 1.25rem;
  margin: 1rem 0 2rem;
  h3:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.75rem 1rem;
  margin: 0 0 1rem;
  legend {
    font-weight: 700;
    padding: 0 0.25rem;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: end;
`;

const Checks = styled.div`
  display: grid;
  gap: 0.25rem 1rem;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
`;

const ErrorText = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.95rem;
`;

const Hint = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

export type EditorMode = { kind: 'create' } | { kind: 'edit'; assessment: AssessmentAdminView };

/** Ids of a field's control, its hint and its error message. */
function ids(field: string) {
  const base = `assessment-${field.replace(/\./g, '-')}`;
  return { id: base, hint: `${base}-hint`, error: `${base}-error` };
}

/**
 * Creates or edits an assessment (issue 9). Checked here with the server's limits so the
 * admin learns what is wrong before sending; the server's refusal is shown as it words it.
 */
export function AssessmentEditor({
  mode,
  onSaved,
  onCancel,
}: {
  mode: EditorMode;
  onSaved: (saved: AssessmentAdminView, created: boolean) => void;
  onCancel: () => void;
}) {
  const t = useTranslation(messages);
  const creating = mode.kind === 'create';
  const [draft, setDraft] = useState<AssessmentDraft>(() =>
    mode.kind === 'edit' ? draftOf(mode.assessment) : emptyDraft,
  );
  const [slugEdited, setSlugEdited] = useState(false);
  const [categories, setCategories] = useState<QuestionCategory[] | null>(null);
  const [categoriesError, setCategoriesError] = useState<string | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const addLevelButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<string | null>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    let live = true;
    listQuestionCategories().then(
      (list) => live && setCategories(list),
      (e: unknown) => {
        if (!live) return;
        setCategories([]);
        setCategoriesError(errorText(e, t('categoriesFailed')));
      },
    );
    return () => {
      live = false;
    };
  }, [t]);

  // Moves focus once the rows a button added or removed are on the page.
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    if (target === 'add') addLevelButton.current?.focus();
    else document.getElementById(target)?.focus();
  });

  // Categories an assessment already uses stay listed even if their questions were removed.
  const shown: QuestionCategory[] = categories
    ? [
        ...categories,
        ...draft.categories
          .filter((c) => !categories.some((k) => k.category === c))
          .map((category) => ({ category, questions: 0 })),
      ]
    : [];

  function clear(...fields: string[]) {
    setErrors((current) => {
      if (!fields.some((f) => current[f])) return current;
      const next = { ...current };
      for (const f of fields) delete next[f];
      return next;
    });
  }

  function set<K extends keyof AssessmentDraft>(field: K, value: AssessmentDraft[K]) {
    setDraft((d) => ({ ...d, [field]: value }));
    clear(field);
  }

  function setName(name: string) {
    setDraft((d) => ({ ...d, name, ...(creating && !slugEdited ? { slug: slugify(name) } : {}) }));
    clear('name', ...(creating && !slugEdited ? ['slug'] : []));
  }

  function setLevel(i: number, field: keyof LevelDraft, value: string) {
    setDraft((d) => ({
      ...d,
      levels: d.levels.map((l, j) => (j === i ? { ...l, [field]: value } : l)),
    }));
    clear(`levels.${i}.${field}`);
  }

  function toggleCategory(category: string, on: boolean) {
    setDraft((d) => ({
      ...d,
      categories: on ? [...d.categories, category] : d.categories.filter((c) => c !== category),
    }));
    // The total changed, so every row's count check is stale.
    setErrors((current) => {
      const next = { ...current };
      delete next.categories;
      for (const key of Object.keys(next)) {
        if (next[key]?.key === 'errQuestionCountMax') delete next[key];
      }
      return next;
    });
  }

  function addLevel() {
    const i = draft.levels.length;
    setDraft((d) => ({
      ...d,
      levels: [...d.levels, { level: '', questionCount: '10', durationMinutes: '30' }],
    }));
    clear('levels');
    focusAfter.current = ids(`levels.${i}.level`).id;
  }

  function removeLevel(i: number) {
    setDraft((d) => ({ ...d, levels: d.levels.filter((_, j) => j !== i) }));
    // Row errors are keyed by position, so they are checked again on the next submit.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([k]) => !k.startsWith('levels.'))),
    );
    focusAfter.current = 'add';
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const problems = validateDraft(draft, categories ?? [], creating);
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      const control =
        first === 'levels'
          ? addLevelButton.current
          : form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`);
      control?.focus();
      return;
    }
    setBusy(true);
    try {
      if (mode.kind === 'create') {
        onSaved(await createAssessment(bodyOf(draft)), true);
      } else {
        onSaved(await updateAssessment(mode.assessment.slug, changesOf(draft)), false);
      }
    } catch (e) {
      setServerError(errorText(e, t('saveFailed')));
      setBusy(false);
    }
  }

  /** aria-invalid and aria-describedby for a control with an optional hint. */
  function described(field: string, hint = false) {
    const { hint: hintId, error } = ids(field);
    const list = [hint ? hintId : '', errors[field] ? error : ''].filter(Boolean).join(' ');
    return { 'aria-invalid': !!errors[field], 'aria-describedby': list || undefined };
  }

  function problem(field: string): ReactNode {
    const p = errors[field];
    return p ? <ErrorText id={ids(field).error}>{t(p.key, p.vars)}</ErrorText> : null;
  }

  function numberField(
    field: 'passPercent' | 'maxAttempts' | 'waitMinutes' | 'securityLimit',
    label: string,
    hint?: string,
  ) {
    const { id, hint: hintId } = ids(field);
    return (
      <Field>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          data-field={field}
          type="number"
          inputMode="numeric"
          min={LIMITS[field].min}
          max={LIMITS[field].max}
          step={1}
          value={draft[field]}
          {...described(field, !!hint)}
          onChange={(e) => set(field, e.target.value)}
        />
        {hint ? <Hint id={hintId}>{hint}</Hint> : null}
        {problem(field)}
      </Field>
    );
  }

  const suggested = slugify(draft.name);
  const chosenTotal = questionsIn(draft.categories, shown);

  return (
    <Section aria-labelledby="assessment-editor-title">
      <h3 id="assessment-editor-title" ref={heading} tabIndex={-1}>
        {mode.kind === 'edit' ? t('editTitle', { name: mode.assessment.name }) : t('newTitle')}
      </h3>
      <form ref={form} noValidate onSubmit={(e) => void submit(e)}>
        {Object.keys(errors).length ? (
          <Alert $tone="error" role="alert">
            {t('fixErrors')}
          </Alert>
        ) : null}
        {serverError ? (
          <Alert $tone="error" role="alert">
            {serverError}
          </Alert>
        ) : null}
        <Field>
          <label htmlFor={ids('name').id}>{t('name')}</label>
          <input
            id={ids('name').id}
            data-field="name"
            value={draft.name}
            {...described('name')}
            onChange={(e) => setName(e.target.value)}
          />
          {problem('name')}
        </Field>
        {creating ? (
          <Field>
            <label htmlFor={ids('slug').id}>{t('slug')}</label>
            <input
              id={ids('slug').id}
              data-field="slug"
              autoCapitalize="none"
              spellCheck={false}
              value={draft.slug}
              {...described('slug', true)}
              onChange={(e) => {
                setSlugEdited(true);
                set('slug', e.target.value);
              }}
            />
            <Hint id={ids('slug').hint}>{t('slugHint')}</Hint>
            {problem('slug')}
            {suggested && suggested !== draft.slug ? (
              <span>
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => {
                    setSlugEdited(false);
                    set('slug', suggested);
                  }}
                >
                  {t('useSlug', { slug: suggested })}
                </Button>
              </span>
            ) : null}
          </Field>
        ) : (
          <p>{t('slugFixed', { slug: draft.slug })}</p>
        )}
        <Field>
          <label htmlFor={ids('description').id}>{t('description')}</label>
          <textarea
            id={ids('description').id}
            data-field="description"
            rows={3}
            value={draft.description}
            {...described('description')}
            onChange={(e) => set('description', e.target.value)}
          />
          {problem('description')}
        </Field>
        <Group
          aria-describedby={[
            ids('categories').hint,
            errors.categories ? ids('categories').error : '',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <legend>{t('categories')}</legend>
          <Hint id={ids('categories').hint}>
            {t('categoriesHint')}{' '}
            {draft.categories.length ? t('categoriesChosen', { count: chosenTotal }) : null}
          </Hint>
          {categories === null ? <p>{t('categoriesLoading')}</p> : null}
          {categoriesError ? (
            <Alert $tone="error" role="alert">
              {categoriesError}
            </Alert>
          ) : null}
          {categories && !categoriesError && shown.length === 0 ? <p>{t('noCategories')}</p> : null}
          <Checks>
            {shown.map((c, i) => (
              <Check key={c.category}>
                <input
                  type="checkbox"
                  data-field={i === 0 ? 'categories' : undefined}
                  checked={draft.categories.includes(c.category)}
                  aria-invalid={!!errors.categories}
                  onChange={(e) => toggleCategory(c.category, e.target.checked)}
                />
                {t('categoryOption', { category: c.category, count: c.questions })}
              </Check>
            ))}
          </Checks>
          {problem('categories')}
        </Group>
        <Group
          aria-describedby={[ids('levels').hint, errors.levels ? ids('levels').error : '']
            .filter(Boolean)
            .join(' ')}
        >
          <legend>{t('levels')}</legend>
          <Hint id={ids('levels').hint}>{t('levelsHint')}</Hint>
          {draft.levels.map((row, i) => (
            <Group key={i}>
              <legend>{t('levelRow', { n: i + 1 })}</legend>
              <Grid>
                {(['level', 'questionCount', 'durationMinutes'] as const).map((field) => {
                  const key = `levels.${i}.${field}`;
                  const numeric = field !== 'level';
                  return (
                    <Field key={field}>
                      <label htmlFor={ids(key).id}>
                        {t(
                          field === 'level'
                            ? 'levelName'
                            : field === 'questionCount'
                              ? 'questionCount'
                              : 'duration',
                        )}
                      </label>
                      <input
                        id={ids(key).id}
                        data-field={key}
                        {...(numeric
                          ? {
                              type: 'number',
                              inputMode: 'numeric' as const,
                              min: LIMITS[field].min,
                              max: LIMITS[field].max,
                              step: 1,
                            }
                          : { type: 'text' })}
                        value={row[field]}
                        {...described(key)}
                        onChange={(e) => setLevel(i, field, e.target.value)}
                      />
                      {problem(key)}
                    </Field>
                  );
                })}
                <Field>
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={t('removeLevelNamed', { n: i + 1 })}
                    onClick={() => removeLevel(i)}
                  >
                    {t('removeLevel')}
                  </Button>
                </Field>
              </Grid>
            </Group>
          ))}
          {problem('levels')}
          <Button
            ref={addLevelButton}
            type="button"
            $variant="secondary"
            disabled={draft.levels.length >= LIMITS.levels.max}
            onClick={addLevel}
          >
            {t('addLevel')}
          </Button>
        </Group>
        <Grid>
          {numberField('passPercent', t('passPercent'))}
          {numberField('maxAttempts', t('maxAttempts'), t('maxAttemptsHint'))}
          {numberField('waitMinutes', t('waitMinutes'))}
          {numberField('securityLimit', t('securityLimit'))}
        </Grid>
        <Field>
          <label htmlFor={ids('requiredRole').id}>{t('requiredRole')}</label>
          <select
            id={ids('requiredRole').id}
            data-field="requiredRole"
            value={draft.requiredRole}
            onChange={(e) => set('requiredRole', e.target.value as AssessmentDraft['requiredRole'])}
          >
            <option value="">{t('anyUser')}</option>
            <option value="employee">{t('employees')}</option>
            <option value="admin">{t('admins')}</option>
          </select>
        </Field>
        <Check>
          <input
            type="checkbox"
            checked={draft.issuesCertificate}
            onChange={(e) => set('issuesCertificate', e.target.checked)}
          />
          {t('issuesCertificate')}
        </Check>
        <Check>
          <input
            type="checkbox"
            checked={draft.active}
            onChange={(e) => set('active', e.target.checked)}
          />
          {t('active')}
        </Check>
        <Actions>
          <Button type="submit" disabled={busy}>
            {busy ? t('saving') : creating ? t('create') : t('save')}
          </Button>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Actions>
      </form>
    </Section>
  );
}
