import type { TranslationLang } from 'contracts';
import { Button, Field, useTranslation } from 'shared';
import { TranslatedTextField } from '../../../../components/translated-text-field';
import type { AssessmentTranslations } from '../../api/assessments-api';
import {
  LIMITS,
  slugify,
  type AssessmentDraft,
  type DraftErrors,
} from '../../data/assessment-form';
import { described, ids, Problem } from './field-parts';
import { Hint } from './styles';
import { messages } from './texts';

/** Name, slug (suggested from the name, fixed once created) and description, each text with
 * its translations. */
export function IdentityFields({
  draft,
  errors,
  creating,
  onName,
  onSlug,
  onDescription,
  translations,
  onTranslation,
}: {
  draft: AssessmentDraft;
  errors: DraftErrors;
  creating: boolean;
  onName: (name: string) => void;
  /** `typed`: the admin wrote it (it then no longer follows the name). */
  onSlug: (slug: string, typed: boolean) => void;
  onDescription: (description: string) => void;
  translations: AssessmentTranslations;
  onTranslation: (field: keyof AssessmentTranslations, lang: TranslationLang, text: string) => void;
}) {
  const t = useTranslation(messages);
  const suggested = slugify(draft.name);
  return (
    <>
      <TranslatedTextField
        id={ids('name').id}
        label={t('name')}
        english={draft.name}
        texts={translations.name}
        maxLength={LIMITS.name.max}
        onChange={(lang, text) => onTranslation('name', lang, text)}
      >
        <Field>
          <label htmlFor={ids('name').id}>{t('name')}</label>
          <input
            id={ids('name').id}
            data-field="name"
            value={draft.name}
            {...described(errors, 'name')}
            onChange={(e) => onName(e.target.value)}
          />
          <Problem errors={errors} field="name" />
        </Field>
      </TranslatedTextField>
      {creating ? (
        <Field>
          <label htmlFor={ids('slug').id}>{t('slug')}</label>
          <input
            id={ids('slug').id}
            data-field="slug"
            autoCapitalize="none"
            spellCheck={false}
            value={draft.slug}
            {...described(errors, 'slug', true)}
            onChange={(e) => onSlug(e.target.value, true)}
          />
          <Hint id={ids('slug').hint}>{t('slugHint')}</Hint>
          <Problem errors={errors} field="slug" />
          {suggested && suggested !== draft.slug ? (
            <span>
              <Button type="button" $variant="secondary" onClick={() => onSlug(suggested, false)}>
                {t('useSlug', { slug: suggested })}
              </Button>
            </span>
          ) : null}
        </Field>
      ) : (
        <p>{t('slugFixed', { slug: draft.slug })}</p>
      )}
      <TranslatedTextField
        id={ids('description').id}
        label={t('description')}
        english={draft.description}
        texts={translations.description}
        multiline
        maxLength={LIMITS.description.max}
        onChange={(lang, text) => onTranslation('description', lang, text)}
      >
        <Field>
          <label htmlFor={ids('description').id}>{t('description')}</label>
          <textarea
            id={ids('description').id}
            data-field="description"
            rows={3}
            value={draft.description}
            {...described(errors, 'description')}
            onChange={(e) => onDescription(e.target.value)}
          />
          <Problem errors={errors} field="description" />
        </Field>
      </TranslatedTextField>
    </>
  );
}
