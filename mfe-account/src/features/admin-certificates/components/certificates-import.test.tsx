import { act, screen, within } from '@testing-library/react';
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
    // The file as chosen: the server reads it in the dialect the preview read it in.
    expect(requests.find((r) => r.url.endsWith('/bulk'))?.data).toEqual({
      csv: 'fullName,courseName,certificateId\nMeera Iyer,Network+,\nRavi Kumar,Security+,OLD-1\n',
    });
  });

  it('after an import, shows the signing of its credentials until every one is signed', async () => {
    // The server signs 2 of 3, then the last: the bar follows, then a polite status says done.
    const progress = [
      { total: 3, signed: 2, done: false },
      { total: 3, signed: 3, done: true },
    ];
    const { requests } = serve((req) => {
      if (req.url === '/api/certificates/bulk') {
        return {
          status: 201,
          body: {
            success: true,
            message: '3 certificates imported',
            count: 3,
            importId: 'import-1',
            data: [],
          },
        };
      }
      if (req.url === '/api/certificates/imports/import-1') {
        return {
          status: 200,
          body: { success: true, data: progress.length > 1 ? progress.shift() : progress[0] },
        };
      }
      return undefined;
    });
    const { user } = renderWithProviders(<CertificatesPanel />, {
      preloadedState: session('admin'),
    });
    const file = new File(
      ['fullName,courseName\nMeera Iyer,Network+\nRavi Kumar,Security+\nAsha Verma,A+\n'],
      'three.csv',
      { type: 'text/csv' },
    );
    await user.upload(screen.getByLabelText('CSV file'), file);
    await user.click(await screen.findByRole('button', { name: 'Import 3 certificates' }));

    const bar = await screen.findByRole('progressbar', { name: 'Signing the credentials' });
    expect(bar).toHaveAttribute('max', '3');
    expect(screen.getByText('Credentials signed: 0 of 3')).toBeVisible();
    expect(
      await screen.findByText('Credentials signed: 2 of 3', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Signing the credentials' })).toHaveAttribute(
      'value',
      '2',
    );
    const status = await screen.findByText(
      'All credentials of the import are signed.',
      {},
      { timeout: 5000 },
    );
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('progressbar', { name: 'Signing the credentials' })).toBeNull();
    // Done: no more asking.
    const asked = requests.filter((r) => r.url.endsWith('/imports/import-1')).length;
    expect(asked).toBe(2);
    // A poll's interval and more (the toast's own timer may fire meanwhile: inside act).
    await act(() => new Promise((resolve) => setTimeout(resolve, 2000)));
    expect(requests.filter((r) => r.url.endsWith('/imports/import-1'))).toHaveLength(asked);
  });

  it("confirms an import in the page's language, not in the API's English message", async () => {
    serve((req) =>
      req.url === '/api/certificates/bulk'
        ? {
            status: 201,
            body: {
              success: true,
              message: '2 certificates imported',
              count: 2,
              importId: 'import-2',
              data: [],
            },
          }
        : req.url === '/api/certificates/imports/import-2'
          ? { status: 200, body: { success: true, data: { total: 2, signed: 2, done: true } } }
          : undefined,
    );
    const { user } = renderWithProviders(<CertificatesPanel />, {
      preloadedState: session('admin'),
      lang: 'hi',
    });
    const two = new File(['fullName,courseName\nMeera Iyer,Network+\nRavi Kumar,A+\n'], 'two.csv', {
      type: 'text/csv',
    });
    await user.upload(await screen.findByLabelText('CSV फ़ाइल'), two);
    await user.click(await screen.findByRole('button', { name: '2 प्रमाणपत्र इम्पोर्ट करें' }));
    expect(await screen.findByText('2 प्रमाणपत्र इम्पोर्ट किए गए।')).toBeVisible();
    expect(screen.queryByText('2 certificates imported')).toBeNull();
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
