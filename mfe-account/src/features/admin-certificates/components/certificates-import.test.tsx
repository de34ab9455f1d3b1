import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { CertificatesPanel } from './certificates-panel';
import { fakeApiForEachTest } from '../../../testing/fake-api';
import { staffSession } from '../../../testing/staff-session';

jest.setTimeout(30_000);

const { serve } = fakeApiForEachTest();

const session = (role: string) => staffSession(role, 't');

describe('importing a CSV file in the Certificates tab', () => {
  it('previews a CSV file, flags bad rows and imports only a clean file', async () => {
    const { requests } = serve((req) =>
      req.url === '/api/certificates/bulk'
        ? {
            status: 400,
            body: {
              success: false,
              message: 'No certificates were imported: 1 row has errors',
              errors: [{ row: 2, message: 'certificateId OLD-1 already exists' }],
            },
          }
        : undefined,
    );
    const { user } = renderWithProviders(<CertificatesPanel />, {
      preloadedState: session('admin'),
    });
    const bad = new File(
      ['fullName,courseName,issueDate\nMeera Iyer,Network+,2026-01-05\n,Security+,\n'],
      'bad.csv',
      { type: 'text/csv' },
    );
    await user.upload(screen.getByLabelText('CSV file'), bad);
    expect(await screen.findByText('Preview: 2 rows, 1 with problems')).toBeVisible();
    expect(screen.getByText('fullName is required')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Import 2 certificates' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Fix the rows with problems before importing.',
    );
    expect(requests.filter((r) => r.url.endsWith('/bulk'))).toHaveLength(0);

    const good = new File(
      ['fullName,courseName,certificateId\nMeera Iyer,Network+,\nRavi Kumar,Security+,OLD-1\n'],
      'good.csv',
      { type: 'text/csv' },
    );
    await user.upload(screen.getByLabelText('CSV file'), good);
    expect(await screen.findByText('Preview: 2 rows, 0 with problems')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Import 2 certificates' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No certificates were imported: 1 row has errors');
    expect(within(alert).getByText('Row 2: certificateId OLD-1 already exists')).toBeVisible();
    expect(requests.find((r) => r.url.endsWith('/bulk'))?.data).toEqual({
      rows: [
        { fullName: 'Meera Iyer', courseName: 'Network+' },
        { fullName: 'Ravi Kumar', courseName: 'Security+', certificateId: 'OLD-1' },
      ],
    });
  });

  it.each([
    ['en', 'CSV file', 'Preview: 1 row, 0 with problems', 'Import 1 certificate'],
    ['ar', 'ملف CSV', 'معاينة: صف واحد؛ صفوف بها مشكلات: 0', 'استيراد شهادة واحدة'],
  ] as const)(
    'counts one CSV row in the plural rules of %s',
    async (lang, label, preview, button) => {
      serve(() => undefined);
      const { user } = renderWithProviders(<CertificatesPanel />, {
        preloadedState: session('admin'),
        lang,
      });
      const one = new File(['fullName,courseName\nMeera Iyer,Network+\n'], 'one.csv', {
        type: 'text/csv',
      });
      // The file button and its state are the page's language, not the browser's.
      expect(
        await screen.findByText(lang === 'en' ? 'No file chosen' : 'لم يُختر أي ملف'),
      ).toBeVisible();
      await user.upload(await screen.findByLabelText(label), one);
      expect(await screen.findByText(preview)).toBeVisible();
      expect(screen.getByText('one.csv')).toBeVisible();
      expect(screen.getByRole('button', { name: button })).toBeEnabled();
    },
  );
});
