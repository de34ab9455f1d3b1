// The certificates tab checks what the API checks: the full-name rule, plain text in the course
// and issuer, the issue date's range, and the import's columns, before any request; each refusal
// in the page's words, under its field.
import { screen } from '@testing-library/react';
import { renderWithProviders, type Recorded } from 'shared/testing';
import { CertificatesPanel } from './certificates-panel';
import { certificate } from './certificates-panel.fixtures';
import { fakeApiForEachTest } from '../../../testing/fake-api';

jest.setTimeout(30_000);

const fake = fakeApiForEachTest();

function serve() {
  return fake.serve((req) =>
    req.method === 'POST' ? { status: 201, body: { success: true, data: certificate } } : undefined,
  );
}

const posts = (requests: Recorded[]) => requests.filter((r) => r.method === 'POST');
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the issue form', () => {
  it.each([
    [
      'digits',
      'Agent 007',
      'Use only letters, spaces, apostrophes, hyphens and dots in the full name.',
    ],
    [
      'a formula',
      '=HYPERLINK("x")',
      'Use only letters, spaces, apostrophes, hyphens and dots in the full name.',
    ],
    [
      'a right-to-left override',
      'Meera \u202eIyer',
      'Use only letters, spaces, apostrophes, hyphens and dots in the full name.',
    ],
    [
      'a zero-width space',
      'Meera\u200bIyer',
      'Use only letters, spaces, apostrophes, hyphens and dots in the full name.',
    ],
    ['one letter', 'M', 'The full name must be 2 to 100 characters.'],
  ])(
    'refuses a full name with %s under the field, and sends nothing',
    async (_what, name, message) => {
      const { requests } = serve();
      const { user } = renderWithProviders(<CertificatesPanel />);
      const fullName = screen.getByLabelText('Full name');
      await user.type(fullName, name);
      await user.type(screen.getByLabelText('Course'), 'CompTIA Network+');
      await user.click(screen.getByRole('button', { name: 'Issue certificate' }));
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(fullName).toBeInvalid();
      expect(fullName).toHaveAccessibleDescription(message);
      expect(fullName).toHaveFocus();
      expect(posts(requests)).toHaveLength(0);

      // Correcting the name clears its error; the form then sends the name as the API keeps it.
      await user.clear(fullName);
      await user.type(fullName, '  Meera   Iyer ');
      expect(fullName).toBeValid();
      await user.click(screen.getByRole('button', { name: 'Issue certificate' }));
      expect(await screen.findByText(/issued for Meera Iyer/)).toBeVisible();
      expect(posts(requests)[0]?.data).toEqual({
        fullName: 'Meera Iyer',
        courseName: 'CompTIA Network+',
      });
    },
  );

  it('refuses invisible characters in the course and the issuer', async () => {
    const { requests } = serve();
    const { user } = renderWithProviders(<CertificatesPanel />);
    await user.type(screen.getByLabelText('Full name'), 'Meera Iyer');
    await user.type(screen.getByLabelText('Course'), 'CompTIA\u202e Network+');
    await user.type(screen.getByLabelText('Issued by (optional)'), 'Skill\u200dbridge');
    await user.click(screen.getByRole('button', { name: 'Issue certificate' }));
    const message =
      'Remove control and invisible characters (such as direction marks or zero-width spaces).';
    expect(screen.getByLabelText('Course')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Issued by (optional)')).toHaveAccessibleDescription(message);
    expect(posts(requests)).toHaveLength(0);
  });

  it('offers issue dates from 1990-01-01 to tomorrow (UTC) and refuses others', async () => {
    const { requests } = serve();
    const { user } = renderWithProviders(<CertificatesPanel />);
    const date = screen.getByLabelText('Issue date (optional)');
    expect(date).toHaveAttribute('min', '1990-01-01');
    expect(date).toHaveAttribute('max', dayFromNow(1));
    await user.type(screen.getByLabelText('Full name'), 'Meera Iyer');
    await user.type(screen.getByLabelText('Course'), 'CompTIA Network+');
    const message = `The issue date must be between 1990-01-01 and ${dayFromNow(1)}.`;
    for (const day of ['1989-12-31', dayFromNow(2)]) {
      await user.clear(date);
      await user.type(date, day);
      await user.click(screen.getByRole('button', { name: 'Issue certificate' }));
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(date).toHaveAccessibleDescription(message);
    }
    expect(posts(requests)).toHaveLength(0);
    await user.clear(date);
    await user.type(date, dayFromNow(1));
    await user.click(screen.getByRole('button', { name: 'Issue certificate' }));
    expect(await screen.findByText(/issued for Meera Iyer/)).toBeVisible();
    expect(posts(requests)[0]?.data).toMatchObject({ issueDate: dayFromNow(1) });
  });

  it('says so in the page’s language', async () => {
    serve();
    const { user } = renderWithProviders(<CertificatesPanel />, { lang: 'fr' });
    await user.type(await screen.findByLabelText('Nom complet'), 'Agent 007');
    await user.type(screen.getByLabelText('Formation'), 'CompTIA Network+');
    await user.click(screen.getByRole('button', { name: 'Délivrer le certificat' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Le nom complet ne peut contenir que des lettres, des espaces, des apostrophes, des traits d’union et des points.',
    );
  });
});

describe('the import preview', () => {
  async function preview(text: string) {
    const { requests } = serve();
    const { user } = renderWithProviders(<CertificatesPanel />);
    await user.upload(
      screen.getByLabelText('CSV file'),
      new File([text], 'import.csv', { type: 'text/csv' }),
    );
    return requests;
  }

  it('refuses a file with unknown columns before anything is sent, naming them', async () => {
    const requests = await preview('fullName,courseName,grade,Remarks\nMeera Iyer,Network+,A,x\n');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unknown column(s): grade, Remarks. Allowed: fullName, courseName, issuedBy, issueDate, certificateId, expiryDate, recipientEmail',
    );
    expect(screen.queryByRole('button', { name: /Import/ })).not.toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);
  });

  it('flags the rows the API would refuse: names, invisible characters, issue dates', async () => {
    await preview(
      'fullName,courseName,issueDate\n' +
        'Agent 007,Network+,\n' +
        '"=HYPERLINK(""http://evil.example"")",Network+,\n' +
        'Meera Iyer,Network+\u200b,\n' +
        'Meera Iyer,Network+,1989-12-31\n' +
        'Meera Iyer,Network+,2026-01-05\n',
    );
    expect(await screen.findByText('Preview: 5 rows, 4 with problems')).toBeVisible();
    expect(
      screen.getAllByText(
        'fullName may contain only letters, spaces, apostrophes, hyphens and dots',
      ),
    ).toHaveLength(2);
    expect(
      screen.getByText(
        'courseName must not contain control characters or invisible formatting characters (such as bidirectional overrides or zero-width spaces)',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(`issueDate must be a date from 1990-01-01 to ${dayFromNow(1)}`),
    ).toBeVisible();
  });
});
