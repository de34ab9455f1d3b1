// The Orders tab as staff use it: orders listed with their totals written the page's way, a
// search sent to the API, one order read with its GST split and timeline, a payment recorded in
// whole paise after the page's question, a cancellation asked first, and a refusal explained.
import { screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from 'contracts';
import type { Recorded } from 'shared/testing';
import { renderWithProviders } from 'shared/testing';
import { catchDownloads, restoreDownloadsAfterEach } from '../../../testing/downloads';
import { byRoute, fakeApiForEachTest, type Reply } from '../../../testing/fake-api';
import { OrdersPanel } from './orders-panel';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'sales-token' });
restoreDownloadsAfterEach();

const REF = 'SB-ORD-7K3P-9QXA';
const row = {
  reference: REF,
  status: 'awaiting_payment',
  method: 'bank',
  currency: 'INR',
  total: 11800050,
  buyerEmail: 'ravi@example.com',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const order = {
  ...row,
  billing: {
    name: 'Ravi Kumar',
    address: '1 MG Road, Delhi',
    country: 'IN',
    state: '07',
    gstin: null,
  },
  placeOfSupply: 'Delhi (07)',
  supplyKind: 'intra-state',
  lines: [
    {
      kind: 'voucher',
      courseSlug: 'security-plus',
      description: 'CompTIA Security+ exam voucher',
      quantity: 2,
      unitPrice: 5000000,
      attendees: [],
      batch: null,
    },
  ],
  subtotal: 10000000,
  discount: 0,
  taxable: 10000000,
  cgst: 900025,
  sgst: 900025,
  igst: 0,
  holdUntil: '2026-11-22T10:00:00.000Z',
  utr: 'HDFC0012345678',
  payment: null,
  invoiceNumber: null,
  creditNoteNumber: null,
  paidAt: null,
  timeline: [
    { kind: 'placed', at: '2026-11-20T10:00:00.000Z', actorId: null, detail: {} },
    {
      kind: 'utr',
      at: '2026-11-20T11:00:00.000Z',
      actorId: null,
      detail: { utr: 'HDFC0012345678' },
    },
  ],
  payments: [
    {
      id: 'p1',
      orderReference: REF,
      method: 'bank',
      transactionId: 'UTR-WRONG-1',
      amount: 100,
      currency: 'INR',
      status: 'held_for_review',
      reason: 'amount',
      createdAt: '2026-11-20T12:00:00.000Z',
    },
  ],
};
/** A page of the list; the API counts what matches up to 10,000 (`totalCapped` past it). */
const page = (
  rows: unknown[],
  next: string | null = null,
  { total = rows.length, totalCapped = false } = {},
): Reply => ({
  status: 200,
  body: { success: true, data: rows, next, total, totalCapped },
});
const one = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });

/** The list (any query) and the order; `more` answers the rest. */
function serveOrders(more: Record<string, Reply | ((req: Recorded) => Reply)> = {}) {
  const routes = byRoute({ [`GET /commerce/orders/${REF}`]: one(order), ...more });
  return fake.serve((req) =>
    req.method === 'GET' && req.url.startsWith('/api/commerce/orders?') ? page([row]) : routes(req),
  );
}

async function openOrder(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: `Open order ${REF}` }));
  return screen.findByRole('heading', { level: 3, name: 'Amounts and GST' });
}

it('lists the orders with their status, buyer and total in the page’s language', async () => {
  serveOrders();
  renderWithProviders(<OrdersPanel />);
  const cell = await screen.findByRole('cell', { name: REF });
  const tr = cell.closest('tr')!;
  expect(within(tr).getByText('₹1,18,000.50')).toBeVisible();
  expect(within(tr).getByText('Awaiting payment')).toBeVisible();
  expect(within(tr).getByText('ravi@example.com')).toBeVisible();
  expect(within(tr).getByText('Bank transfer')).toBeVisible();
});

it('sends the status and the search, and pages on with the API’s cursor', async () => {
  const api = fake.serve((req) =>
    req.url.startsWith('/api/commerce/orders?')
      ? req.url.includes('after=')
        ? page([row], null, { total: 10_000, totalCapped: true })
        : page([row], 'CURSOR-2', { total: 10_000, totalCapped: true })
      : undefined,
  );
  const { user } = renderWithProviders(<OrdersPanel />);
  await screen.findByRole('cell', { name: REF });
  await user.selectOptions(screen.getByLabelText('Status'), 'paid');
  await user.type(screen.getByLabelText('Reference or e-mail'), 'ravi@example.com');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  // More than the API counts: the pager says so, and pages on with the cursor it answered.
  expect(await screen.findByText('Page 1 (more than 10,000 in all)')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Page 2 (more than 10,000 in all)')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  const urls = api.requests.map((r) => new URL(r.url, 'http://x').searchParams);
  expect(urls[1]?.get('status')).toBe('paid');
  expect(urls[1]?.get('q')).toBe('ravi@example.com');
  expect(urls[2]?.get('after')).toBe('CURSOR-2');
  expect(urls[2]?.get('q')).toBe('ravi@example.com');
});

it('shows one order: its GST split, its timeline in order and a held payment marked', async () => {
  serveOrders();
  const { user } = renderWithProviders(<OrdersPanel />);
  await openOrder(user);
  expect(screen.getByRole('heading', { level: 2, name: `Order ${REF}` })).toHaveFocus();
  expect(screen.getByText('Within the state: CGST and SGST')).toBeVisible();
  expect(screen.getAllByText('₹9,000.25')).toHaveLength(2);
  expect(screen.getByText('HDFC0012345678', { selector: 'dd bdi' })).toBeVisible();
  const events = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
  expect(events.map((e) => e.textContent)).toEqual([
    expect.stringContaining('Order placed'),
    expect.stringContaining('The buyer entered the transfer’s UTR · HDFC0012345678'),
  ]);
  expect(
    screen.getByText('Held for review: the amount differs from the order’s total'),
  ).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Back to the orders' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Orders' })).toHaveFocus();
});

it('records a payment in whole paise with its transaction ID, after asking', async () => {
  const questions: string[] = [];
  const api = serveOrders({
    [`POST /commerce/orders/${REF}/confirm`]: {
      status: 200,
      body: {
        success: true,
        outcome: 'fulfilled',
        message: 'ok',
        data: { ...order, status: 'fulfilled' },
      },
    },
  });
  const { user } = renderWithProviders(
    <OrdersPanel confirm={(text) => (questions.push(text), true)} />,
  );
  await openOrder(user);
  const amount = screen.getByLabelText('Amount received (INR)');
  expect(amount).toHaveValue('118000.50');
  await user.selectOptions(screen.getByLabelText('Paid by'), 'paypal');
  await user.type(screen.getByLabelText('PayPal transaction ID'), '9XY12345AB678901C');
  await user.clear(amount);
  await user.type(amount, '1,18,000.5');
  await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
  expect(
    await screen.findByText('Payment recorded: the order is fulfilled and the buyer was e-mailed.'),
  ).toBeVisible();
  expect(questions).toEqual([
    `Record ₹1,18,000.50 received for order ${REF} with the reference 9XY12345AB678901C?`,
  ]);
  expect(api.requests.find((r) => r.method === 'POST')?.data).toEqual({
    method: 'paypal',
    transactionId: '9XY12345AB678901C',
    amount: 11800050,
  });
});

it('says what is wrong with the payment form and sends nothing', async () => {
  const api = serveOrders();
  const { user } = renderWithProviders(<OrdersPanel confirm={() => true} />);
  await openOrder(user);
  const amount = screen.getByLabelText('Amount received (INR)');
  await user.clear(amount);
  await user.type(amount, '12.345');
  await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
  const utr = screen.getByLabelText('UTR of the bank transfer');
  expect(utr).toBeInvalid();
  expect(utr).toHaveFocus();
  expect(utr).toHaveAccessibleDescription(
    'Enter the transaction reference: 4 to 80 letters, digits, dots, dashes or slashes. 4 to 80 letters, digits, dots, dashes or slashes, as the bank or PayPal shows it.',
  );
  expect(amount).toBeInvalid();
  expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
});

it('asks before cancelling, with the reason, and sends nothing when the answer is no', async () => {
  const questions: string[] = [];
  let answer = false;
  const api = serveOrders({
    [`POST /commerce/orders/${REF}/cancel`]: one({ ...order, status: 'cancelled' }),
  });
  const { user } = renderWithProviders(
    <OrdersPanel confirm={(text) => (questions.push(text), answer)} />,
  );
  await openOrder(user);
  await user.click(screen.getByRole('button', { name: 'Cancel order' }));
  expect(screen.getByLabelText('Reason')).toHaveFocus();
  expect(screen.getByLabelText('Reason')).toBeInvalid();
  expect(questions).toEqual([]);
  await user.type(screen.getByLabelText('Reason'), 'Buyer asked by phone');
  await user.click(screen.getByRole('button', { name: 'Cancel order' }));
  expect(questions).toEqual([
    `Cancel order ${REF}? Its vouchers and seats return to stock. Reason: “Buyer asked by phone”.`,
  ]);
  expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  answer = true;
  await user.click(screen.getByRole('button', { name: 'Cancel order' }));
  expect(await screen.findByText(`Order ${REF} was cancelled.`)).toBeVisible();
  expect(api.requests.find((r) => r.method === 'POST')?.data).toEqual({
    reason: 'Buyer asked by phone',
  });
});

it('explains a refusal in the page’s language', async () => {
  serveOrders({
    [`POST /commerce/orders/${REF}/cancel`]: {
      status: 409,
      body: { success: false, code: 'CONFLICT', message: 'Only an order awaiting payment…' },
    },
  });
  const { user } = renderWithProviders(<OrdersPanel confirm={() => true} />);
  await openOrder(user);
  await user.type(screen.getByLabelText('Reason'), 'Duplicate order');
  await user.click(screen.getByRole('button', { name: 'Cancel order' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Only an order awaiting payment can be cancelled.',
  );
});

it('asks in the page’s dialog before refunding; going back sends nothing', async () => {
  const paid = {
    ...order,
    status: 'fulfilled',
    invoiceNumber: 'SB/26-27/000123',
    paidAt: order.holdUntil,
  };
  const api = serveOrders({ [`GET /commerce/orders/${REF}`]: one(paid) });
  const { user } = renderWithProviders(<OrdersPanel />);
  await openOrder(user);
  expect(screen.queryByRole('button', { name: 'Confirm payment' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download invoice SB/26-27/000123' })).toBeVisible();
  await user.type(screen.getByLabelText('Reason'), 'Course withdrawn');
  await user.click(screen.getByRole('button', { name: 'Refund order' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveAccessibleName(
    `Refund order ${REF}? A credit note is issued, seats return and voucher codes already shown become void. Reason: “Course withdrawn”.`,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
});

it('downloads the invoice with the bearer token, named by its number', async () => {
  const paid = { ...order, status: 'fulfilled', invoiceNumber: 'SB/26-27/000123' };
  const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
  const api = serveOrders({
    [`GET /commerce/orders/${REF}`]: one(paid),
    [`GET /orders/${REF}/invoice`]: { status: 200, body: pdf },
  });
  const files = catchDownloads('blob:invoice');
  const { user } = renderWithProviders(<OrdersPanel />);
  await openOrder(user);
  await user.click(screen.getByRole('button', { name: 'Download invoice SB/26-27/000123' }));
  await waitFor(() => expect(files.downloads).toEqual(['SB-26-27-000123.pdf blob:invoice']));
  expect(files.blobs).toEqual([pdf]);
  const sent = api.requests.find((r) => r.url === `/api/orders/${REF}/invoice`);
  expect(sent?.headers.Authorization).toBe('Bearer sales-token');
});

it('reads in Arabic, with references and amounts kept left to right', async () => {
  serveOrders();
  renderWithProviders(<OrdersPanel />, { lang: 'ar' });
  const cell = await screen.findByRole('cell', { name: REF }, { timeout: 5000 });
  expect(cell.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
  expect(screen.getByRole('columnheader', { name: 'المرجع' })).toBeVisible();
  const total = formatMoney({ amount: 11800050, currency: 'INR' }, 'ar');
  // Intl's Arabic amount starts with a right-to-left mark, which the default matcher trims.
  const amount = within(cell.closest('tr')!).getByText(
    (_, el) => el?.tagName === 'BDI' && el.textContent === total,
  );
  expect(amount).toHaveAttribute('dir', 'ltr');
  expect(document.body.textContent).not.toMatch(/Awaiting payment|Bank transfer/);
});
