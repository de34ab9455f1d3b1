import { screen } from '@testing-library/react';
import { useI18n } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { Footer } from '../layout/footer/footer';
import { LanguageSwitch } from './language-switch';

function CurrentDir() {
  const { dir } = useI18n();
  return <p>direction {dir}</p>;
}

describe('the language switch', () => {
  beforeEach(() => localStorage.clear());

  it('offers the seven languages', () => {
    renderWithProviders(<LanguageSwitch />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      'en',
      'hi',
      'nl',
      'fr',
      'pt',
      'it',
      'ar',
    ]);
    expect(select).toHaveValue('en');
  });

  it('switches to Arabic: right to left, remembered, and the chrome translated', async () => {
    const { user, history } = renderWithProviders(
      <>
        <LanguageSwitch />
        <CurrentDir />
        <Footer />
      </>,
      { route: '/comptia/specialist/a-plus?tab=outline' },
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    // The page stays as it was until the Arabic texts are here (a transition), then switches
    // at once: translated, right to left, remembered.
    expect(await screen.findByRole('link', { name: 'الأسئلة الشائعة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('direction rtl')).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('ar');
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    // The same page, at its Arabic address; the routes still see the spec's path.
    expect(history.location.pathname).toBe('/ar/comptia/specialist/a-plus');
    expect(history.location.search).toBe('?tab=outline');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/comptia/specialist/a-plus?tab=outline',
    );
    // And back to English at the spec's address.
    await user.selectOptions(screen.getByRole('combobox', { name: 'اللغة' }), 'en');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(history.location.pathname).toBe('/comptia/specialist/a-plus');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('a link on a page in another language stays in that language', async () => {
    const { user, history } = renderWithProviders(<Footer />, { route: '/hi/about-us' });
    const faq = await screen.findByRole('link', { name: 'अक्सर पूछे जाने वाले प्रश्न' });
    expect(faq).toHaveAttribute('href', '/hi/frequently-asked-questions');
    await user.click(faq);
    expect(history.location.pathname).toBe('/hi/frequently-asked-questions');
  });

  it('starts in the remembered language on the next visit', async () => {
    localStorage.setItem('lang', 'fr');
    const { unmount } = renderWithProviders(<LanguageSwitch />, { lang: undefined });
    unmount();
    // renderWithProviders pins a language; the provider's own default reads the stored one.
    const { I18nProvider } = await import('shared');
    const { render } = await import('@testing-library/react');
    render(
      <I18nProvider>
        <CurrentDir />
      </I18nProvider>,
    );
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
  });
});
