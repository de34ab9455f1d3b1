import { useId } from 'react';
import styled from 'styled-components';
import { isLang, languages, useI18n, useTranslation } from 'shared';
import { chromeMessages } from '../layout/i18n/messages';

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  label {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  select {
    font: inherit;
    min-height: 44px;
    padding: 0.3rem 0.5rem;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
    /* As wide as the language shown, not the longest one (where supported). */
    field-sizing: content;
  }
`;

/**
 * The language switch; the provider remembers the choice and sets <html lang dir>. `compact`
 * (the desktop bar) keeps the label for screen readers only: the select itself shows the
 * language, and the bar then fits on one line at 1366 px in every language.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const t = useTranslation(chromeMessages);
  const { lang, setLang } = useI18n();
  const id = useId();
  return (
    <Wrapper>
      <label htmlFor={id} className={compact ? 'visually-hidden' : undefined}>
        {t('language')}
      </label>
      <select
        id={id}
        value={lang}
        onChange={(event) => {
          if (isLang(event.target.value)) setLang(event.target.value);
        }}
      >
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}
