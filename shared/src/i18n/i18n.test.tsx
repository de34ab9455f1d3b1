import { act, render, renderHook, screen } from '@testing-library/react';
import { defineDictionary, I18nProvider, useI18n, useTranslation } from './i18n';

const dictionary = defineDictionary(
  { hello: 'Hello {name}' },
  { fr: () => Promise.resolve({ default: { hello: 'Bonjour {name}' } }) },
);

function Greeting() {
  const t = useTranslation(dictionary);
  const { setLang } = useI18n();
  return (
    <>
      <p>{t('hello', { name: 'Asha' })}</p>
      <button onClick={() => setLang('fr')}>fr</button>
      <button onClick={() => setLang('ar')}>ar</button>
    </>
  );
}

describe('i18n', () => {
  it('throws when the language context is used outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useI18n())).toThrow(/within an I18nProvider/);
  });

  it('defaults to English and loads another language on demand, remembering it', async () => {
    render(
      <I18nProvider>
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    await act(async () => screen.getByText('fr').click());
    expect(await screen.findByText('Bonjour Asha')).toBeInTheDocument();
    expect(window.localStorage.getItem('lang')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('sets right-to-left on the document for Arabic, falling back to English texts', async () => {
    render(
      <I18nProvider>
        <Greeting />
      </I18nProvider>,
    );
    await act(async () => screen.getByText('ar').click());
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
  });
});
