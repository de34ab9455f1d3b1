import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { AssessmentsPanel } from './assessments-panel';
import { admin, leadAndSales, practice, serve, writes } from './assessment-editor.fixtures';

const HINDI_NAME = 'लीड और सेल्स मूल्यांकन';

/** The tab's API with the translations' routes: Dutch is the only language given so far. */
function serveWithTranslations() {
  const list = {
    current: [
      { ...leadAndSales, missingTranslations: ['hi', 'fr', 'pt', 'it', 'ar'] },
      { ...practice, missingTranslations: [] },
    ] as unknown[],
  };
  return serve(list, (req) => {
    if (req.method === 'PUT' && req.url === '/api/assessments/lead-and-sales')
      return { status: 200, body: { success: true, data: leadAndSales } };
    if (req.method === 'PUT') return { status: 200, body: { success: true, data: {} } };
    if (req.url !== '/api/translations/assessment/lead-and-sales') return undefined;
    const item = {
      id: 'lead-and-sales',
      english: { name: leadAndSales.name, description: leadAndSales.description },
      texts: {
        name: { nl: 'Toets leads en verkoop' },
        description: { nl: 'Voor het verkoopteam.' },
      },
      missing: ['hi', 'fr', 'pt', 'it', 'ar'],
    };
    return { status: 200, body: { success: true, data: item } };
  });
}

describe("an assessment's translations in the editor", () => {
  it('marks the items of the list that lack translations, naming the languages', async () => {
    serveWithTranslations();
    renderWithProviders(<AssessmentsPanel />, { preloadedState: admin });
    const row = await screen.findByRole('row', { name: /Lead and Sales Assessment/ });
    expect(row).toHaveTextContent(
      'Translations missing: हिन्दी, Français, Português, Italiano, العربية',
    );
    const other = screen.getByRole('row', { name: /practice/i });
    expect(other).not.toHaveTextContent('Translations missing');
  });

  it('shows what is missing per language and PUTs only the translations changed', async () => {
    const { requests } = serveWithTranslations();
    const { user } = renderWithProviders(<AssessmentsPanel />, { preloadedState: admin });
    await user.click(await screen.findByRole('button', { name: 'Edit Lead and Sales Assessment' }));
    const names = screen.getByRole('group', { name: /Translations of Name/ });
    expect(await within(names).findByText('5 translations missing')).toBeVisible();
    // Dutch was given: its box shows it, with its language marked.
    const dutch = within(names).getByLabelText(/Name · Nederlands/);
    expect(dutch).toHaveValue('Toets leads en verkoop');
    expect(dutch).toHaveAttribute('lang', 'nl');
    // The Hindi box is behind its disclosure (a native one: the browser opens it from the
    // keyboard too), marked as missing.
    const hindiSummary = within(names).getByText('हिन्दी', { selector: 'summary > span' });
    expect(hindiSummary.closest('summary')).toHaveTextContent('हिन्दीmissing');
    expect(within(names).getByLabelText(/Name · हिन्दी/)).not.toBeVisible();
    await user.click(hindiSummary);
    const hindi = within(names).getByLabelText(/Name · हिन्दी/);
    expect(hindi).toBeVisible();
    await user.type(hindi, HINDI_NAME);
    expect(within(names).getByText('4 translations missing')).toBeVisible();
    // Arabic is written right to left.
    const arabic = within(names).getByLabelText(/Name · العربية/);
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    // Emptying Dutch's description removes that translation.
    const descriptions = screen.getByRole('group', { name: /Translations of Description/ });
    await user.clear(within(descriptions).getByLabelText(/Description.* · Nederlands/));
    expect(within(descriptions).getByText('6 translations missing')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Assessment “Lead and Sales Assessment” saved.')).toBeVisible();
    const sent = writes(requests).find((r) => r.url.startsWith('/api/translations/'));
    expect(sent?.method).toBe('PUT');
    expect(sent?.url).toBe('/api/translations/assessment/lead-and-sales');
    expect(sent?.data).toEqual({
      texts: { name: { hi: HINDI_NAME }, description: { nl: '' } },
    });
  });

  it('sends no translations when none changed', async () => {
    const { requests } = serveWithTranslations();
    const { user } = renderWithProviders(<AssessmentsPanel />, { preloadedState: admin });
    await user.click(await screen.findByRole('button', { name: 'Edit Lead and Sales Assessment' }));
    await screen.findByDisplayValue('Toets leads en verkoop');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Assessment “Lead and Sales Assessment” saved.')).toBeVisible();
    expect(writes(requests).map((r) => r.url)).toEqual(['/api/assessments/lead-and-sales']);
  });
});
