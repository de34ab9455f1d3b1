// A batch's schedule in seven languages as staff give it: the list marks batches lacking
// translations, the form shows the schedule's translations behind a disclosure per language and
// sends only those changed once the batch is saved.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { byRoute, fakeApiForEachTest } from '../../../testing/fake-api';
import { BatchesPanel } from './batches-panel';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest({ token: 'admin-token' });

const batch = {
  id: '3d6f1c2a-8b4e-4a1f-9c7d-2e5f6a7b8c9d',
  courseSlug: 'security-plus',
  startsOn: '2099-03-01',
  endsOn: '2099-03-09',
  schedule: 'Sat–Sun, 10:00–14:00 IST',
  mode: 'online',
  city: null,
  seatsLeft: 8,
  capacity: 20,
  seatsTaken: 12,
  priceInr: 2499950,
  priceUsd: 39900,
  state: 'scheduled',
  missingTranslations: ['nl', 'fr', 'pt', 'it', 'ar'],
  createdAt: '2026-01-05T00:00:00Z',
  updatedAt: '2026-01-05T00:00:00Z',
};
const translations = {
  id: batch.id,
  english: { schedule: batch.schedule },
  texts: { schedule: { hi: 'शनिवार–रविवार, 10:00–14:00 IST' } },
  missing: ['nl', 'fr', 'pt', 'it', 'ar'],
};

function serve() {
  return fake.serve(
    byRoute({
      'GET /commerce/batches': { status: 200, body: { success: true, data: [batch] } },
      [`PATCH /commerce/batches/${batch.id}`]: {
        status: 200,
        body: { success: true, data: batch },
      },
      [`GET /translations/batch/${batch.id}`]: {
        status: 200,
        body: { success: true, data: translations },
      },
      [`PUT /translations/batch/${batch.id}`]: {
        status: 200,
        body: { success: true, data: translations },
      },
    }),
  );
}

it('marks a batch lacking translations in the list, naming the languages in Hindi', async () => {
  serve();
  renderWithProviders(<BatchesPanel />, { lang: 'hi' });
  const row = (await screen.findByRole('cell', { name: 'security-plus' })).closest('tr')!;
  expect(
    await within(row).findByText('बाकी अनुवाद: Nederlands, Français, Português, Italiano, العربية'),
  ).toBeVisible();
});

it("gives a batch's schedule an Arabic translation, written right to left, and sends it", async () => {
  const api = serve();
  const { user } = renderWithProviders(<BatchesPanel />);
  await user.click(await screen.findByRole('button', { name: /Edit the security-plus batch/ }));
  const group = screen.getByRole('group', { name: /Translations of Schedule/ });
  expect(await within(group).findByText('5 translations missing')).toBeVisible();
  expect(within(group).getByLabelText(/Schedule · हिन्दी/)).toHaveValue(
    'शनिवार–रविवार, 10:00–14:00 IST',
  );
  await user.click(within(group).getByText('العربية', { selector: 'summary > span' }));
  const arabic = within(group).getByLabelText(/Schedule · العربية/);
  expect(arabic).toHaveAttribute('dir', 'rtl');
  expect(arabic).toHaveAttribute('lang', 'ar');
  await user.type(arabic, 'السبت–الأحد، 10:00–14:00');
  expect(within(group).getByText('4 translations missing')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(
    await screen.findByText('The security-plus batch starting 2099-03-01 was changed.'),
  ).toBeVisible();
  const put = api.requests.find((r) => r.method === 'PUT');
  expect(put?.url).toContain(`/translations/batch/${batch.id}`);
  expect(put?.data).toEqual({ texts: { schedule: { ar: 'السبت–الأحد، 10:00–14:00' } } });
});
