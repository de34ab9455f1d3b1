import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders, type Recorded } from 'shared/testing';
import { AssessmentsPanel } from './assessments-panel';

jest.setTimeout(30_000);

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const admin = {
  auth: {
    user: { username: 'asha', email: 'asha@example.com', role: 'admin' },
    token: 'admin-token',
    loading: false,
    role: 'admin',
    username: 'asha',
    error: null,
  },
};

const leadAndSales = {
  slug: 'lead-and-sales',
  name: 'Lead and Sales Assessment',
  description: 'For the sales team.',
  levels: [
    { level: 'easy', questionCount: 5, durationMinutes: 30 },
    { level: 'advanced', questionCount: 10, durationMinutes: 45 },
  ],
  passPercent: 70,
  maxAttempts: 3,
  waitMinutes: 60,
  requiredRole: 'employee',
  issuesCertificate: true,
  securityLimit: 3,
  categories: ['sales'],
  active: true,
  attempts: 4,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const practice = {
  ...leadAndSales,
  slug: 'network-plus-practice',
  name: 'Network+ practice exam',
  description: '',
  levels: [{ level: 'standard', questionCount: 20, durationMinutes: 60 }],
  maxAttempts: 0,
  waitMinutes: 0,
  requiredRole: null,
  issuesCertificate: false,
  categories: ['networking'],
  active: false,
  attempts: 0,
};

const categories = [
  { category: 'networking', questions: 25 },
  { category: 'safety', questions: 12 },
  { category: 'forklifts', questions: 8 },
  { category: 'sales', questions: 15 },
];

const emptyStats = {
  attempts: 0,
  passed: 0,
  passRate: 0,
  averagePercent: 0,
  distribution: [],
  recent: [],
};

type Reply = { status: number; body?: unknown };

/** The API of the tab; `extra` answers first, `list` is what /manage returns right now. */
function serve(list: { current: unknown[] }, extra?: (req: Recorded) => Reply | undefined) {
  api = mockApi((req) => {
    const answer = extra?.(req);
    if (answer) return answer;
    if (req.url === '/api/assessments/manage')
      return { status: 200, body: { success: true, data: list.current } };
    if (req.url === '/api/assessments/categories')
      return { status: 200, body: { success: true, data: categories } };
    if (req.url.endsWith('/stats'))
      return { status: 200, body: { success: true, data: emptyStats } };
    return { status: 404, body: { success: false, message: `Unexpected ${req.url}` } };
  });
  return api;
}

const writes = (requests: Recorded[]) => requests.filter((r) => r.method !== 'GET');

async function openNew() {
  const view = renderWithProviders(<AssessmentsPanel />, { preloadedState: admin });
  await screen.findByRole('table', { name: 'All assessments' });
  await view.user.click(screen.getByRole('button', { name: 'New assessment' }));
  await screen.findByRole('checkbox', { name: 'forklifts (8 questions)' });
  return view;
}

/** Replaces what a field holds (numbers are typed as text, as a person would). */
async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  label: string,
  text: string,
  scope: HTMLElement = document.body,
) {
  const field = within(scope).getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
}

const levelGroup = (n: number) => screen.getByRole('group', { name: `Level ${n}` });

/** The message a field points to with aria-describedby, and that it is marked invalid. */
function expectProblem(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

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
