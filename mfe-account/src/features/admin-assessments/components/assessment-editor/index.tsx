import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, useToast, useTranslation } from 'shared';
import { errorText } from '../../../../lib/api-helpers';
import { useItemTranslations } from '../../../../components/use-item-translations';
import {
  assessmentTranslations,
  createAssessment,
  listQuestionCategories,
  saveAssessmentTranslations,
  updateAssessment,
  type AssessmentAdminView,
  type QuestionCategory,
} from '../../api/assessments-api';
import {
  bodyOf,
  changesOf,
  draftOf,
  emptyDraft,
  questionsIn,
  slugify,
  validateDraft,
  type AssessmentDraft,
  type DraftErrors,
  type LevelDraft,
} from '../../data/assessment-form';
import { CategoriesGroup } from './categories-group';
import { ids } from './field-parts';
import { IdentityFields } from './identity-fields';
import { LevelsGroup } from './levels-group';
import { RulesFields } from './rules-fields';
import { Actions, Section } from './styles';
import { messages } from './texts';

/** The assessment's texts that staff translate. */
const TRANSLATED = ['name', 'description'] as const;

export type EditorMode = { kind: 'create' } | { kind: 'edit'; assessment: AssessmentAdminView };

/**
 * Creates or edits an assessment. Checked here with the server's limits so the
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
  const toast = useToast();
  const creating = mode.kind === 'create';
  const translations = useItemTranslations(
    TRANSLATED,
    mode.kind === 'edit' ? mode.assessment.slug : null,
    assessmentTranslations,
    saveAssessmentTranslations,
  );
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
    let saved: AssessmentAdminView;
    try {
      saved =
        mode.kind === 'create'
          ? await createAssessment(bodyOf(draft))
          : await updateAssessment(mode.assessment.slug, changesOf(draft));
    } catch (e) {
      setServerError(errorText(e, t('saveFailed')));
      setBusy(false);
      return;
    }
    // The translations are saved once the assessment exists; their refusal is said, and the
    // saved assessment is not lost (the editor can be opened again to correct them).
    try {
      await translations.save(saved.slug);
    } catch (e) {
      toast(errorText(e, t('translationsSaveFailed')), { tone: 'error' });
    }
    onSaved(saved, creating);
  }

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
        {translations.loadFailed ? <Alert $tone="error">{t('translationsFailed')}</Alert> : null}
        <IdentityFields
          draft={draft}
          errors={errors}
          creating={creating}
          onName={setName}
          onSlug={(slug, typed) => {
            setSlugEdited(typed);
            set('slug', slug);
          }}
          onDescription={(description) => set('description', description)}
          translations={translations.texts}
          onTranslation={translations.set}
        />
        <CategoriesGroup
          shown={shown}
          loaded={categories !== null}
          loadError={categoriesError}
          chosen={draft.categories}
          chosenTotal={chosenTotal}
          errors={errors}
          onToggle={toggleCategory}
        />
        <LevelsGroup
          levels={draft.levels}
          errors={errors}
          addButton={addLevelButton}
          onChange={setLevel}
          onAdd={addLevel}
          onRemove={removeLevel}
        />
        <RulesFields draft={draft} errors={errors} set={set} />
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
