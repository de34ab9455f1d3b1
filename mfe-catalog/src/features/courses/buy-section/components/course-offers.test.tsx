import type { CourseOffers as Offers } from 'contracts';
import { act, screen, within } from '@testing-library/react';
import type { Lang } from 'shared';
import { mockApi, renderWithProviders, type Recorded } from 'shared/testing';
import CatalogRoutes from '../../../../exposed/routes';
import { CourseOffers } from './course-offers';

const course = { slug: 'security-plus', title: 'CompTIA Security+' };

const offers: Offers = {
  voucher: { priceInr: 2_199_900, priceUsd: 24_900, inStock: true, lowStock: false },
  batches: [
    {
      id: 'batch-1',
      startsOn: '2026-09-14',
      endsOn: '2026-09-18',
      schedule: 'Mon-Fri, 10:00-17:00 IST',
      mode: 'classroom',
      city: 'New Delhi',
      seatsLeft: 4,
      priceInr: 12_500_000,
      priceUsd: 150_000,
    },
    {
      id: 'batch-2',
      startsOn: '2026-10-03',
      endsOn: '2026-10-25',
      schedule: 'Sat-Sun, 10:00-14:00 IST',
      mode: 'online',
      city: null,
      seatsLeft: 0,
      priceInr: 4_500_000,
      priceUsd: 54_900,
    },
  ],
};

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

function answer(reply: (req: Recorded) => ReturnType<Parameters<typeof mockApi>[0]>) {
  api = mockApi(reply);
  return api;
}

const ok = (data: Offers) => () => ({ status: 200, body: { success: true, data } });

function renderOffers(lang?: Lang) {
  return renderWithProviders(<CourseOffers course={course} />, {
    route: '/comptia/specialist/security-plus',
    lang,
  });
}

// Testing Library reads a page's text with every run of white space as one space; Intl puts
// no-break and narrow spaces in some languages' amounts and dates.
const asRead = (text: string) => text.replace(/\s+/g, ' ');

/** What Intl writes for minor units in `locale`, as the page must show it. */
function money(minor: number, currency: 'INR' | 'USD', locale: string): string {
  return asRead(
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }).format(minor / 100),
  );
}

function dates(start: string, end: string, locale: string): string {
  return asRead(
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
      new Date(`${start}T00:00:00Z`),
      new Date(`${end}T00:00:00Z`),
    ),
  );
}

describe('the buy section of a course page', () => {
  it('asks for the offers only once the page is idle; a placeholder holds their place', async () => {
    // The page loaded just now: the section waits about two seconds (or for an interaction).
    jest.useFakeTimers();
    const navigation = { loadEventEnd: performance.now() + 1 } as PerformanceNavigationTiming;
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: () => [navigation],
    });
    try {
      const { requests } = answer(ok(offers));
      renderOffers();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_500);
      });
      expect(screen.getByTestId('offers-placeholder')).toHaveAttribute('aria-hidden', 'true');
      expect(requests).toHaveLength(0);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5_000);
      });
      jest.useRealTimers();
      expect(
        await screen.findByRole('region', { name: 'Prices and upcoming batches' }),
      ).toBeVisible();
      expect(screen.queryByTestId('offers-placeholder')).not.toBeInTheDocument();
      expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        'GET /api/courses/security-plus/offers',
      ]);
    } finally {
      jest.useRealTimers();
      Reflect.deleteProperty(performance, 'getEntriesByType');
    }
  });

  it('shows the exam voucher and the batches in INR with Indian grouping and in USD, in English', async () => {
    answer(ok(offers));
    renderOffers();
    const section = await screen.findByRole('region', { name: 'Prices and upcoming batches' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Exam voucher' })).toBeVisible();
    expect(within(section).getByText('₹21,999')).toBeVisible();
    expect(within(section).getByText('$249 for buyers outside India')).toBeVisible();
    expect(within(section).getByText('In stock')).toBeVisible();
    expect(
      within(section).getByRole('link', { name: 'Buy the exam voucher for CompTIA Security+' }),
    ).toHaveAttribute('href', '/checkout?voucher=security-plus');

    const batches = within(section).getByRole('list', { name: 'Upcoming batches' });
    const [open, full] = within(batches).getAllByRole('listitem');
    if (!open || !full) throw new Error('two batches expected');
    const openDates = dates('2026-09-14', '2026-09-18', 'en-IN');
    expect(openDates).toBe(
      '14–18 Sept 2026'.replace('Sept', openDates.includes('Sept') ? 'Sept' : 'Sep'),
    );
    expect(within(open).getByRole('heading', { level: 4, name: openDates })).toBeVisible();
    expect(within(open).getByText('Mon-Fri, 10:00-17:00 IST')).toBeVisible();
    expect(within(open).getByText('In class, New Delhi')).toBeVisible();
    expect(within(open).getByText('4 seats left')).toBeVisible();
    // A lakh-sized amount: Indian digit grouping.
    expect(within(open).getByText('₹1,25,000')).toBeVisible();
    expect(within(open).getByText('$1,500 for buyers outside India')).toBeVisible();
    expect(
      within(open).getByRole('link', { name: `Book a seat in the batch of ${openDates}` }),
    ).toHaveAttribute('href', '/checkout?batch=batch-1&course=security-plus');

    expect(within(full).getByText('Live online')).toBeVisible();
    expect(within(full).getByText('Sold out: no seats are left in this batch.')).toBeVisible();
    expect(within(full).queryByRole('link')).not.toBeInTheDocument();
  });

  it('writes amounts and dates as Intl does for hi-IN and keeps links under /hi', async () => {
    answer(ok(offers));
    renderOffers('hi');
    const section = await screen.findByRole('region', { name: 'कीमतें और आगामी बैच' });
    expect(within(section).getByText(money(2_199_900, 'INR', 'hi-IN'))).toBeVisible();
    expect(within(section).getByText(money(12_500_000, 'INR', 'hi-IN'))).toBeVisible();
    expect(
      within(section).getByText(`भारत के बाहर के खरीदारों के लिए ${money(24_900, 'USD', 'hi-IN')}`),
    ).toBeVisible();
    const hiDates = dates('2026-09-14', '2026-09-18', 'hi-IN');
    expect(within(section).getByRole('heading', { level: 4, name: hiDates })).toBeVisible();
    expect(
      within(section).getByRole('link', { name: 'CompTIA Security+ का परीक्षा वाउचर खरीदें' }),
    ).toHaveAttribute('href', '/hi/checkout?voucher=security-plus');
    expect(
      within(section).getByRole('link', { name: `${hiDates} वाले बैच में सीट बुक करें` }),
    ).toHaveAttribute('href', '/hi/checkout?batch=batch-1&course=security-plus');
  });

  it('reads in Arabic with its plural and its links under /ar', async () => {
    answer(ok(offers));
    renderOffers('ar');
    const section = await screen.findByRole('region', { name: 'الأسعار والدفعات القادمة' });
    const four = new Intl.NumberFormat('ar').format(4);
    expect(within(section).getByText(`بقيت ${four} مقاعد`)).toBeVisible();
    expect(within(section).getByText(money(2_199_900, 'INR', 'ar'))).toBeVisible();
    // The USD amount is isolated inside the Arabic sentence, so it is not reordered.
    expect(
      within(section).getByText(`\u2068${money(24_900, 'USD', 'ar')}\u2069 للمشترين من خارج الهند`),
    ).toBeVisible();
    expect(within(section).getByRole('link', { name: /^احجز مقعدًا/ })).toHaveAttribute(
      'href',
      '/ar/checkout?batch=batch-1&course=security-plus',
    );
  });

  it('says a voucher out of stock and offers no Buy; says when no batch is scheduled', async () => {
    answer(ok({ voucher: { ...offers.voucher!, inStock: false, lowStock: false }, batches: [] }));
    renderOffers();
    const section = await screen.findByRole('region', { name: 'Prices and upcoming batches' });
    expect(within(section).getByText('Out of stock')).toBeVisible();
    expect(within(section).getByText('No batches are scheduled at the moment.')).toBeVisible();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says so when the course has no voucher on sale', async () => {
    answer(ok({ voucher: null, batches: [] }));
    renderOffers();
    expect(
      await screen.findByText('The exam voucher for this course is not sold online at the moment.'),
    ).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('warns of the last few vouchers', async () => {
    answer(ok({ ...offers, voucher: { ...offers.voucher!, lowStock: true } }));
    renderOffers();
    expect(await screen.findByText('In stock, only a few left')).toBeVisible();
  });

  it.each([
    ['a server error', () => ({ status: 500, body: { success: false, message: 'Boom' } })],
    ['no network', () => 'network-error' as const],
  ])('leaves a quiet line after %s', async (_name, reply) => {
    answer(reply);
    renderOffers();
    const section = await screen.findByRole('region', { name: 'Prices and upcoming batches' });
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Prices and dates could not be loaded just now. Please try again later.',
    );
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });

  it('appears on the course page, after the course, and the rest of the page works without it', async () => {
    answer(() => ({ status: 500, body: { success: false, message: 'Boom' } }));
    await act(async () => {
      renderWithProviders(<CatalogRoutes />, { route: '/comptia/specialist/security-plus' });
    });
    expect(
      await screen.findByRole('region', { name: 'Prices and upcoming batches' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'CompTIA Security+' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What you will learn' })).toBeVisible();
  });
});
