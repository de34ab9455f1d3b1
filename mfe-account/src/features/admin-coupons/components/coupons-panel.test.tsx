// The Coupons tab as staff use it: coupons listed with their discount written the page's way, a
// percentage sent in basis points and an amount in paise, a bad value refused under its field,
// and a coupon deactivated after the page's question.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { byRoute, fakeApiForEachTest } from '../../../testing/fake-api';
import { CouponsPanel } from './coupons-panel';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'admin-token' });

const coupon = {
  id: '5f0c3f8e-2c1b-4d7a-9d4e-1a2b3c4d5e6f',
  code: 'DIWALI-25',
  kind: 'fixed',
  value: 123450,
  currency: 'INR',
  validFrom: '2026-10-01T00:00:00.000Z',
  validUntil: '2026-11-30T00:00:00.000Z',
  maxUses: 100,
  used: 7,
  courses: ['security-plus'],
  active: true,
  createdAt: '2026-09-01T00:00:00Z',
  updatedAt: '2026-09-01T00:00:00Z',
};
const list = (rows: unknown[]) => ({ status: 200, body: { success: true, data: rows } });

async function fillDates(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Valid from'), '2026-10-01T00:00');
  await user.type(screen.getByLabelText('Valid until'), '2026-11-30T23:59');
}

it('lists the coupons with their discount, uses and courses', async () => {
  fake.serve(
    byRoute({
      'GET /commerce/coupons': list([
        coupon,
        {
          ...coupon,
          id: 'c2',
          code: 'TEN',
          kind: 'percent',
          value: 1250,
          currency: null,
          courses: [],
        },
      ]),
    }),
  );
  renderWithProviders(<CouponsPanel />);
  const row = (await screen.findByRole('cell', { name: 'DIWALI-25' })).closest('tr')!;
  expect(within(row).getByText('₹1,234.50')).toBeVisible();
  expect(within(row).getByText('7 of 100')).toBeVisible();
  const percent = screen.getByRole('cell', { name: 'TEN' }).closest('tr')!;
  expect(within(percent).getByText('12.5%')).toBeVisible();
  expect(within(percent).getByText('Every course')).toBeVisible();
});

it('sends a percentage in basis points, with the code as the API keeps it', async () => {
  const api = fake.serve(
    byRoute({ 'POST /commerce/coupons': { status: 201, body: { success: true, data: coupon } } }),
  );
  const { user } = renderWithProviders(<CouponsPanel />);
  await user.type(screen.getByLabelText('Coupon code'), 'diwali-25');
  await user.type(screen.getByLabelText('Percentage off'), '12.5');
  await fillDates(user);
  await user.type(screen.getByLabelText('Courses (optional)'), 'security-plus, iso-27001');
  await user.click(screen.getByRole('button', { name: 'Create coupon' }));
  expect(await screen.findByText('The coupon DIWALI-25 was created.')).toBeVisible();
  const body = api.requests.find((r) => r.method === 'POST')?.data as Record<string, unknown>;
  expect(body).toMatchObject({
    code: 'DIWALI-25',
    kind: 'percent',
    value: 1250,
    maxUses: 100,
    courses: ['security-plus', 'iso-27001'],
  });
  expect(body).not.toHaveProperty('currency');
  expect(new Date(body.validFrom as string).getTime()).toBe(new Date('2026-10-01T00:00').getTime());
});

it('sends a fixed amount in whole paise with its currency', async () => {
  const api = fake.serve(
    byRoute({ 'POST /commerce/coupons': { status: 201, body: { success: true, data: coupon } } }),
  );
  const { user } = renderWithProviders(<CouponsPanel />);
  await user.type(screen.getByLabelText('Coupon code'), 'DIWALI-25');
  await user.selectOptions(screen.getByLabelText('Discount'), 'fixed');
  await user.type(screen.getByLabelText('Amount off'), '1,234.50');
  await fillDates(user);
  await user.click(screen.getByRole('button', { name: 'Create coupon' }));
  await screen.findByText('The coupon DIWALI-25 was created.');
  expect(api.requests.find((r) => r.method === 'POST')?.data).toMatchObject({
    kind: 'fixed',
    value: 123450,
    currency: 'INR',
  });
});

it('refuses a percentage over 100 and an end before the start, focusing the first', async () => {
  const api = fake.serve();
  const { user } = renderWithProviders(<CouponsPanel />);
  await user.type(screen.getByLabelText('Coupon code'), 'TEN');
  const value = screen.getByLabelText('Percentage off');
  await user.type(value, '150');
  await user.type(screen.getByLabelText('Valid from'), '2026-10-02T00:00');
  await user.type(screen.getByLabelText('Valid until'), '2026-10-01T00:00');
  await user.type(screen.getByLabelText('Courses (optional)'), 'no-such-course');
  await user.click(screen.getByRole('button', { name: 'Create coupon' }));
  expect(value).toBeInvalid();
  expect(value).toHaveAccessibleDescription(
    'Enter a percentage above 0 and at most 100, with at most two decimals. For example 10 or 12.5',
  );
  expect(value).toHaveFocus();
  expect(screen.getByLabelText('Valid until')).toHaveAccessibleDescription(
    'The end must be after the start.',
  );
  expect(screen.getByText('No course has this slug: no-such-course.')).toBeVisible();
  expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
});

it('says in Italian that the code is taken', async () => {
  fake.serve(
    byRoute({
      'POST /commerce/coupons': {
        status: 409,
        body: { success: false, code: 'BAD_REQUEST', message: 'A coupon TEN exists already' },
      },
    }),
  );
  const { user } = renderWithProviders(<CouponsPanel />, { lang: 'it' });
  await user.type(await screen.findByLabelText('Codice coupon'), 'TEN');
  await user.type(screen.getByLabelText('Percentuale di sconto'), '10');
  await user.type(screen.getByLabelText('Valido dal'), '2026-10-01T00:00');
  await user.type(screen.getByLabelText('Valido fino al'), '2026-11-30T23:59');
  await user.click(screen.getByRole('button', { name: 'Crea il coupon' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Esiste già un coupon con questo codice.',
  );
});

it('deactivates a coupon after the question, and not when the answer is no', async () => {
  const api = fake.serve(
    byRoute({
      'GET /commerce/coupons': list([coupon]),
      [`POST /commerce/coupons/${coupon.id}/deactivate`]: {
        status: 200,
        body: { success: true, data: { ...coupon, active: false } },
      },
    }),
  );
  const answers = [false, true];
  const asked: string[] = [];
  const { user } = renderWithProviders(
    <CouponsPanel confirm={(text) => (asked.push(text), answers.shift() ?? false)} />,
  );
  const button = await screen.findByRole('button', { name: 'Deactivate DIWALI-25' });
  await user.click(button);
  expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  await user.click(button);
  expect(await screen.findByText('The coupon DIWALI-25 was deactivated.')).toBeVisible();
  expect(asked[0]).toBe(
    'Deactivate the coupon DIWALI-25? No new order can use it; orders that used it keep it.',
  );
  expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
});
