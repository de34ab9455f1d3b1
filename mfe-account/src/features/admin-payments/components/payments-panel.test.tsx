// The Payments to confirm tab as staff use it: bank and UPI orders awaiting payment with the
// buyer's UTR, held payments marked with why, and a bank statement matched by the API with only
// the ticked matches recorded after the page's question; a statement it cannot read explained.
import { screen, waitFor, within } from '@testing-library/react';
import type { Recorded } from 'shared/testing';
import { renderWithProviders } from 'shared/testing';
import { byRoute, fakeApiForEachTest, type Reply } from '../../../testing/fake-api';
import { PaymentsPanel } from './payments-panel';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'sales-token' });

const A = 'SB-ORD-7K3P-9QXA';
const B = 'SB-ORD-8M4R-2WXB';
const C = 'SB-ORD-9N5S-3YZC';
const row = (reference: string, method: string, total: number) => ({
  reference,
  status: 'awaiting_payment',
  method,
  currency: 'INR',
  total,
  buyerEmail: 'ravi@example.com',
  createdAt: '2026-11-20T10:00:00.000Z',
});
const detail = (reference: string, utr: string | null): Reply => ({
  status: 200,
  body: { success: true, data: { holdUntil: '2026-11-22T10:00:00.000Z', utr, reference } },
});
const csv = 'date,narration,amount,utr\n2026-11-21,NEFT SB-ORD-7K3P-9QXA,1180.50,UTR0001\n';
const file = (text: string) => new File([text], 'statement.csv', { type: 'text/csv' });

function serve(routes: Record<string, Reply | ((req: Recorded) => Reply)> = {}) {
  const answer = byRoute({
    [`GET /commerce/orders/${A}`]: detail(A, 'HDFC0012345678'),
    [`GET /commerce/orders/${B}`]: detail(B, null),
    'GET /commerce/payments/held': {
      status: 200,
      body: {
        success: true,
        data: [
          {
            id: 'p1',
            orderReference: C,
            method: 'bank',
            transactionId: 'UTR-LATE-1',
            amount: 250000,
            currency: 'INR',
            status: 'held_for_review',
            reason: 'expired',
            resolution: null,
            createdAt: '2026-11-21T09:00:00.000Z',
          },
        ],
      },
    },
    ...routes,
  });
  return fake.serve((req) =>
    req.method === 'GET' && req.url.startsWith('/api/commerce/orders?')
      ? {
          status: 200,
          body: {
            success: true,
            data: [row(A, 'upi', 118050), row(B, 'bank', 5000000), row(C, 'card', 100)],
            next: null,
          },
        }
      : answer(req),
  );
}

const fulfilled: Reply = {
  status: 200,
  body: { success: true, outcome: 'fulfilled', message: 'ok', data: {} },
};

it('lists bank and UPI orders awaiting payment with the buyer’s UTR, and held payments', async () => {
  const api = serve();
  renderWithProviders(<PaymentsPanel />);
  const a = (await screen.findByRole('cell', { name: A })).closest('tr')!;
  expect(within(a).getByText('₹1,180.50')).toBeVisible();
  expect(within(a).getByText('HDFC0012345678')).toBeVisible();
  expect(within(a).getByText('UPI')).toBeVisible();
  const b = screen.getByRole('cell', { name: B }).closest('tr')!;
  expect(within(b).getByText('Not given')).toBeVisible();
  expect(within(b).getByText('₹50,000')).toBeVisible();
  // A card order is confirmed by its provider, never here.
  const awaiting = screen.getByRole('table', { name: 'Awaiting a bank transfer or UPI payment' });
  expect(within(awaiting).getAllByRole('row')).toHaveLength(3);
  expect(within(awaiting).queryByRole('cell', { name: C })).not.toBeInTheDocument();
  const held = (await screen.findByRole('cell', { name: 'UTR-LATE-1' })).closest('tr')!;
  expect(within(held).getByText('It arrived after the order expired')).toBeVisible();
  expect(within(held).getByText('₹2,500')).toBeVisible();
  expect(new URL(api.requests[0]!.url, 'http://x').searchParams.get('status')).toBe(
    'awaiting_payment',
  );
});

it('matches a statement and records only the ticked matches, after asking', async () => {
  const questions: string[] = [];
  const api = serve({
    'POST /commerce/payments/statement': {
      status: 200,
      body: {
        success: true,
        data: {
          matched: [
            { row: 1, orderReference: A, amount: 118050, transactionId: 'UTR0001' },
            { row: 2, orderReference: B, amount: 5000000, transactionId: 'UTR0002' },
          ],
          unmatched: [
            { row: 3, why: 'no-reference', reason: 'no order reference in the narration' },
            {
              row: 4,
              why: 'amount-differs',
              reason: 'order SB-ORD-7K3P-9QXA is for 118050 paise, the row for 118000',
              reference: 'SB-ORD-7K3P-9QXA',
              orderAmount: 118050,
              rowAmount: 118000,
            },
          ],
        },
      },
    },
    [`POST /commerce/orders/${B}/confirm`]: fulfilled,
  });
  const { user } = renderWithProviders(
    <PaymentsPanel confirm={(text) => (questions.push(text), true)} />,
  );
  await screen.findByRole('cell', { name: 'UTR-LATE-1' });
  await user.upload(screen.getByLabelText('Bank statement (CSV)'), file(csv));
  await user.click(screen.getByRole('button', { name: 'Match the statement' }));
  const matched = await screen.findByRole('table', { name: 'Rows that match an order' });
  expect(within(matched).getByText('₹1,180.50')).toBeVisible();
  const unmatched = screen.getByRole('table', { name: 'Rows that match no order' });
  expect(within(unmatched).getByText('No order reference in the narration')).toBeVisible();
  // The amounts as money, the reference kept left to right inside the sentence.
  expect(
    within(unmatched).getByText(
      'Order \u2066SB-ORD-7K3P-9QXA\u2069 is for \u2066₹1,180.50\u2069; the row is for \u2066₹1,180\u2069',
    ),
  ).toBeVisible();
  expect(api.requests.find((r) => r.url.endsWith('/statement'))?.data).toEqual({ csv });
  // The import itself recorded nothing.
  expect(api.requests.filter((r) => r.url.endsWith('/confirm'))).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Confirm the ticked payments' }));
  expect(screen.getByText('Tick at least one matched row to confirm.')).toBeVisible();
  expect(questions).toEqual([]);

  await user.click(screen.getByRole('checkbox', { name: `Confirm row 2: ${B}` }));
  await user.click(screen.getByRole('button', { name: 'Confirm the ticked payments' }));
  expect(await screen.findByText('Recorded: the order is fulfilled')).toBeVisible();
  expect(questions).toEqual(['Record 1 payment from the statement? Each fulfils its order.']);
  const confirms = api.requests.filter((r) => r.url.endsWith('/confirm'));
  expect(confirms.map((r) => [r.url, r.data])).toEqual([
    [
      `/api/commerce/orders/${B}/confirm`,
      { method: 'bank', transactionId: 'UTR0002', amount: 5000000 },
    ],
  ]);
});

it('shows the API’s words for a statement with unknown columns, and records nothing', async () => {
  const api = serve({
    'POST /commerce/payments/statement': {
      status: 400,
      body: {
        success: false,
        code: 'BAD_REQUEST',
        message:
          'The statement has unknown column(s): balance. Allowed: date, narration, amount, utr',
      },
    },
  });
  const { user } = renderWithProviders(<PaymentsPanel confirm={() => true} />);
  await user.upload(screen.getByLabelText('Bank statement (CSV)'), file('balance,utr\n1,2\n'));
  await user.click(screen.getByRole('button', { name: 'Match the statement' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The statement was refused: The statement has unknown column(s): balance. Allowed: date, narration, amount, utr',
  );
  expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
});

it('asks for a file before matching, focusing the file field', async () => {
  const api = serve();
  const { user } = renderWithProviders(<PaymentsPanel />);
  await user.click(screen.getByRole('button', { name: 'Match the statement' }));
  const input = screen.getByLabelText('Bank statement (CSV)');
  expect(input).toBeInvalid();
  expect(input).toHaveFocus();
  expect(screen.getByText('Choose the bank statement’s CSV file.')).toBeVisible();
  expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
});

it('confirms an order with the buyer’s UTR for its exact total, and explains a refusal', async () => {
  const api = serve({
    [`POST /commerce/orders/${A}/confirm`]: {
      status: 403,
      body: { success: false, message: 'Sales or administrator access required' },
    },
  });
  const { user } = renderWithProviders(<PaymentsPanel confirm={() => true} />);
  await user.click(await screen.findByRole('button', { name: `Confirm the payment of ${A}` }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The payment could not be recorded: your role may not do this.',
  );
  expect(api.requests.find((r) => r.method === 'POST')?.data).toEqual({
    method: 'upi',
    transactionId: 'HDFC0012345678',
    amount: 118050,
  });
});

describe('a held payment', () => {
  const accepted: Reply = {
    status: 200,
    body: { success: true, resolution: 'accepted', message: 'ok', data: {} },
  };

  it('is accepted with a reason only after the dialog, then the list reloads', async () => {
    const api = serve({ 'POST /commerce/payments/p1/accept': accepted });
    const { user } = renderWithProviders(<PaymentsPanel />);
    await user.click(
      await screen.findByRole('button', { name: `Accept payment UTR-LATE-1 for ${C}` }),
    );
    const dialog = screen.getByRole('dialog', {
      name: `Accept ₹2,500 paid with UTR-LATE-1 for order ${C}? The order is fulfilled and the buyer e-mailed.`,
    });
    expect(fake.sent('POST', '/commerce/payments/p1/accept')).toHaveLength(0);
    await user.type(
      within(dialog).getByLabelText('Why it is accepted'),
      'Stock confirmed by phone',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept the payment' }));
    expect(
      await screen.findByText(`Payment UTR-LATE-1 accepted: order ${C} is fulfilled.`),
    ).toBeVisible();
    expect(fake.sent('POST', '/commerce/payments/p1/accept').map((r) => r.data)).toEqual([
      { reason: 'Stock confirmed by phone' },
    ]);
    await waitFor(() =>
      expect(api.requests.filter((r) => r.url === '/api/commerce/payments/held')).toHaveLength(2),
    );
  });

  it('is not rejected without a reason of 3 characters, then sends the reason', async () => {
    serve({
      'POST /commerce/payments/p1/reject': {
        status: 200,
        body: { success: true, resolution: 'rejected', message: 'ok', data: {} },
      },
    });
    const { user } = renderWithProviders(<PaymentsPanel />);
    await user.click(
      await screen.findByRole('button', { name: `Reject payment UTR-LATE-1 for ${C}` }),
    );
    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByLabelText('Why it is rejected');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the payment' }));
    expect(field).toBeInvalid();
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Give a reason of 3 to 300 characters.'),
    );
    await user.type(field, 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the payment' }));
    expect(field).toBeInvalid();
    expect(fake.sent('POST', '/commerce/payments/p1/reject')).toHaveLength(0);

    await user.type(field, 't ours: paid twice');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the payment' }));
    expect(
      await screen.findByText(
        'Payment UTR-LATE-1 rejected: return it to the buyer. Reason: “not ours: paid twice”.',
      ),
    ).toBeVisible();
    expect(fake.sent('POST', '/commerce/payments/p1/reject').map((r) => r.data)).toEqual([
      { reason: 'not ours: paid twice' },
    ]);
  });

  it('explains an acceptance the API refuses because the stock is gone', async () => {
    const message =
      'The order expired and its items are no longer in stock: reject the payment so that it is returned';
    serve({
      'POST /commerce/payments/p1/accept': {
        status: 409,
        body: { success: false, code: 'CONFLICT', message },
      },
    });
    const { user } = renderWithProviders(<PaymentsPanel confirm={() => 'Buyer called us'} />);
    await user.click(
      await screen.findByRole('button', { name: `Accept payment UTR-LATE-1 for ${C}` }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment could not be accepted');
    expect(alert).toHaveTextContent(message);
    expect(fake.sent('POST', '/commerce/payments/p1/accept').map((r) => r.data)).toEqual([
      { reason: 'Buyer called us' },
    ]);
  });
});
