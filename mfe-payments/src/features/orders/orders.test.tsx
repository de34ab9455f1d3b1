import type { OrderView } from 'contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockApi, renderWithProviders, type Recorded } from 'shared/testing';
import { OrderPage } from './components/order-page';
import { OrdersPage } from './components/orders-page';
import { leaveFor } from './lib/leave-for';

// Leaving the site for the card provider's page is a full navigation, which jsdom cannot make.
jest.mock('./lib/leave-for', () => ({ leaveFor: jest.fn() }));

const REF = 'SB-ORD-7K3P-9QXA';
const UPI = `upi://pay?pa=demo@upi&pn=Demo&am=29500.00&cu=INR&tn=${REF}`;

const awaiting: OrderView = {
  reference: REF,
  status: 'awaiting_payment',
  method: 'upi',
  currency: 'INR',
  billing: {
    name: 'Asha Verma',
    address: '12 Park Street',
    country: 'IN',
    state: '27',
    gstin: null,
  },
  placeOfSupply: 'Maharashtra (27)',
  supplyKind: 'inter-state',
  lines: [
    {
      kind: 'voucher',
      courseSlug: 'security-plus',
      description: 'CompTIA security-plus exam voucher',
      quantity: 2,
      unitPrice: 1_250_000,
      attendees: [],
      batch: null,
    },
  ],
  subtotal: 2_500_000,
  discount: 0,
  taxable: 2_500_000,
  cgst: 0,
  sgst: 0,
  igst: 450_000,
  total: 2_950_000,
  holdUntil: '2026-12-03T10:00:00.000Z',
  utr: null,
  payment: {
    upiLink: UPI,
    bank: {
      accountHolderName: 'Demo Training Pvt Ltd',
      accountNumber: '000123456789',
      bankName: 'Demo Bank',
      ifscCode: 'DEMO0001234',
    },
  },
  invoiceNumber: null,
  creditNoteNumber: null,
  paidAt: null,
  createdAt: '2026-12-01T10:00:00.000Z',
};

const fulfilled: OrderView = {
  ...awaiting,
  status: 'fulfilled',
  payment: null,
  invoiceNumber: 'SB/26-27/000123',
  paidAt: '2026-12-01T12:00:00.000Z',
};

const signedIn = {
  auth: {
    token: 't',
    user: { username: 'asha' },
    username: 'asha',
    role: 'user',
    loading: false,
    error: null,
  },
};

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

function answer(
  order: OrderView,
  extra: (req: Recorded) => ReturnType<Parameters<typeof mockApi>[0]> | undefined = () => undefined,
) {
  api = mockApi((req) => {
    const other = extra(req);
    if (other) return other;
    if (req.method === 'GET' && req.url === `/api/orders/${REF}`)
      return { status: 200, body: { success: true, data: order } };
    if (req.method === 'GET' && req.url === '/api/orders')
      return { status: 200, body: { success: true, data: [order] } };
    return { status: 404, body: { success: false, message: 'No such order' } };
  });
  return api;
}

function renderOrder() {
  return renderWithProviders(
    <Routes>
      <Route path="/orders/:reference" element={<OrderPage />} />
    </Routes>,
    { route: `/orders/${REF}`, preloadedState: signedIn },
  );
}

describe('the order page', () => {
  it('shows the UPI code of the exact amount, the bank details and the hold while awaiting payment', async () => {
    answer(awaiting);
    renderOrder();
    expect(await screen.findByText('Awaiting payment')).toBeInTheDocument();
    const qr = await screen.findByRole('img', {
      name: `UPI QR code to pay ₹29,500 for order ${REF}`,
    });
    await waitFor(() => expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/));
    expect(screen.getByRole('link', { name: 'Open in a UPI app' })).toHaveAttribute('href', UPI);
    expect(screen.getByText('000123456789')).toBeInTheDocument();
    expect(screen.getByText('DEMO0001234')).toBeInTheDocument();
    expect(screen.getByText(/We hold your order until/)).toBeInTheDocument();
    const amounts = screen.getByRole('region', { name: 'Amounts' });
    expect(within(amounts).getByText('IGST (18%)').nextElementSibling).toHaveTextContent('₹4,500');
    expect(within(amounts).getByText('Total').nextElementSibling).toHaveTextContent('₹29,500');
    expect(screen.queryByRole('button', { name: /Show my voucher codes/ })).not.toBeInTheDocument();
  });

  it('opens the card page of a card order through the server, and says so when it cannot', async () => {
    const card: OrderView = { ...awaiting, method: 'card', payment: null };
    const stripe = 'https://checkout.stripe.com/c/pay/cs_test_1';
    let refuse = true;
    const { requests } = answer(card, (req) =>
      req.method === 'POST' && req.url === `/api/orders/${REF}/card-session`
        ? refuse
          ? { status: 404, body: { success: false, message: 'Card payment is not available' } }
          : { status: 200, body: { success: true, data: { url: stripe } } }
        : undefined,
    );
    const { user } = renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The card payment page could not be opened.',
    );
    expect(leaveFor).not.toHaveBeenCalled();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(stripe));
    expect(requests.filter((r) => r.url.endsWith('/card-session'))).toHaveLength(2);
    // No UPI code or bank details for a card order.
    expect(screen.queryByRole('img', { name: /UPI QR code/ })).not.toBeInTheDocument();
  });

  it('takes the bank’s transaction reference, refusing a malformed one first', async () => {
    const { requests } = answer(awaiting, (req) =>
      req.method === 'POST'
        ? { status: 200, body: { success: true, data: { ...awaiting, utr: 'HDFC0123456789' } } }
        : undefined,
    );
    const { user } = renderOrder();
    const field = await screen.findByLabelText("The bank's transaction reference (UTR)");
    await user.type(field, 'AB1');
    await user.click(screen.getByRole('button', { name: 'Send the reference' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'HDFC0123456789');
    await user.click(screen.getByRole('button', { name: 'Send the reference' }));
    expect(await screen.findByRole('status')).toHaveTextContent('HDFC0123456789');
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: `/api/orders/${REF}/utr`,
      data: { utr: 'HDFC0123456789' },
    });
  });

  it('shows the voucher codes of a paid order only when asked, and the invoice', async () => {
    const { requests } = answer(fulfilled, (req) =>
      req.url === `/api/orders/${REF}/vouchers`
        ? {
            status: 200,
            body: {
              success: true,
              data: [
                { code: 'CTA-1111-AAAA', expiresOn: '2027-06-30' },
                { code: 'CTA-2222-BBBB', expiresOn: '2027-06-30' },
              ],
            },
          }
        : undefined,
    );
    const { user } = renderOrder();
    const reveal = await screen.findByRole('button', { name: 'Show my voucher codes' });
    expect(screen.queryByText('CTA-1111-AAAA')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /UPI QR code/ })).not.toBeInTheDocument();
    await user.click(reveal);
    expect(await screen.findByText('CTA-1111-AAAA')).toBeInTheDocument();
    expect(screen.getByText('CTA-2222-BBBB')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.endsWith('/vouchers'))).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: 'Download the invoice SB/26-27/000123 (PDF)' }),
    ).toBeInTheDocument();
  });

  it('downloads the invoice with the session', async () => {
    // The client reads the token from storage, where signing in puts it.
    window.localStorage.setItem('token', 't');
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (created.push(blob), 'blob:invoice');
    URL.revokeObjectURL = () => undefined;
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { requests } = answer(fulfilled, (req) =>
      req.url === `/api/orders/${REF}/invoice`
        ? { status: 200, body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) }
        : undefined,
    );
    const { user } = renderOrder();
    await user.click(await screen.findByRole('button', { name: /Download the invoice/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const sent = requests.find((r) => r.url.endsWith('/invoice'));
    expect(sent?.headers.Authorization).toBe('Bearer t');
    expect(created).toHaveLength(1);
    click.mockRestore();
    window.localStorage.removeItem('token');
  });

  it('keeps the reference and the codes left to right on an Arabic page', async () => {
    answer(awaiting);
    renderWithProviders(
      <Routes>
        <Route path="/orders/:reference" element={<OrderPage />} />
      </Routes>,
      { route: `/orders/${REF}`, lang: 'ar', preloadedState: signedIn },
    );
    expect(await screen.findByText('بانتظار الدفع')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(`الطلب ${REF}`);
    expect(within(heading).getByText(REF)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('000123456789')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('heading', { name: 'الدفع بالتحويل البنكي' })).toBeInTheDocument();
  });

  it('says so when the order is not the buyer’s', async () => {
    api = mockApi(() => ({ status: 404, body: { success: false, message: 'No such order' } }));
    renderOrder();
    expect(await screen.findByText('There is no such order in your account.')).toBeInTheDocument();
  });
});

describe('my orders', () => {
  it('lists each order with its status and total, linking to it', async () => {
    answer(awaiting);
    renderWithProviders(<OrdersPage />, { route: '/orders', preloadedState: signedIn });
    const link = await screen.findByRole('link', { name: REF });
    expect(link).toHaveAttribute('href', `/orders/${REF}`);
    expect(screen.getByText(/Awaiting payment/)).toHaveTextContent('₹29,500');
  });
});
