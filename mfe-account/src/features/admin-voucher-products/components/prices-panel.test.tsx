// The Prices tab as staff use it: the exam vouchers listed with their prices written the page's
// way, a price typed in rupees sent as whole paise, a bad price refused under its field, and the
// API's refusal said in the page's language.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { byRoute, fakeApiForEachTest } from '../../../testing/fake-api';
import { PricesPanel } from './prices-panel';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'admin-token' });

const product = {
  id: 'p1',
  courseSlug: 'security-plus',
  priceInr: 12345650,
  priceUsd: 42500,
  active: true,
  lowStockThreshold: 5,
  stock: { available: 12, reserved: 1, sold: 30, void: 2 },
  createdAt: '2026-01-05T00:00:00Z',
  updatedAt: '2026-01-05T00:00:00Z',
};

const list = { status: 200, body: { success: true, data: [product] } };

it('lists the exam vouchers with their prices in Indian grouping and their stock', async () => {
  fake.serve(byRoute({ 'GET /commerce/voucher-products': list }));
  renderWithProviders(<PricesPanel />);
  const row = (await screen.findByRole('cell', { name: 'security-plus' })).closest('tr')!;
  expect(within(row).getByText('₹1,23,456.50')).toBeVisible();
  expect(within(row).getByText('$425')).toBeVisible();
  expect(within(row).getByText('12 available, 1 reserved, 30 sold, 2 void')).toBeVisible();
});

it('writes the prices the Hindi page’s way', async () => {
  fake.serve(byRoute({ 'GET /commerce/voucher-products': list }));
  renderWithProviders(<PricesPanel />, { lang: 'hi' });
  expect(await screen.findByText('₹1,23,456.50')).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'परीक्षा वाउचर की क़ीमतें' })).toBeVisible();
});

it('sends a price typed in rupees and dollars as whole paise and cents', async () => {
  const api = fake.serve(
    byRoute({
      'POST /commerce/voucher-products': {
        status: 201,
        body: { success: true, data: { ...product, courseSlug: 'network-plus' } },
      },
    }),
  );
  const { user } = renderWithProviders(<PricesPanel />);
  await user.selectOptions(await screen.findByLabelText('Course'), 'network-plus');
  await user.type(screen.getByLabelText('Price in rupees (INR)'), '1,499.29');
  await user.type(screen.getByLabelText('Price in dollars (USD)'), '19.9');
  await user.click(screen.getByRole('button', { name: 'Offer exam voucher' }));
  expect(await screen.findByText('The exam voucher of network-plus is offered.')).toBeVisible();
  const sent = api.requests.filter((r) => r.method === 'POST');
  expect(sent[0]?.data).toEqual({
    courseSlug: 'network-plus',
    priceInr: 149929,
    priceUsd: 1990,
    lowStockThreshold: 5,
    active: true,
  });
});

it('refuses a price with three decimals under its field, focused, and sends nothing', async () => {
  const api = fake.serve();
  const { user } = renderWithProviders(<PricesPanel />);
  await user.selectOptions(await screen.findByLabelText('Course'), 'network-plus');
  const inr = screen.getByLabelText('Price in rupees (INR)');
  await user.type(inr, '14.999');
  await user.type(screen.getByLabelText('Price in dollars (USD)'), '0');
  await user.click(screen.getByRole('button', { name: 'Offer exam voucher' }));
  const message = 'Enter an amount above zero with at most two decimals, such as 1499 or 1499.50.';
  expect(inr).toBeInvalid();
  expect(inr).toHaveAccessibleDescription(`${message} For example 1499 or 1499.50`);
  expect(inr).toHaveFocus();
  expect(screen.getByLabelText('Price in dollars (USD)')).toBeInvalid();
  expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
});

it('edits a product’s prices, sending only whole paise and cents', async () => {
  const api = fake.serve(
    byRoute({
      'GET /commerce/voucher-products': list,
      'PATCH /commerce/voucher-products/security-plus': {
        status: 200,
        body: { success: true, data: product },
      },
    }),
  );
  const { user } = renderWithProviders(<PricesPanel />, { lang: 'fr' });
  await user.click(await screen.findByRole('button', { name: 'Modifier security-plus' }));
  const inr = screen.getByLabelText('Prix en roupies (INR)');
  expect(inr).toHaveValue('123456.50');
  await user.clear(inr);
  await user.type(inr, '99999.99');
  await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
  expect(
    await screen.findByText('Le voucher d’examen de security-plus a été modifié.'),
  ).toBeVisible();
  expect(api.requests.find((r) => r.method === 'PATCH')?.data).toEqual({
    priceInr: 9999999,
    priceUsd: 42500,
    lowStockThreshold: 5,
    active: true,
  });
});

it('says in the page’s language that the course has an exam voucher already', async () => {
  fake.serve(
    byRoute({
      'POST /commerce/voucher-products': {
        status: 409,
        body: {
          success: false,
          code: 'BAD_REQUEST',
          message: 'The exam voucher of "network-plus" exists already: change it',
        },
      },
    }),
  );
  const { user } = renderWithProviders(<PricesPanel />, { lang: 'fr' });
  await user.selectOptions(await screen.findByLabelText('Formation'), 'network-plus');
  await user.type(screen.getByLabelText('Prix en roupies (INR)'), '1499');
  await user.type(screen.getByLabelText('Prix en dollars (USD)'), '20');
  await user.click(screen.getByRole('button', { name: 'Proposer le voucher d’examen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Cette formation a déjà un voucher d’examen : modifiez-le dans la liste.',
  );
});
