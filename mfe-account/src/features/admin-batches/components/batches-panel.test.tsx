// The Batches tab as staff use it: batches listed with their seats taken and prices, a batch
// scheduled with its prices sent as whole paise and cents, the form's refusals under their
// fields, and the API's refusal said in the page's language.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { byRoute, fakeApiForEachTest } from '../../../testing/fake-api';
import { BatchesPanel } from './batches-panel';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'admin-token' });

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const batch = {
  id: '3d6f1c2a-8b4e-4a1f-9c7d-2e5f6a7b8c9d',
  courseSlug: 'security-plus',
  startsOn: inDays(30),
  endsOn: inDays(40),
  schedule: 'Sat–Sun, 10:00–14:00 IST',
  mode: 'classroom',
  city: 'Delhi',
  seatsLeft: 8,
  capacity: 20,
  seatsTaken: 12,
  priceInr: 2499950,
  priceUsd: 39900,
  state: 'scheduled',
  createdAt: '2026-01-05T00:00:00Z',
  updatedAt: '2026-01-05T00:00:00Z',
};
const list = { status: 200, body: { success: true, data: [batch] } };

it('lists the batches with their seats taken and their prices', async () => {
  fake.serve(byRoute({ 'GET /commerce/batches': list }));
  renderWithProviders(<BatchesPanel />);
  const row = (await screen.findByRole('cell', { name: 'security-plus' })).closest('tr')!;
  expect(within(row).getByText('12 of 20')).toBeVisible();
  expect(within(row).getByText('₹24,999.50 · $399')).toBeVisible();
  expect(within(row).getByText('Classroom · Delhi')).toBeVisible();
});

it('schedules a batch with its prices in whole paise and cents', async () => {
  const api = fake.serve(
    byRoute({ 'POST /commerce/batches': { status: 201, body: { success: true, data: batch } } }),
  );
  const { user } = renderWithProviders(<BatchesPanel />);
  await user.selectOptions(screen.getByLabelText('Course'), 'security-plus');
  await user.type(screen.getByLabelText('First day'), inDays(30));
  await user.type(screen.getByLabelText('Last day'), inDays(40));
  await user.type(screen.getByLabelText('Schedule'), 'Sat–Sun, 10:00–14:00 IST');
  await user.selectOptions(screen.getByLabelText('Mode'), 'classroom');
  await user.type(screen.getByLabelText('City'), 'Delhi');
  await user.type(screen.getByLabelText('Price per seat in rupees (INR)'), '24,999.50');
  await user.type(screen.getByLabelText('Price per seat in dollars (USD)'), '399');
  await user.click(screen.getByRole('button', { name: 'Schedule batch' }));
  expect(
    await screen.findByText(`The security-plus batch starting ${inDays(30)} is scheduled.`),
  ).toBeVisible();
  expect(api.requests.find((r) => r.method === 'POST')?.data).toEqual({
    courseSlug: 'security-plus',
    startsOn: inDays(30),
    endsOn: inDays(40),
    schedule: 'Sat–Sun, 10:00–14:00 IST',
    mode: 'classroom',
    city: 'Delhi',
    capacity: 20,
    priceInr: 2499950,
    priceUsd: 39900,
  });
});

it('refuses a start in the past, a classroom without its city and a bad price', async () => {
  const api = fake.serve();
  const { user } = renderWithProviders(<BatchesPanel />);
  await user.selectOptions(screen.getByLabelText('Course'), 'security-plus');
  const starts = screen.getByLabelText('First day');
  await user.type(starts, inDays(-1));
  await user.type(screen.getByLabelText('Last day'), inDays(5));
  await user.type(screen.getByLabelText('Schedule'), 'Weekdays');
  await user.selectOptions(screen.getByLabelText('Mode'), 'classroom');
  await user.type(screen.getByLabelText('Price per seat in rupees (INR)'), '-5');
  await user.type(screen.getByLabelText('Price per seat in dollars (USD)'), '10');
  await user.click(screen.getByRole('button', { name: 'Schedule batch' }));
  expect(starts).toHaveAccessibleDescription(
    expect.stringMatching(/^The first day must be after today/),
  );
  expect(starts).toHaveFocus();
  expect(screen.getByLabelText('City')).toHaveAccessibleDescription(
    'A classroom batch needs its city.',
  );
  expect(screen.getByLabelText('Price per seat in rupees (INR)')).toBeInvalid();
  expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
});

it('keeps the capacity at or above the seats taken, and says a conflict in Portuguese', async () => {
  const api = fake.serve(
    byRoute({
      'GET /commerce/batches': list,
      [`PATCH /commerce/batches/${batch.id}`]: {
        status: 409,
        body: {
          success: false,
          code: 'BAD_REQUEST',
          message: 'capacity cannot be below the 14 seats already taken',
        },
      },
    }),
  );
  const { user } = renderWithProviders(<BatchesPanel />, { lang: 'pt' });
  await user.click(
    await screen.findByRole('button', {
      name: `Editar a turma de security-plus que começa a ${batch.startsOn}`,
    }),
  );
  const seats = screen.getByLabelText('Lugares');
  await user.clear(seats);
  await user.type(seats, '10');
  await user.click(screen.getByRole('button', { name: 'Guardar alterações' }));
  expect(seats).toHaveAccessibleDescription(
    'Já estão ocupados 12 lugares: a turma precisa de pelo menos esse número.',
  );
  expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  await user.clear(seats);
  await user.type(seats, '13');
  await user.click(screen.getByRole('button', { name: 'Guardar alterações' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Não foi possível alterar a turma: foi cancelada ou entretanto foram ocupados mais lugares. Recarregue a lista.',
  );
  expect(api.requests.find((r) => r.method === 'PATCH')?.data).toMatchObject({
    capacity: 13,
    priceInr: 2499950,
  });
});
