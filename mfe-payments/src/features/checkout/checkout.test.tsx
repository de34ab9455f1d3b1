import type { CourseOffers, OrderView } from 'contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { demoSiteConfig, type Lang } from 'shared';
import { mockApi, renderWithProviders, type Recorded } from 'shared/testing';
import { CheckoutPage } from './components/checkout-page';

const PRODUCT = '0b8f7a34-5a2e-4d7c-9a55-3f1f0d6c2a11';
const offers: CourseOffers = {
  voucher: { id: PRODUCT, priceInr: 12_345_600, priceUsd: 150_000, inStock: true, lowStock: false },
  batches: [
    {
      id: 'batch-1',
      startsOn: '2026-12-14',
      endsOn: '2026-12-18',
      schedule: 'Mon-Fri, 10:00-17:00 IST',
      mode: 'online',
      city: null,
      seatsLeft: 4,
      priceInr: 4_500_000,
      priceUsd: 54_900,
    },
  ],
};

// The demo company is in Delhi (07) and takes no card unless the server says so.
const config = { ...demoSiteConfig, commerce: { sellerState: '07', cardPayments: false } };
const signedIn = {
  auth: {
    token: 't',
    user: { username: 'asha', email: 'asha@example.com' },
    username: 'asha',
    role: 'user',
    loading: false,
    error: null,
  },
};

const placed = { reference: 'SB-ORD-7K3P-9QXA' } as OrderView;

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

type Reply = ReturnType<Parameters<typeof mockApi>[0]>;

function answer(
  onOrder: (req: Recorded) => Reply = () => ({
    status: 201,
    body: { success: true, data: placed },
  }),
) {
  api = mockApi((req) => {
    if (req.method === 'GET' && req.url === '/api/courses/security-plus/offers')
      return { status: 200, body: { success: true, data: offers } };
    if (req.method === 'POST' && req.url === '/api/orders') return onOrder(req);
    return { status: 404, body: { success: false, message: 'Not found' } };
  });
  return api;
}

const orders = () => api?.requests.filter((r) => r.method === 'POST') ?? [];

async function renderCheckout(route = '/checkout?voucher=security-plus', lang?: Lang) {
  const view = renderWithProviders(<CheckoutPage />, {
    route,
    lang,
    config,
    preloadedState: signedIn,
  });
  await screen.findByRole('button', { name: lang === 'hi' ? 'ऑर्डर करें' : 'Place order' });
  return view;
}

/** The amount the summary shows beside a label. */
function amountOf(label: string | RegExp): string {
  const summary = screen.getByRole('region', { name: 'Price' });
  const term = within(summary).getByText(label);
  return (term.nextElementSibling?.textContent ?? '').replace(/\s+/g, ' ');
}

async function fillBilling(user: ReturnType<typeof renderWithProviders>['user'], state = '07') {
  await user.type(screen.getByLabelText('Name on the invoice'), 'Asha Verma');
  await user.type(screen.getByLabelText('Address'), '12 Park Street, New Delhi 110001');
  await user.selectOptions(screen.getByLabelText('State or union territory'), state);
}

const placeOrder = () => screen.getByRole('button', { name: 'Place order' });

describe('the checkout', () => {
  it('shows CGST and SGST for a buyer in the seller’s state, in Indian grouping', async () => {
    const { user } = answer() && (await renderCheckout());
    await user.selectOptions(screen.getByLabelText('State or union territory'), '07');
    expect(amountOf(/^Subtotal/)).toBe('₹1,23,456');
    expect(amountOf('CGST (9%)')).toBe('₹11,111.04');
    expect(amountOf('SGST (9%)')).toBe('₹11,111.04');
    expect(screen.queryByText(/^IGST/)).not.toBeInTheDocument();
    expect(amountOf('Total')).toBe('₹1,45,678.08');
  });

  it('writes the amounts the Hindi way on a Hindi page', async () => {
    const { user } = answer() && (await renderCheckout('/checkout?voucher=security-plus', 'hi'));
    await user.selectOptions(screen.getByLabelText('राज्य या केंद्र शासित प्रदेश'), '07');
    const summary = screen.getByRole('region', { name: 'मूल्य' });
    const total = within(summary).getByText('कुल').nextElementSibling;
    const hindi = new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR' });
    expect(total?.textContent).toBe(hindi.format(145_678.08));
    expect(total?.textContent).toMatch(/1,45,678\.08/);
  });

  it('shows IGST for a buyer in another state', async () => {
    const { user } = answer() && (await renderCheckout());
    await user.selectOptions(screen.getByLabelText('State or union territory'), '27');
    expect(amountOf('IGST (18%)')).toBe('₹22,222.08');
    expect(screen.queryByText(/^CGST/)).not.toBeInTheDocument();
    expect(amountOf('Total')).toBe('₹1,45,678.08');
  });

  it('shows a zero-rated export in dollars for a buyer outside India, and no UPI', async () => {
    const { user } = answer() && (await renderCheckout());
    await user.click(screen.getByLabelText('Outside India'));
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    expect(amountOf(/zero-rated/)).toMatch(/^\$0/);
    expect(amountOf('Total')).toMatch(/^\$1,500(\.00)?$/);
    expect(screen.queryByText(/GST \(/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('UPI')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card')).not.toBeInTheDocument();
  });

  it('offers a card only when the server says card payment is on', async () => {
    answer();
    renderWithProviders(<CheckoutPage />, {
      route: '/checkout?voucher=security-plus',
      config: { ...config, commerce: { sellerState: '07', cardPayments: true } },
      preloadedState: signedIn,
    });
    expect(await screen.findByLabelText('Card')).toBeInTheDocument();
  });

  it('refuses a GSTIN with a wrong check character, says why, focuses it and sends nothing', async () => {
    const { user } = answer() && (await renderCheckout());
    await fillBilling(user, '27');
    await user.type(screen.getByLabelText(/^GSTIN/), '27AAPFU0939F1ZW');
    await user.click(placeOrder());
    const field = screen.getByLabelText(/^GSTIN/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/check character does not match/);
    expect(field).toHaveFocus();
    expect(orders()).toHaveLength(0);
  });

  it('keeps the quantity of exam vouchers within 1 to 10', async () => {
    const { user } = answer() && (await renderCheckout());
    await fillBilling(user);
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '11');
    await user.click(placeOrder());
    expect(quantity).toHaveAccessibleDescription(/Enter a whole number from 1 to 10\./);
    expect(quantity).toHaveFocus();
    expect(orders()).toHaveLength(0);
  });

  it('asks one attendee name per seat and sends them with the batch', async () => {
    const { user } =
      answer() && (await renderCheckout('/checkout?batch=batch-1&course=security-plus'));
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '6');
    await user.click(placeOrder());
    expect(quantity).toHaveAccessibleDescription(/from 1 to 5\./);
    await user.clear(quantity);
    await user.type(quantity, '2');
    await fillBilling(user);
    await user.click(placeOrder());
    expect(screen.getByLabelText('Name of attendee 1')).toHaveFocus();
    expect(screen.getByLabelText('Name of attendee 2')).toHaveAttribute('aria-invalid', 'true');
    expect(orders()).toHaveLength(0);

    await user.type(screen.getByLabelText('Name of attendee 1'), 'Asha Verma');
    await user.type(screen.getByLabelText('Name of attendee 2'), 'Ravi Kumar');
    await user.click(placeOrder());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/orders/SB-ORD-7K3P-9QXA'),
    );
    expect(orders()[0]?.data).toMatchObject({
      items: [{ batchId: 'batch-1', quantity: 2, attendees: ['Asha Verma', 'Ravi Kumar'] }],
    });
  });

  it('places the order once with its key, whatever the clicks, and shows it', async () => {
    const { user } = answer() && (await renderCheckout());
    await fillBilling(user);
    await user.type(screen.getByLabelText(/^GSTIN/), ' 27aapfu0939f1zv ');
    await user.selectOptions(screen.getByLabelText('State or union territory'), '27');
    await user.type(screen.getByLabelText(/^Coupon/), 'WELCOME10');
    await user.click(screen.getByLabelText('UPI'));

    // Two submits before the answer (a double click, Enter pressed twice), then a click on the
    // button it left behind.
    const button = placeOrder();
    const form = button.closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.click(button);

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/orders/SB-ORD-7K3P-9QXA'),
    );
    expect(orders()).toHaveLength(1);
    const [sent] = orders();
    const body = sent?.data as { idempotencyKey: string };
    expect(body).toEqual({
      items: [{ voucherProductId: PRODUCT, quantity: 1 }],
      billing: {
        name: 'Asha Verma',
        address: '12 Park Street, New Delhi 110001',
        country: 'IN',
        state: '27',
        gstin: '27AAPFU0939F1ZV',
      },
      coupon: 'WELCOME10',
      method: 'upi',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(sent?.headers['Idempotency-Key']).toBe(body.idempotencyKey);
  });

  it('says what the API refused, and a second try sends the same key', async () => {
    const { user } =
      answer(() => ({
        status: 409,
        body: {
          success: false,
          code: 'BAD_REQUEST',
          message: 'Sold out: fewer than 3 exam voucher(s) are left',
        },
      })) && (await renderCheckout());
    await fillBilling(user);
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(placeOrder());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Sold out: not enough left/);
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await user.click(placeOrder());
    await screen.findByRole('alert');
    const [first, second] = orders();
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('names an unknown coupon at its field', async () => {
    const { user } =
      answer(() => ({
        status: 400,
        body: { success: false, code: 'BAD_REQUEST', message: 'Unknown coupon code' },
      })) && (await renderCheckout());
    await fillBilling(user);
    await user.type(screen.getByLabelText(/^Coupon/), 'NOPE');
    await user.click(placeOrder());
    expect(await screen.findByLabelText(/^Coupon/)).toHaveAccessibleDescription(
      /This coupon does not exist/,
    );
    expect(screen.getByLabelText(/^Coupon/)).toHaveFocus();
  });

  it('asks for a proven e-mail address, in the page’s language', async () => {
    const { user } =
      answer(() => ({
        status: 403,
        body: {
          success: false,
          code: 'PURCHASE_EMAIL_NOT_PROVEN',
          message: 'Confirm your e-mail address before you buy',
        },
      })) && (await renderCheckout('/checkout?voucher=security-plus', 'hi'));
    await user.type(screen.getByLabelText('इनवॉइस पर नाम'), 'Asha Verma');
    await user.type(screen.getByLabelText('पता'), '12 Park Street, New Delhi 110001');
    await user.selectOptions(screen.getByLabelText('राज्य या केंद्र शासित प्रदेश'), '07');
    await user.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^खरीदने से पहले अपने ई-मेल पते की पुष्टि करें/,
    );
  });

  it('names the course as its page did when it came from there, by its slug otherwise', async () => {
    answer();
    const { history } = await renderCheckout();
    expect(screen.getByText('Exam voucher for security-plus')).toBeInTheDocument();
    act(() => history.replace('/checkout?voucher=security-plus', { course: 'CompTIA Security+' }));
    expect(await screen.findByText('Exam voucher for CompTIA Security+')).toBeInTheDocument();
  });

  it('says so when the address names nothing to buy', async () => {
    answer();
    renderWithProviders(<CheckoutPage />, { route: '/checkout', config, preloadedState: signedIn });
    expect(await screen.findByText(/Choose an exam voucher or a batch/)).toBeInTheDocument();
  });
});
