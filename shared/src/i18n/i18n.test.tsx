import { act, render, renderHook, screen } from '@testing-library/react';
import { defineDictionary } from './dictionary';
import { I18nProvider, useI18n } from './i18n';
import { loadDictionary } from './load-dictionary';
import { keepLatinNames, usePlural, useTranslation } from './translation';

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

describe('usePlural', () => {
  const texts = defineDictionary(
    { items_one: '{count} item', items_other: '{count} items' },
    {
      ar: async () => ({
        default: {
          items_one: 'عنصر واحد',
          items_other: '{count} عنصر',
          ...({ items_two: 'عنصران', items_few: '{count} عناصر' } as Record<string, string>),
        },
      }),
    },
  );
  function Counts({ counts }: { counts: number[] }) {
    const plural = usePlural(useTranslation(texts));
    return <p>{counts.map((n) => plural('items', n)).join(' | ')}</p>;
  }

  it('follows English: 1 item, 2 items, 1,000 items', () => {
    render(
      <I18nProvider initialLang="en">
        <Counts counts={[1, 2, 1000]} />
      </I18nProvider>,
    );
    expect(screen.getByText('1 item | 2 items | 1,000 items')).toBeInTheDocument();
  });

  it("follows Arabic's forms, with Arabic digits where the language writes them", async () => {
    await loadDictionary(texts, 'ar');
    render(
      <I18nProvider initialLang="ar">
        <Counts counts={[1, 2, 3, 11]} />
      </I18nProvider>,
    );
    const eleven = new Intl.NumberFormat('ar').format(11);
    const three = new Intl.NumberFormat('ar').format(3);
    expect(
      screen.getByText(`عنصر واحد | عنصران | ${three} عناصر | ${eleven} عنصر`),
    ).toBeInTheDocument();
  });
});

describe('keepLatinNames', () => {
  it("ties a name's trailing '+' to the name in a right-to-left text, once", () => {
    const arabic = 'مسار يجمع A+ وNetwork+ وSecurity+.';
    const kept = keepLatinNames(arabic);
    expect(kept).toBe('مسار يجمع A+\u200e وNetwork+\u200e وSecurity+\u200e.');
    expect(keepLatinNames(kept)).toBe(kept);
    // A '+' that is not the end of a name is left alone.
    expect(keepLatinNames('1 + 1, C+D')).toBe('1 + 1, C+D');
  });

  it("is applied to an Arabic page's texts only", async () => {
    const names = defineDictionary(
      { course: 'Course: {name}' },
      { ar: () => Promise.resolve({ default: { course: 'الدورة: {name}' } }) },
    );
    await loadDictionary(names, 'ar');
    function Course() {
      return <p>{useTranslation(names)('course', { name: 'CompTIA Security+' })}</p>;
    }
    const { unmount } = render(
      <I18nProvider initialLang="ar">
        <Course />
      </I18nProvider>,
    );
    expect(screen.getByText(/الدورة/).textContent).toBe('الدورة: CompTIA Security+\u200e');
    unmount();
    render(
      <I18nProvider initialLang="en">
        <Course />
      </I18nProvider>,
    );
    expect(screen.getByText(/Course:/).textContent).toBe('Course: CompTIA Security+');
  });
});
