// What staff decide in an order: a held payment accepted or rejected with a reason asked in the
// page's dialog (the API's refusal explained), the decision shown with its reason and on the
// timeline, and the order's e-mails sent again after asking, with what was queued announced.
import { screen, within } from '@testing-library/react';
import type { Recorded } from 'shared/testing';
import { renderWithProviders } from 'shared/testing';
import { byRoute, fakeApiForEachTest, type Reply } from '../../../testing/fake-api';
import { OrdersPanel } from './orders-panel';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'sales-token' });

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
      resolution: null,
      createdAt: '2026-11-20T12:00:00.000Z',
    },
  ],
};
const one = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });
const ACCEPT = '/commerce/payments/p1/accept';
const REJECT = '/commerce/payments/p1/reject';
const RESEND = `/commerce/orders/${REF}/resend`;

/** The list (any query) and the order; `more` answers the rest. */
function serveOrders(more: Record<string, Reply | ((req: Recorded) => Reply)> = {}) {
  const routes = byRoute({ [`GET /commerce/orders/${REF}`]: one(order), ...more });
  return fake.serve((req) =>
    req.method === 'GET' && req.url.startsWith('/api/commerce/orders?')
      ? { status: 200, body: { success: true, data: [row], next: null } }
      : routes(req),
  );
}

async function openOrder(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: `Open order ${REF}` }));
  return screen.findByRole('heading', { level: 3, name: 'Payments' });
}

/** The order once staff decided on its held payment, as the API answers it. */
function decided(resolution: 'accepted' | 'rejected', reason: string) {
  const kind = `payment.${resolution}`;
  return {
    ...order,
    status: resolution === 'accepted' ? 'fulfilled' : order.status,
    timeline: [
      ...order.timeline,
      {
        kind,
        at: '2026-11-21T09:00:00.000Z',
        actorId: 'u-sales',
        detail: { transactionId: 'UTR-WRONG-1', amount: 100, currency: 'INR', reason },
      },
    ],
    payments: order.payments.map((p) => ({ ...p, resolution })),
  };
}

it('accepts a held payment only once the dialog is answered, with the reason given', async () => {
  serveOrders({
    [`POST ${ACCEPT}`]: {
      status: 200,
      body: {
        success: true,
        resolution: 'accepted',
        message: 'ok',
        data: decided('accepted', 'Buyer paid the rest in cash'),
      },
    },
  });
  const { user } = renderWithProviders(<OrdersPanel />);
  await openOrder(user);
  await user.click(screen.getByRole('button', { name: 'Accept payment UTR-WRONG-1' }));
  const dialog = screen.getByRole('dialog', {
    name: `Accept ₹1 paid with UTR-WRONG-1 for order ${REF}? The order is fulfilled and the buyer e-mailed.`,
  });
  expect(fake.sent('POST', ACCEPT)).toHaveLength(0);
  await user.type(
    within(dialog).getByLabelText('Why it is accepted'),
    'Buyer paid the rest in cash',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Accept the payment' }));
  expect(
    await screen.findByText(`Payment UTR-WRONG-1 accepted: order ${REF} is fulfilled.`),
  ).toBeVisible();
  expect(fake.sent('POST', ACCEPT).map((r) => r.data)).toEqual([
    { reason: 'Buyer paid the rest in cash' },
  ]);
  const payments = screen.getByRole('table', { name: 'Payments' });
  expect(within(payments).getByText('Accepted: the order is fulfilled')).toBeVisible();
  expect(within(payments).getByText('Buyer paid the rest in cash')).toBeVisible();
  expect(within(payments).queryByRole('button', { name: /Accept payment/ })).toBeNull();
  const events = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
  expect(events.at(-1)).toHaveTextContent(
    'Held payment accepted: the order is fulfilled · ₹1 · UTR-WRONG-1 · Buyer paid the rest in cash',
  );
});

it('refuses to reject without a reason, then sends the one given and shows it', async () => {
  serveOrders({
    [`POST ${REJECT}`]: {
      status: 200,
      body: {
        success: true,
        resolution: 'rejected',
        message: 'ok',
        data: decided('rejected', 'Wrong amount, buyer asked'),
      },
    },
  });
  const { user } = renderWithProviders(<OrdersPanel />);
  await openOrder(user);
  await user.click(screen.getByRole('button', { name: 'Reject payment UTR-WRONG-1' }));
  const dialog = screen.getByRole('dialog');
  const reason = within(dialog).getByLabelText('Why it is rejected');
  await user.click(within(dialog).getByRole('button', { name: 'Reject the payment' }));
  expect(reason).toBeInvalid();
  expect(reason).toHaveFocus();
  expect(reason).toHaveAccessibleDescription(
    'Give a reason of 3 to 300 characters. 3 to 300 characters; kept with the payment and in the audit log.',
  );
  expect(fake.sent('POST', REJECT)).toHaveLength(0);
  await user.type(reason, 'Wrong amount, buyer asked');
  expect(reason).toBeValid();
  await user.click(within(dialog).getByRole('button', { name: 'Reject the payment' }));
  expect(await screen.findByText('To be returned to the buyer')).toBeVisible();
  expect(fake.sent('POST', REJECT).map((r) => r.data)).toEqual([
    { reason: 'Wrong amount, buyer asked' },
  ]);
  expect(
    within(screen.getByRole('list', { name: 'Timeline' })).getByText(
      /Held payment rejected: to be returned to the buyer/,
    ),
  ).toBeVisible();
});

it('explains an acceptance refused because the order is no longer open', async () => {
  const message =
    'The order is cancelled: it cannot take this payment; reject it so that it is returned';
  serveOrders({
    [`POST ${ACCEPT}`]: { status: 409, body: { success: false, code: 'CONFLICT', message } },
  });
  const { user } = renderWithProviders(<OrdersPanel confirm={() => 'Checked with the bank'} />);
  await openOrder(user);
  await user.click(screen.getByRole('button', { name: 'Accept payment UTR-WRONG-1' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'The payment could not be accepted: its order is no longer open, its items are out of stock, or it was decided already. Reject it so that it is returned.',
  );
  expect(alert).toHaveTextContent(message);
  expect(screen.getByRole('button', { name: 'Accept payment UTR-WRONG-1' })).toBeEnabled();
});

it('sends the order’s e-mails again after asking, and announces how many', async () => {
  const questions: string[] = [];
  let answer = false;
  serveOrders({
    [`POST ${RESEND}`]: { status: 200, body: { success: true, queued: 2, message: 'ok' } },
  });
  const { user } = renderWithProviders(
    <OrdersPanel confirm={(text) => (questions.push(text), answer)} />,
  );
  await openOrder(user);
  await user.click(screen.getByRole('button', { name: 'Resend e-mails' }));
  expect(questions).toEqual([`Send the e-mails of order ${REF} to ravi@example.com again?`]);
  expect(fake.sent('POST', RESEND)).toHaveLength(0);
  answer = true;
  await user.click(screen.getByRole('button', { name: 'Resend e-mails' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    '2 e-mails queued again for ravi@example.com.',
  );
  expect(fake.sent('POST', RESEND)).toHaveLength(1);
});

it('explains a resend the API refuses', async () => {
  serveOrders({
    [`POST ${RESEND}`]: {
      status: 409,
      body: { success: false, code: 'CONFLICT', message: 'An order expired has no e-mail…' },
    },
  });
  const { user } = renderWithProviders(<OrdersPanel confirm={() => true} />);
  await openOrder(user);
  await user.click(screen.getByRole('button', { name: 'Resend e-mails' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Only an order awaiting payment or fulfilled has e-mails to send again.',
  );
});

it('names the new events of the timeline, with how many e-mails went again', async () => {
  serveOrders({
    [`GET /commerce/orders/${REF}`]: one({
      ...order,
      timeline: [
        ...order.timeline,
        {
          kind: 'emails.resent',
          at: '2026-11-21T10:00:00.000Z',
          actorId: 'u',
          detail: { count: 1 },
        },
      ],
    }),
  });
  const { user } = renderWithProviders(<OrdersPanel />);
  await openOrder(user);
  const events = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
  expect(events.at(-1)).toHaveTextContent('E-mails sent again · 1 e-mail');
});
