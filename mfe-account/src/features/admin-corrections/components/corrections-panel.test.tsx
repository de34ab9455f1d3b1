// The Name corrections tab as an admin uses it: open requests with the name printed now and the
// one asked for; approving asks for a note and refusing for a reason in the page's dialog, sends
// them, announces the outcome and reloads the list; a refused decision is said.
import { screen, within } from '@testing-library/react';
import type { Recorded } from 'shared/testing';
import { renderWithProviders } from 'shared/testing';
import { byRoute, fakeApiForEachTest, type Reply } from '../../../testing/fake-api';
import { CorrectionsPanel } from './corrections-panel';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'admin-token' });

const request = {
  id: 'c1',
  certificateId: 'SB-7K3P9QXA2M',
  requestedName: 'Asha Verma',
  reason: 'Typo in surname',
  status: 'requested',
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  decisionNote: null,
  newCertificateId: null,
  currentName: 'Asha Vrma',
  courseName: 'CompTIA Security+',
  email: 'asha@example.com',
};

function serve(routes: Record<string, Reply | ((req: Recorded) => Reply)> = {}) {
  let open = [request];
  const decided = (extra: object) => () => {
    open = [];
    return { status: 200, body: { success: true, data: { ...request, ...extra } } };
  };
  return fake.serve(
    byRoute({
      'GET /name-corrections': () => ({ status: 200, body: { success: true, data: open } }),
      'POST /name-corrections/c1/approve': decided({
        status: 'approved',
        newCertificateId: 'SB-NEW2ID3456',
      }),
      'POST /name-corrections/c1/refuse': decided({ status: 'refused' }),
      ...routes,
    }),
  );
}

it('lists an open request with the old and the requested names', async () => {
  serve();
  renderWithProviders(<CorrectionsPanel />);
  const row = (await screen.findByRole('cell', { name: 'SB-7K3P9QXA2M' })).closest('tr')!;
  expect(within(row).getByText('Asha Vrma')).toBeVisible();
  expect(within(row).getByText('Asha Verma')).toBeVisible();
  expect(within(row).getByText('Typo in surname')).toBeVisible();
  expect(within(row).getByText('asha@example.com')).toBeVisible();
});

it('approves with a note asked in the dialog, announces the new certificate and reloads', async () => {
  const api = serve();
  const { user } = renderWithProviders(<CorrectionsPanel />);
  await screen.findByRole('cell', { name: 'SB-7K3P9QXA2M' });
  await user.click(screen.getByRole('button', { name: 'Approve the correction of SB-7K3P9QXA2M' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('from “Asha Vrma” to “Asha Verma”');
  // Empty, the note is refused at the field.
  await user.click(within(dialog).getByRole('button', { name: 'Approve and reissue' }));
  expect(within(dialog).getByText('Write 1 to 500 characters.')).toBeVisible();
  await user.type(within(dialog).getByLabelText(/Note for the learner/), 'Matches the passport');
  await user.click(within(dialog).getByRole('button', { name: 'Approve and reissue' }));
  expect(
    await screen.findByText('Approved: SB-7K3P9QXA2M is replaced by SB-NEW2ID3456.'),
  ).toBeVisible();
  expect(await screen.findByText('No name correction is waiting for a decision.')).toBeVisible();
  const sent = api.requests.find((r) => r.url === '/api/name-corrections/c1/approve');
  expect(sent?.data).toEqual({ note: 'Matches the passport' });
});

it('refuses with a reason, and says why when the API does not record it', async () => {
  const api = serve({
    'POST /name-corrections/c1/refuse': {
      status: 409,
      body: {
        success: false,
        code: 'CORRECTION_DECIDED',
        message: 'This name correction request has already been decided.',
      },
    },
  });
  const { user } = renderWithProviders(<CorrectionsPanel confirm={() => 'Passport says Vrma'} />);
  await screen.findByRole('cell', { name: 'SB-7K3P9QXA2M' });
  await user.click(screen.getByRole('button', { name: 'Refuse the correction of SB-7K3P9QXA2M' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The decision was not recorded: This name correction request has already been decided.',
  );
  const sent = api.requests.find((r) => r.url === '/api/name-corrections/c1/refuse');
  expect(sent?.data).toEqual({ reason: 'Passport says Vrma' });
});

it('speaks Hindi on a Hindi page', async () => {
  serve();
  renderWithProviders(<CorrectionsPanel />, { lang: 'hi' });
  expect(await screen.findByRole('heading', { name: 'नाम सुधार' })).toBeVisible();
  expect(
    await screen.findByRole('button', { name: 'SB-7K3P9QXA2M का सुधार स्वीकृत करें' }),
  ).toBeVisible();
});
