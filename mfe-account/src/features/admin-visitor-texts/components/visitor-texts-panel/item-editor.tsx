import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TRANSLATABLE, type LangTexts, type TranslatableField } from 'contracts';
import { Alert, Button, Field, useTranslation } from 'shared';
import { Buttons } from '../../../../components/form-layout';
import { TranslatedTextField } from '../../../../components/translated-text-field';
import { useItemTranslations, type ItemTexts } from '../../../../components/use-item-translations';
import { refusalText } from '../../../../lib/api-helpers';
import {
  FIELDS,
  saveVisitorTextTranslations,
  visitorTextTranslations,
  type VisitorTextField,
  type VisitorTextItem,
  type VisitorTextKind,
} from '../../api/visitor-texts-api';
import { messages } from './texts';

/** Where the item's label goes in the heading's text. */
const SLOT = '\u0001';

/** Each field's name, as the editor labels it. */
const FIELD_LABELS = {
  text: 'reviewText',
  title: 'postTitle',
  excerpt: 'postExcerpt',
  body: 'postBody',
} as const satisfies Record<VisitorTextField, keyof typeof messages.en>;

const Section = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem;
  margin: 1rem 0;
  min-width: 0;
  h3:focus {
    outline: none;
  }
  textarea,
  input {
    width: 100%;
    box-sizing: border-box;
  }
`;

/**
 * One review's or blog post's translations: each English text (read only: staff write it where
 * the item comes from) with its six translations behind a disclosure per language. Saving sends
 * only what changed; `onSaved` learns whether anything was sent.
 */
export function ItemEditor({
  kind,
  item,
  onSaved,
  onClose,
}: {
  kind: VisitorTextKind;
  item: VisitorTextItem;
  onSaved: (changed: boolean) => void;
  onClose: () => void;
}) {
  const t = useTranslation(messages);
  const fields: readonly VisitorTextField[] = FIELDS[kind];
  const rules: Partial<Record<string, TranslatableField>> = TRANSLATABLE[kind];
  const [english, setEnglish] = useState<Record<string, string> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Set by the request itself: the hook sends nothing when no translation changed.
  const sent = useRef(false);

  const load = useCallback(
    async (id: string) => {
      const found = await visitorTextTranslations(kind, id);
      setEnglish(found.english);
      return Object.fromEntries(
        fields.map((field) => [field, (found.texts[field] ?? {}) as LangTexts]),
      ) as ItemTexts<VisitorTextField>;
    },
    [kind, fields],
  );
  const save = useCallback(
    async (id: string, changes: Partial<ItemTexts<VisitorTextField>>) => {
      sent.current = true;
      await saveVisitorTextTranslations(kind, id, changes);
    },
    [kind],
  );
  const translations = useItemTranslations(fields, item.id, load, save);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    sent.current = false;
    try {
      await translations.save(item.id);
    } catch (error) {
      setFailure(refusalText(error, { 404: t('gone') }, t('saveFailed')));
      setBusy(false);
      return;
    }
    onSaved(sent.current);
  }

  const titleId = `visitor-text-${kind}-title`;
  // The item's English label is isolated in the heading, so an Arabic page keeps its order.
  const [titleBefore, titleAfter] = t('editTitle', { item: SLOT }).split(SLOT);
  return (
    <Section aria-labelledby={titleId}>
      <h3 id={titleId} ref={heading} tabIndex={-1}>
        {titleBefore}
        <bdi lang="en">{item.label}</bdi>
        {titleAfter}
      </h3>
      <form noValidate onSubmit={(e) => void submit(e)}>
        {translations.loadFailed ? (
          <Alert $tone="error" role="alert">
            {t('itemFailed')}
          </Alert>
        ) : null}
        {!english && !translations.loadFailed ? <p>{t('loading')}</p> : null}
        {english
          ? fields.map((field) => {
              const rule = rules[field];
              const id = `visitor-text-${field}`;
              const label = t(FIELD_LABELS[field]);
              const common = {
                id,
                readOnly: true,
                lang: 'en',
                dir: 'ltr',
                value: english[field] ?? '',
              } as const;
              return (
                <TranslatedTextField
                  key={field}
                  id={id}
                  label={label}
                  english={english[field] ?? ''}
                  texts={translations.texts[field]}
                  multiline={rule?.multiline}
                  maxLength={rule?.max}
                  onChange={(lang, text) => translations.set(field, lang, text)}
                >
                  <Field>
                    <label htmlFor={id}>{t('englishText', { field: label })}</label>
                    {rule?.multiline ? (
                      <textarea {...common} rows={field === 'body' ? 6 : 3} />
                    ) : (
                      <input {...common} />
                    )}
                  </Field>
                </TranslatedTextField>
              );
            })
          : null}
        {failure ? (
          <Alert $tone="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Buttons>
          <Button type="submit" disabled={busy || !english}>
            {busy ? t('saving') : t('save')}
          </Button>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </Buttons>
      </form>
    </Section>
  );
}
