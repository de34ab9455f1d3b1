import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { MissingTranslations, TranslatedTextField } from './translated-text-field';

function Field({ english, texts }: { english: string; texts: Record<string, string> }) {
  return (
    <TranslatedTextField id="t" label="Title" english={english} texts={texts} onChange={() => {}}>
      <label htmlFor="t-en">Title</label>
      <input id="t-en" value={english} readOnly />
    </TranslatedTextField>
  );
}

describe('a staff text with its translations', () => {
  it("counts what is missing in the admin's language (Arabic's dual form)", async () => {
    renderWithProviders(
      <Field
        english="Exam day"
        texts={{ hi: 'परीक्षा का दिन', nl: 'Examendag', fr: 'Jour J', pt: 'Dia' }}
      />,
      { lang: 'ar' },
    );
    expect(await screen.findByText('ترجمتان ناقصتان')).toBeVisible();
    expect(screen.getAllByText('ناقصة')).toHaveLength(2);
  });

  it('says everything is translated, and asks nothing while the English text is empty', async () => {
    const all = { hi: 'क', nl: 'n', fr: 'f', pt: 'p', it: 'i', ar: 'ع' };
    const { unmount } = renderWithProviders(<Field english="Exam day" texts={all} />);
    expect(await screen.findByText('Translated into every language')).toBeVisible();
    expect(screen.queryByText(/missing/)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Field english="  " texts={{}} />);
    expect(await screen.findByText('Translations of Title')).toBeVisible();
    expect(screen.queryByText(/missing|every language/)).not.toBeInTheDocument();
  });

  it('names the missing languages in a list, and nothing when none is missing', async () => {
    const { unmount } = renderWithProviders(<MissingTranslations langs={[]} />);
    expect(screen.queryByText(/missing/i)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<MissingTranslations langs={['hi', 'ar']} />, { lang: 'fr' });
    expect(await screen.findByText('Traductions manquantes : हिन्दी et العربية')).toBeVisible();
  });
});
