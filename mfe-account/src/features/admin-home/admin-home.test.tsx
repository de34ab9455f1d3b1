// The admin home: each figure as staff read it, linked to the tab that lists it, amounts in the
// page's language, and the 30-day chart with its text alternative.
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import type { AdminHome } from 'contracts';
import { AdminHomePanel } from './components/admin-home-panel';
import { byRoute, fakeApiForEachTest } from '../../testing/fake-api';

jest.setTimeout(30_000);

// uPlot draws on a canvas, which jsdom lacks: a stand-in records what it was asked to draw.
const drawn: Array<{ data: number[][]; element: HTMLElement }> = [];
jest.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => undefined };
    constructor(_options: unknown, data: number[][], element: HTMLElement) {
      drawn.push({ data, element });
    }
    setSize() {}
    destroy() {}
  }
  return { __esModule: true, default: FakePlot };
});

const fake = fakeApiForEachTest();

// 30 October to 28 November: 7 on 9 November, 3 today, none on the other days.
const days = Array.from({ length: 30 }, (_, i) => ({
  day: new Date(Date.UTC(2026, 9, 30 + i)).toISOString().slice(0, 10),
  count: i === 29 ? 3 : i === 10 ? 7 : 0,
}));

const home: AdminHome = {
  today: '2026-11-28',
  orders: {
    today: { count: 2, revenueInr: 150_000, revenueUsd: 9_900 },
    month: { count: 12, revenueInr: 1_234_500, revenueUsd: 0 },
  },
  payments: { awaitingConfirmation: 3, held: 1 },
  lowStock: [{ id: 'p1', courseSlug: 'security-plus', available: 2, threshold: 5 }],
  newEnquiries: 4,
  certificates: { today: 5, month: 40 },
  verifications: days,
};

const ALL_TABS = ['home', 'certificates', 'voucher-stock', 'orders', 'payments'];

function serve(answer: AdminHome = home) {
  return fake.serve(
    byRoute({ 'GET /admin/home': { status: 200, body: { success: true, data: answer } } }),
  );
}

beforeEach(() => {
  drawn.length = 0;
});

it('shows each figure, linked to the tab that lists it', async () => {
  serve();
  renderWithProviders(<AdminHomePanel tabs={ALL_TABS} />);
  const today = (await screen.findByRole('link', { name: 'Paid orders today' })).closest(
    'article',
  )!;
  expect(screen.getByRole('link', { name: 'Paid orders today' })).toHaveAttribute(
    'href',
    '/admin-panel?tab=orders',
  );
  expect(today).toHaveTextContent('2');
  expect(today).toHaveTextContent('Revenue: ₹1,500 and $99');
  const month = screen.getByRole('link', { name: 'Paid orders this month' }).closest('article')!;
  expect(month).toHaveTextContent('Revenue: ₹12,345');
  expect(month).not.toHaveTextContent('$');
  expect(screen.getByRole('link', { name: 'Transfers to confirm' })).toHaveAttribute(
    'href',
    '/admin-panel?tab=payments',
  );
  expect(screen.getByRole('link', { name: 'Exam vouchers running low' })).toHaveAttribute(
    'href',
    '/admin-panel?tab=voucher-stock',
  );
  expect(screen.getByRole('listitem')).toHaveTextContent('security-plus: 2 left (threshold 5)');
  expect(
    screen.getByRole('link', { name: 'Certificates issued today' }).closest('article'),
  ).toHaveTextContent('5');
  // No enquiries tab in the panel: the figure is shown without a link.
  expect(screen.getByRole('heading', { name: 'New enquiries' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'New enquiries' })).not.toBeInTheDocument();
  expect(screen.getByText('Figures for November 28, 2026, India time.')).toBeVisible();
});

it('draws the 30 days of verifications and says them in words and in a table', async () => {
  serve();
  const { user } = renderWithProviders(<AdminHomePanel tabs={ALL_TABS} />);
  const chart = await screen.findByRole('img', {
    name: 'Bar chart of certificate verifications per day over the last 30 days',
  });
  expect(
    screen.getByText(
      '10 verifications in the last 30 days; the busiest day was November 9, 2026, with 7.',
    ),
  ).toBeVisible();
  await waitFor(() => expect(drawn).toHaveLength(1));
  expect(drawn[0]?.element).toBe(chart);
  expect(drawn[0]?.data[1]).toEqual(days.map((d) => d.count));
  await user.click(screen.getByText('Verifications by day', { selector: 'summary' }));
  const table = screen.getByRole('table', { name: 'Verifications by day' });
  expect(within(table).getAllByRole('row')).toHaveLength(31);
  expect(within(table).getByRole('row', { name: 'November 28, 2026 3' })).toBeVisible();
});

it('shows sales staff no certificate figure and links only to their tabs', async () => {
  serve({ ...home, certificates: null, verifications: null });
  renderWithProviders(<AdminHomePanel tabs={['home', 'orders', 'payments']} />);
  expect(await screen.findByRole('link', { name: 'Paid orders today' })).toBeVisible();
  expect(screen.queryByText('Certificates issued today')).not.toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Exam vouchers running low' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Exam vouchers running low' })).not.toBeInTheDocument();
});

it('reads in Hindi, amounts and dates written the Indian way', async () => {
  serve();
  renderWithProviders(<AdminHomePanel tabs={ALL_TABS} />, { lang: 'hi', route: '/hi/admin-panel' });
  const month = (await screen.findByRole('link', { name: 'इस महीने के भुगतान हुए ऑर्डर' })).closest(
    'article',
  )!;
  expect(month).toHaveTextContent('आमदनी: ₹12,345');
  expect(screen.getByRole('heading', { level: 2, name: 'एक नज़र में' })).toBeVisible();
  expect(document.body.textContent).not.toMatch(/Paid orders|Revenue|Transfers to confirm/);
});

it('says when the figures could not be loaded, and loads them again on request', async () => {
  let calls = 0;
  fake.serve((req) => {
    if (req.url !== '/api/admin/home') return undefined;
    calls += 1;
    return calls === 1
      ? { status: 500, body: { success: false } }
      : { status: 200, body: { success: true, data: home } };
  });
  const { user } = renderWithProviders(<AdminHomePanel tabs={ALL_TABS} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Paid orders today' })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
