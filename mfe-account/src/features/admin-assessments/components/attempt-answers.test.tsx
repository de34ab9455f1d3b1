import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { AssessmentsPanel } from './assessments-panel';
import { admin, serve, openTab } from './assessments-panel.fixtures';

describe('the Assessments tab of the admin panel', () => {
  it("shows an attempt's answers, the correct ones and its security events from the API", async () => {
    const { requests } = serve();
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'View answers of meera' }));

    const section = screen.getByRole('region', { name: 'Answers of meera' });
    expect(await within(section).findByText('Lead and Sales Assessment')).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toContain('/api/assessments/attempts/a1/review');
    expect(requests.find((r) => r.url.endsWith('/review'))?.headers.Authorization).toBe(
      'Bearer admin-token',
    );
    const fact = (name: string) =>
      within(section).getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(fact('User')).toHaveTextContent('meera (meera@example.com)');
    expect(fact('Score')).toHaveTextContent('1 / 3 (33%)');
    expect(fact('Result')).toHaveTextContent('Not passed');
    expect(fact('Submitted by')).toHaveTextContent('Security events');
    expect(fact('Certificate ID')).toHaveTextContent('None');

    // Right answer: chosen and correct on the same option, said in words.
    const first = within(section).getByRole('list', { name: 'Options of question 1' });
    expect(first.closest('li')).toHaveTextContent(/^Question 1: How should a new lead.*✓ Correct/);
    const phone = within(first).getByText('Phone call').closest('li');
    expect(phone).toHaveTextContent('Phone callYour answer✓ Correct answer');
    expect(within(first).getByText('Email').closest('li')).toHaveTextContent(/^Email$/);

    // Wrong answer: the user's choice and the correct one on different options.
    const second = within(section).getByRole('list', { name: 'Options of question 2' });
    expect(second.closest('li')).toHaveTextContent('✗ Wrong');
    expect(within(second).getByText('Prospecting').closest('li')).toHaveTextContent(
      /^ProspectingYour answer$/,
    );
    expect(within(second).getByText('Negotiation').closest('li')).toHaveTextContent(
      /^Negotiation✓ Correct answer$/,
    );

    // Unanswered: no 'Your answer' anywhere in it.
    const third = within(section).getByRole('list', { name: 'Options of question 3' });
    expect(third.closest('li')).toHaveTextContent('Not answered');
    expect(within(third).queryByText('Your answer')).not.toBeInTheDocument();

    const events = within(section).getByRole('table', { name: 'Security events' });
    const rows = within(events).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^1Left the tab or windowJan 5, 2026, \d/),
      expect.stringMatching(/^2Copied textJan 5, 2026, \d/),
    ]);
    expect(
      within(events)
        .getAllByRole('cell')
        .map((c) => c.querySelector('time')?.dateTime),
    ).toEqual([
      undefined,
      undefined,
      '2026-01-05T12:00:00Z',
      undefined,
      undefined,
      '2026-01-05T12:01:30Z',
    ]);
  });

  it("shows the tab, the answers and the events' times in the site's language", async () => {
    serve();
    const view = renderWithProviders(<AssessmentsPanel />, { preloadedState: admin, lang: 'fr' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Évaluations' })).toBeVisible();
    // The French texts come in a chunk per dictionary, each a Suspense reveal: more than 1 s here.
    await view.user.click(
      await screen.findByRole('button', { name: 'Voir les réponses de meera' }, { timeout: 5000 }),
    );
    const events = await screen.findByRole('table', { name: 'Événements de sécurité' });
    expect(within(events).getAllByRole('row')[1]).toHaveTextContent(/5 janv\. 2026/);
  });

  it('moves the focus to the answers, and Close or Escape gives it back to the button', async () => {
    serve();
    const { user } = await openTab();
    const button = await screen.findByRole('button', { name: 'View answers of meera' });
    await user.click(button);
    const heading = screen.getByRole('heading', { name: 'Answers of meera' });
    expect(heading).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Answers of meera' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    expect(screen.getByRole('heading', { name: 'Answers of meera' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: 'Answers of meera' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("shows the server's message when the answers cannot be loaded", async () => {
    serve((req) =>
      req.url.endsWith('/review')
        ? { status: 404, body: { success: false, message: 'Attempt not found' } }
        : undefined,
    );
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'View answers of meera' }));
    const section = screen.getByRole('region', { name: 'Answers of meera' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Attempt not found');
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });
});
