// The Voucher stock tab as staff use it: a CSV of codes sent as it is, what the API took or
// refused shown row by row, and a code voided after the page's question.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { byRoute, fakeApiForEachTest } from '../../../testing/fake-api';
import { VoucherStockPanel } from './voucher-stock-panel';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'admin-token' });

const csv =
  'course,code,expiry\nsecurity-plus,ABC-123456,2030-01-31\nsecurity-plus,ABC-123457,2030-01-31\n';
const file = (text: string) => new File([text], 'codes.csv', { type: 'text/csv' });

it('imports a file of codes and shows what each course received', async () => {
  const api = fake.serve(
    byRoute({
      'POST /commerce/vouchers/import': {
        status: 201,
        body: {
          success: true,
          message: '2 codes imported',
          data: [{ courseSlug: 'security-plus', imported: 2 }],
        },
      },
    }),
  );
  const { user } = renderWithProviders(<VoucherStockPanel />);
  await user.upload(screen.getByLabelText('CSV file of codes'), file(csv));
  await user.click(screen.getByRole('button', { name: 'Import codes' }));
  expect(await screen.findByRole('status')).toHaveTextContent('2 codes imported.');
  const row = screen.getByRole('cell', { name: 'security-plus' }).closest('tr')!;
  expect(within(row).getByRole('cell', { name: '2' })).toBeVisible();
  expect(api.requests.find((r) => r.method === 'POST')?.data).toEqual({ csv });
});

it('lists the rows the API refused, and says nothing was imported', async () => {
  fake.serve(
    byRoute({
      'POST /commerce/vouchers/import': {
        status: 400,
        body: {
          success: false,
          code: 'BAD_REQUEST',
          message: 'No codes were imported: 1 row has errors',
          errors: [{ row: 3, message: 'the code expired on 2020-01-01' }],
        },
      },
    }),
  );
  const { user } = renderWithProviders(<VoucherStockPanel />);
  await user.upload(screen.getByLabelText('CSV file of codes'), file(csv));
  await user.click(screen.getByRole('button', { name: 'Import codes' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Nothing was imported: 1 row has a problem.',
  );
  const row = screen.getByRole('cell', { name: 'the code expired on 2020-01-01' }).closest('tr')!;
  expect(within(row).getByRole('cell', { name: '3' })).toBeVisible();
});

it('refuses a file without the code column before sending it', async () => {
  const api = fake.serve();
  const { user } = renderWithProviders(<VoucherStockPanel />);
  const input = screen.getByLabelText('CSV file of codes');
  await user.upload(input, file('course,expiry\nsecurity-plus,2030-01-31\n'));
  await user.click(screen.getByRole('button', { name: 'Import codes' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'The file’s first line lacks these columns: code.',
  );
  expect(input).toBeInvalid();
  expect(input).toHaveFocus();
  expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
});

it('voids a code after the question, and says in Hindi when it is sold already', async () => {
  const api = fake.serve(
    byRoute({
      'POST /commerce/vouchers/void': {
        status: 409,
        body: {
          success: false,
          code: 'BAD_REQUEST',
          message: 'This code is sold: only an available code can be voided',
        },
      },
    }),
  );
  const asked: string[] = [];
  const { user } = renderWithProviders(
    <VoucherStockPanel confirm={(text) => asked.push(text) > 0} />,
    { lang: 'hi' },
  );
  await user.type(await screen.findByLabelText('परीक्षा वाउचर कोड'), 'ABC-123456');
  await user.click(screen.getByRole('button', { name: 'कोड रद्द करें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'यह कोड पहले से आरक्षित, बिका हुआ या रद्द है: केवल उपलब्ध कोड रद्द किया जा सकता है।',
  );
  expect(asked).toEqual(['परीक्षा वाउचर कोड ABC-123456 रद्द करें? यह कभी बेचा नहीं जाएगा।']);
  expect(api.requests.find((r) => r.method === 'POST')?.data).toEqual({ code: 'ABC-123456' });
});

it('refuses a code with a space under the field', async () => {
  const api = fake.serve();
  const { user } = renderWithProviders(<VoucherStockPanel confirm={() => true} />);
  const field = screen.getByLabelText('Exam voucher code');
  await user.type(field, 'ABC 123456');
  await user.click(screen.getByRole('button', { name: 'Void code' }));
  expect(field).toHaveAccessibleDescription(
    'A code is 6 to 64 letters, digits or dashes, without spaces.',
  );
  expect(field).toHaveFocus();
  expect(api.requests).toHaveLength(0);
});
