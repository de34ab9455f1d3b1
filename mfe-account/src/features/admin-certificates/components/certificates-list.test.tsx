// Staff see how often each certificate was verified, in all and over the last 30 days, written
// the way the page's language writes numbers.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { CertificatesPanel } from './certificates-panel';
import { certificate } from './certificates-panel.fixtures';
import { fakeApiForEachTest } from '../../../testing/fake-api';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest();

function serveList() {
  return fake.serve((req) =>
    req.method === 'GET' && req.url.startsWith('/api/certificates')
      ? {
          status: 200,
          body: {
            success: true,
            data: [{ ...certificate, verificationsTotal: 12345, verificationsLast30Days: 42 }],
            total: 1,
            page: 1,
            pageSize: 20,
          },
        }
      : undefined,
  );
}

it("shows each certificate's verifications, in all and over the last 30 days", async () => {
  serveList();
  renderWithProviders(<CertificatesPanel />);
  const table = await screen.findByRole('table', { name: 'Certificates' });
  const row = within(table).getByRole('row', { name: /SB-ABCDEFGHJK/ });
  expect(within(table).getByRole('columnheader', { name: /^Verifications/ })).toBeVisible();
  expect(within(table).getByRole('columnheader', { name: /Verified, last 30 days/ })).toBeVisible();
  expect(row).toHaveTextContent('12,345');
  expect(row).toHaveTextContent('42');
});

it('writes the counts and their headings in Hindi on a Hindi page', async () => {
  serveList();
  renderWithProviders(<CertificatesPanel />, { lang: 'hi', route: '/hi/admin-panel' });
  const table = await screen.findByRole('table');
  expect(
    await within(table).findByRole('columnheader', { name: /पिछले 30 दिनों में सत्यापन/ }),
  ).toBeVisible();
  expect(within(table).getByRole('row', { name: /SB-ABCDEFGHJK/ })).toHaveTextContent('12,345');
});
