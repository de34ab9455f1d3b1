import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { AssessmentsPanel } from './assessments-panel';
import {
  admin,
  leadAndSales,
  practice,
  serve,
  writes,
  openNew,
  fill,
  levelGroup,
  expectProblem,
} from './assessment-editor.fixtures';

describe('the assessment list', () => {
  it('shows each assessment with its state, who may take it, levels, pass mark and attempts', async () => {
    serve({ current: [leadAndSales, practice] });
    renderWithProviders(<AssessmentsPanel />, { preloadedState: admin });
    const table = await screen.findByRole('table', { name: 'All assessments' });
    const lead = within(table).getByRole('row', { name: /Lead and Sales Assessment/ });
    expect(lead).toHaveTextContent('Active');
    expect(lead).toHaveTextContent('Employees');
    expect(lead).toHaveTextContent('easy: 5 questions, 30 min');
    expect(lead).toHaveTextContent('advanced: 10 questions, 45 min');
    expect(lead).toHaveTextContent('70%');
    expect(lead).toHaveTextContent('3 per person');
    const exam = within(table).getByRole('row', { name: /Network\+ practice exam/ });
    expect(exam).toHaveTextContent('Closed');
    expect(exam).toHaveTextContent('Any signed-in user');
    expect(exam).toHaveTextContent('Unlimited');
    expect(within(exam).getByRole('button', { name: 'Edit Network+ practice exam' })).toBeEnabled();
  });
});

describe('creating an assessment', () => {
  it('sends every property the admin set and refreshes the list', async () => {
    const list = { current: [leadAndSales] as unknown[] };
    const created = {
      ...practice,
      slug: 'warehouse-safety-check',
      name: 'Warehouse Safety Check',
      active: true,
    };
    const { requests } = serve(list, (req) => {
      if (req.method !== 'POST') return undefined;
      list.current = [leadAndSales, created];
      return { status: 201, body: { success: true, data: created } };
    });
    const { user } = await openNew();
    expect(screen.getByRole('heading', { name: 'New assessment' })).toHaveFocus();

    await user.type(screen.getByLabelText('Name'), 'Warehouse Safety Check');
    // The slug follows the name until the admin types one.
    expect(screen.getByLabelText('Slug (web address)')).toHaveValue('warehouse-safety-check');
    await user.type(screen.getByLabelText('Description (optional)'), 'Yearly check.');
    await user.click(screen.getByRole('checkbox', { name: 'safety (12 questions)' }));
    await user.click(screen.getByRole('checkbox', { name: 'forklifts (8 questions)' }));
    expect(screen.getByText(/The chosen categories hold 20 questions\./)).toBeVisible();

    await fill(user, 'Level name', 'basic', levelGroup(1));
    await fill(user, 'Number of questions', '15', levelGroup(1));
    await fill(user, 'Duration (minutes)', '20', levelGroup(1));
    await user.click(screen.getByRole('button', { name: 'Add a level' }));
    expect(within(levelGroup(2)).getByLabelText('Level name')).toHaveFocus();
    await user.type(within(levelGroup(2)).getByLabelText('Level name'), 'advanced');
    await fill(user, 'Number of questions', '20', levelGroup(2));
    await fill(user, 'Duration (minutes)', '45', levelGroup(2));

    await fill(user, 'Pass mark (%)', '80');
    await fill(user, 'Maximum attempts per person', '2');
    await fill(user, 'Wait between attempts (minutes)', '1440');
    await fill(user, 'Security events before the attempt is submitted', '5');
    await user.selectOptions(screen.getByLabelText('Who may take it'), 'Employees');
    await user.click(screen.getByRole('checkbox', { name: 'Issues a certificate when passed' }));
    expect(screen.getByRole('checkbox', { name: 'Open for attempts' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Create assessment' }));

    expect(await screen.findByText('Assessment “Warehouse Safety Check” created.')).toBeVisible();
    expect(writes(requests)).toHaveLength(1);
    expect(writes(requests)[0]).toMatchObject({ method: 'POST', url: '/api/assessments' });
    expect(writes(requests)[0]?.data).toEqual({
      slug: 'warehouse-safety-check',
      name: 'Warehouse Safety Check',
      description: 'Yearly check.',
      categories: ['safety', 'forklifts'],
      levels: [
        { level: 'basic', questionCount: 15, durationMinutes: 20 },
        { level: 'advanced', questionCount: 20, durationMinutes: 45 },
      ],
      passPercent: 80,
      maxAttempts: 2,
      waitMinutes: 1440,
      requiredRole: 'employee',
      issuesCertificate: true,
      securityLimit: 5,
      active: true,
    });
    // The editor closes, the list is read again and the focus goes back to where it started.
    expect(screen.queryByRole('heading', { name: 'New assessment' })).not.toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Warehouse Safety Check/ })).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/assessments/manage')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'New assessment' })).toHaveFocus();
  });

  it('says what is wrong with each field and sends nothing until it is right', async () => {
    const { requests } = serve({ current: [leadAndSales] });
    const { user } = await openNew();

    await user.click(screen.getByRole('button', { name: 'Create assessment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    const name = screen.getByLabelText('Name');
    expectProblem(name, 'Enter a name of 2 to 120 characters.');
    expect(name).toHaveFocus();
    expectProblem(screen.getByLabelText('Slug (web address)'), 'Use 2 to 80 lowercase letters');
    const categoryGroup = screen.getByRole('group', { name: 'Question categories' });
    expect(categoryGroup).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one question category.'),
    );
    expect(within(categoryGroup).getAllByRole('checkbox')[0]).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.type(name, 'Forklift basics');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    await fill(user, 'Slug (web address)', 'Forklift Basics!');
    await user.click(screen.getByRole('checkbox', { name: 'forklifts (8 questions)' }));
    await user.click(screen.getByRole('button', { name: 'Remove level 1' }));
    expect(screen.queryByRole('group', { name: 'Level 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a level' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Create assessment' }));

    const slug = screen.getByLabelText('Slug (web address)');
    expectProblem(slug, 'words joined by single hyphens');
    expect(slug).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('group', { name: 'Levels' })).toHaveAccessibleDescription(
      expect.stringContaining('Add at least one level.'),
    );

    // The suggestion from the name fixes the slug; a level asking for more questions than
    // the chosen categories hold is refused with the total.
    await user.click(screen.getByRole('button', { name: 'Use “forklift-basics”' }));
    expect(slug).toHaveValue('forklift-basics');
    await user.click(screen.getByRole('button', { name: 'Add a level' }));
    await user.type(within(levelGroup(1)).getByLabelText('Level name'), 'easy');
    await fill(user, 'Number of questions', '8', levelGroup(1));
    await user.click(screen.getByRole('button', { name: 'Add a level' }));
    await user.type(within(levelGroup(2)).getByLabelText('Level name'), 'easy');
    await fill(user, 'Number of questions', '9', levelGroup(2));
    await user.click(screen.getByRole('button', { name: 'Create assessment' }));
    expectProblem(
      within(levelGroup(2)).getByLabelText('Level name'),
      'Each level needs a different name.',
    );
    const count = within(levelGroup(2)).getByLabelText('Number of questions');
    expectProblem(count, 'The chosen categories hold 8 questions; ask for 8 or fewer');
    expect(within(levelGroup(1)).getByLabelText('Number of questions')).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    await fill(user, 'Pass mark (%)', '0');
    await fill(user, 'Duration (minutes)', '241', levelGroup(1));
    await user.click(screen.getByRole('button', { name: 'Create assessment' }));
    expectProblem(screen.getByLabelText('Pass mark (%)'), 'Enter a whole number from 1 to 100.');
    expectProblem(within(levelGroup(1)).getByLabelText('Duration (minutes)'), 'from 1 to 240');

    expect(writes(requests)).toHaveLength(0);
  });

  it("shows the server's refusal and keeps what the admin typed", async () => {
    const { requests } = serve({ current: [leadAndSales] }, (req) =>
      req.method === 'POST'
        ? {
            status: 409,
            body: { success: false, message: "An assessment with the slug 'sales' exists." },
          }
        : undefined,
    );
    const { user } = await openNew();
    await user.type(screen.getByLabelText('Name'), 'Sales');
    await user.click(screen.getByRole('checkbox', { name: 'sales (15 questions)' }));
    await user.click(screen.getByRole('button', { name: 'Create assessment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "An assessment with the slug 'sales' exists.",
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Sales');
    expect(screen.getByRole('button', { name: 'Create assessment' })).toBeEnabled();
    expect(writes(requests)).toHaveLength(1);
  });
});
