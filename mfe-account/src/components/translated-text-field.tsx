import { useEffect, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import {
  defineDictionary,
  Field,
  loadScriptFont,
  useI18n,
  usePlural,
  useTranslation,
} from 'shared';
import { languages, TRANSLATION_LANGS, type LangTexts, type TranslationLang } from 'contracts';
import { translatedFieldEn } from './i18n/en';
import { loadersFor } from './i18n/loaders';

export const translatedFieldMessages = defineDictionary<keyof typeof translatedFieldEn>(
  translatedFieldEn,
  loadersFor('translatedField'),
);

const autonym = (lang: TranslationLang) => languages.find((l) => l.code === lang)?.label ?? lang;

/** The languages a text lacks: none while its English text is empty (nothing to translate). */
export function missingOf(english: string, texts: LangTexts): TranslationLang[] {
  if (!english.trim()) return [];
  return TRANSLATION_LANGS.filter((lang) => !texts[lang]?.trim());
}

const Box = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 1rem;
  min-width: 0;
`;

/**
 * The site's Devanagari and Arabic faces before the page's font, whatever the panel's language
 * (each face covers only its script, so Latin text falls through): the system's fallback draws
 * Devanagari as boxes on a Debian machine.
 */
const scripts = css`
  font-family: 'Noto Sans Devanagari', 'Noto Sans Arabic', ${({ theme }) => theme.font};
  input,
  textarea {
    font-family: inherit;
  }
`;

/** Makes the site's Hindi and Arabic fonts available (each downloads when its letters show). */
function useScriptFonts() {
  useEffect(() => {
    for (const lang of TRANSLATION_LANGS) loadScriptFont(lang).catch(() => undefined);
  }, []);
}

const Translations = styled.div`
  ${scripts}
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  padding-inline-start: 0.75rem;
  display: grid;
  gap: 0.25rem;
  min-width: 0;
  p {
    margin: 0;
  }
  details {
    min-width: 0;
  }
  summary {
    cursor: pointer;
    padding: 0.35rem 0;
    min-height: 44px;
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  input,
  textarea {
    width: 100%;
    box-sizing: border-box;
  }
`;

/** The visible mark of missing translations: a coloured badge with its words (not colour only). */
export const MissingBadge = styled.span`
  ${scripts}
  display: inline-block;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
  border-radius: 999px;
  padding: 0 0.6rem;
  font-size: 0.9rem;
  font-weight: 600;
`;

const DoneBadge = styled(MissingBadge)`
  border-color: ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.success};
`;

/**
 * A text staff type for visitors: its English field (`children`, as the form draws it) and,
 * behind a disclosure per language, its six translations, with how many are missing. A language
 * left empty shows the English text on that language's pages. Each translation's box says its
 * language (`lang`), and Arabic's is written right to left.
 */
export function TranslatedTextField({
  id,
  label,
  english,
  texts,
  multiline = false,
  maxLength,
  onChange,
  children,
}: {
  /** The base of the translations' ids (`<id>-hi`...). */
  id: string;
  /** The field's name, as its English label says it. */
  label: string;
  english: string;
  texts: LangTexts;
  multiline?: boolean;
  maxLength?: number;
  onChange: (lang: TranslationLang, text: string) => void;
  children: ReactNode;
}) {
  const t = useTranslation(translatedFieldMessages);
  const plural = usePlural(t);
  const missing = missingOf(english, texts);
  // A Hindi translation on the English panel shows its letters, not boxes.
  useScriptFonts();
  const titleId = `${id}-translations`;
  return (
    <Box>
      {children}
      <Translations role="group" aria-labelledby={titleId}>
        <p id={titleId}>
          {t('translations', { field: label })}{' '}
          {missing.length > 0 ? (
            <MissingBadge>{plural('missingCount', missing.length)}</MissingBadge>
          ) : english.trim() ? (
            <DoneBadge>{t('allTranslated')}</DoneBadge>
          ) : null}
        </p>
        {TRANSLATION_LANGS.map((lang) => {
          const inputId = `${id}-${lang}`;
          const common = {
            id: inputId,
            lang,
            dir: lang === 'ar' ? 'rtl' : 'ltr',
            value: texts[lang] ?? '',
            maxLength,
            'aria-describedby': `${id}-hint`,
          } as const;
          return (
            <details key={lang}>
              <summary>
                <span lang={lang}>{autonym(lang)}</span>
                {missing.includes(lang) ? <MissingBadge>{t('missing')}</MissingBadge> : null}
              </summary>
              <Field>
                <label htmlFor={inputId}>
                  {label} · <span lang={lang}>{autonym(lang)}</span>
                </label>
                {multiline ? (
                  <textarea {...common} rows={3} onChange={(e) => onChange(lang, e.target.value)} />
                ) : (
                  <input {...common} onChange={(e) => onChange(lang, e.target.value)} />
                )}
              </Field>
            </details>
          );
        })}
        <p id={`${id}-hint`}>{t('hint')}</p>
      </Translations>
    </Box>
  );
}

/** A list's mark of an item's missing translations (nothing when none is missing). */
export function MissingTranslations({ langs }: { langs: readonly string[] | undefined }) {
  const t = useTranslation(translatedFieldMessages);
  const { lang } = useI18n();
  useScriptFonts();
  if (!langs || langs.length === 0) return null;
  const names = new Intl.ListFormat(lang, { style: 'short', type: 'unit' }).format(
    langs.map((code) => languages.find((l) => l.code === code)?.label ?? code),
  );
  return <MissingBadge>{t('listMissing', { languages: names })}</MissingBadge>;
}
