import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { AssessmentsPanel } from './assessments-panel';
import {
  admin,
  leadAndSales,
  practice,
  serve,
  writes,
  fill,
  levelGroup,
} from './assessment-editor.fixtures';

describe('editing an assessment', () => {
  it('starts from the stored values and PUTs the changes without the slug', async () => {
    const list = { current: [leadAndSales, practice] as unknown[] };
    const { requests } = serve(list, (req) => {
      if (req.method !== 'PUT') return undefined;
      const saved = { ...leadAndSales, ...(req.data as object) };
      list.current = [saved, practice];
      return { status: 200, body: { success: true, data: saved } };
    });
    const { user } = renderWithProviders(<AssessmentsPanel />, { preloadedState: admin });
    await user.click(await screen.findByRole('button', { name: 'Edit Lead and Sales Assessment' }));
    expect(screen.getByRole('heading', { name: 'Edit “Lead and Sales Assessment”' })).toHaveFocus();
    expect(await screen.findByRole('checkbox', { name: 'sales (15 questions)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'networking (25 questions)' })).not.toBeChecked();
    expect(screen.getByLabelText('Name')).toHaveValue('Lead and Sales Assessment');
    expect(screen.queryByLabelText('Slug (web address)')).not.toBeInTheDocument();
    expect(screen.getByText('Slug: lead-and-sales (cannot be changed)')).toBeVisible();
    expect(within(levelGroup(2)).getByLabelText('Level name')).toHaveValue('advanced');
    expect(within(levelGroup(2)).getByLabelText('Number of questions')).toHaveValue(10);
    expect(screen.getByLabelText('Who may take it')).toHaveValue('employee');
    expect(screen.getByLabelText('Wait between attempts (minutes)')).toHaveValue(60);
    expect(
      screen.getByRole('checkbox', { name: 'Issues a certificate when passed' }),
    ).toBeChecked();

    await fill(user, 'Pass mark (%)', '75');
    await user.selectOptions(screen.getByLabelText('Who may take it'), 'Any signed-in user');
    await user.click(screen.getByRole('checkbox', { name: 'Open for attempts' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Assessment “Lead and Sales Assessment” saved.')).toBeVisible();
    const put = writes(requests);
    expect(put).toHaveLength(1);
    expect(put[0]?.url).toBe('/api/assessments/lead-and-sales');
    expect(put[0]?.data).toEqual({
      name: 'Lead and Sales Assessment',
      description: 'For the sales team.',
      categories: ['sales'],
      levels: [
        { level: 'easy', questionCount: 5, durationMinutes: 30 },
        { level: 'advanced', questionCount: 10, durationMinutes: 45 },
      ],
      passPercent: 75,
      maxAttempts: 3,
      waitMinutes: 60,
      requiredRole: null,
      issuesCertificate: true,
      securityLimit: 3,
      active: false,
    });
    const row = await screen.findByRole('row', { name: /Lead and Sales Assessment.*Closed/ });
    expect(row).toHaveTextContent('75%');
    expect(row).toHaveTextContent('Any signed-in user');
    expect(
      within(row).getByRole('button', { name: 'Edit Lead and Sales Assessment' }),
    ).toHaveFocus();
  });

  it("shows the server's 400 message and Cancel returns to the list unchanged", async () => {
    const message = "Level 'advanced' needs 40 questions; the chosen categories hold 25.";
    const { requests } = serve({ current: [leadAndSales] }, (req) =>
      req.method === 'PUT' ? { status: 400, body: { success: false, message } } : undefined,
    );
    const { user } = renderWithProviders(<AssessmentsPanel />, { preloadedState: admin });
    const edit = await screen.findByRole('button', { name: 'Edit Lead and Sales Assessment' });
    await user.click(edit);
    await screen.findByRole('checkbox', { name: 'sales (15 questions)' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(writes(requests)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
    expect(writes(requests)).toHaveLength(1);
  });
});
