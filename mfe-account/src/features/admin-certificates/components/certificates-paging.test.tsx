// A large list is not counted to its end: past 10,000 certificates (1,000 matches of a search)
// the API says so, and the pager says "more than" that number in the page's language instead of a
// page count, and pages on with the cursor the API gave.
import { screen, within } from '@testing-library/react';
import { renderWithProviders, type Recorded } from 'shared/testing';
import { CertificatesPanel } from './certificates-panel';
import { certificate } from './certificates-panel.fixtures';
import { fakeApiForEachTest } from '../../../testing/fake-api';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest();

/** The list's answer: one row; capped at 1,000 for a search and 10,000 otherwise. */
function serveCapped() {
  return fake.serve((req) => {
    if (req.method !== 'GET' || !req.url.startsWith('/api/certificates')) return undefined;
    const query = req.params ?? {};
    const cursor = query.cursor;
    return {
      status: 200,
      body: {
        success: true,
        data: [{ ...certificate, certificateId: cursor ? 'SB-SECONDPAGE1' : 'SB-ABCDEFGHJK' }],
        total: query.search ? 1000 : 10000,
        totalCapped: true,
        // The second page is the last one.
        nextCursor: cursor ? null : 'CURSOR-2',
        page: Number(query.page ?? 1),
        pageSize: 20,
      },
    };
  });
}

/** The query of each request for the list. */
const lists = (requests: Recorded[]) =>
  requests.filter((r) => r.url.startsWith('/api/certificates')).map((r) => r.params ?? {});

it('says "more than 10,000" and pages on with the API’s cursor', async () => {
  const api = serveCapped();
  const { user } = renderWithProviders(<CertificatesPanel />);
  const pager = await screen.findByRole('navigation', { name: 'Certificates' });
  expect(pager).toHaveTextContent('Page 1 (more than 10,000 in all)');
  expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();

  await user.click(within(pager).getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('row', { name: /SB-SECONDPAGE1/ })).toBeVisible();
  expect(pager).toHaveTextContent('Page 2 (more than 10,000 in all)');
  // The API said the second page is the last.
  expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
  const sent = lists(api.requests);
  expect(sent[0]?.cursor).toBeUndefined();
  expect(sent[sent.length - 1]).toMatchObject({ cursor: 'CURSOR-2', page: 2 });

  // Back to the first page: no cursor starts it.
  await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
  expect(await screen.findByRole('row', { name: /SB-ABCDEFGHJK/ })).toBeVisible();
  expect(lists(api.requests).pop()).toEqual({ page: 1 });
});

it('says "more than 1,000" for a search, and a new search starts again from its first page', async () => {
  const api = serveCapped();
  const { user } = renderWithProviders(<CertificatesPanel />);
  const pager = await screen.findByRole('navigation', { name: 'Certificates' });
  await user.click(within(pager).getByRole('button', { name: 'Next page' }));
  await screen.findByRole('row', { name: /SB-SECONDPAGE1/ });
  await user.type(screen.getByLabelText('Search by ID or name'), 'Meera');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByText('Page 1 (more than 1,000 in all)');
  expect(lists(api.requests).pop()).toEqual({ page: 1, search: 'Meera' });
});

it.each([
  ['hi', /पेज 1 \(कुल 10,000 से अधिक\)/],
  ['nl', /Pagina 1 \(meer dan 10\.000 in totaal\)/],
  ['fr', /Page 1 \(plus de 10\s000 au total\)/],
  ['pt', /Página 1 \(mais de 10\.000 no total\)/],
  ['it', /Pagina 1 \(più di 10\.000 in tutto\)/],
  ['ar', /الصفحة .+ \(المجموع أكثر من .+\)/],
] as const)('says it in the page’s language (%s)', async (lang, text) => {
  serveCapped();
  renderWithProviders(<CertificatesPanel />, { lang, route: `/${lang}/admin-panel` });
  expect(await screen.findByText(text)).toBeVisible();
});
