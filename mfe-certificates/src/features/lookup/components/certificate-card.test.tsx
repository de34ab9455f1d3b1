import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicCertificate } from 'contracts';
import { http } from 'shared';
import { mockApi, renderWithProviders } from 'shared/testing';
import { CertificateCard, COPIED_MS } from './certificate-card';
import { credential, genuine } from '../api/credential.fixtures';

// The PDF libraries are mocked by module name: the code must reach them through import().
const mockSave = jest.fn();
const mockText = jest.fn();
const mockTextWithLink = jest.fn();
const mockAddImage = jest.fn();
const mockJsPdf = jest.fn();
const mockHtml2canvas = jest.fn();
const mockQr = jest.fn();

jest.mock('jspdf', () => ({
  jsPDF: function FakeJsPdf(options: unknown) {
    mockJsPdf(options);
    return {
      internal: { pageSize: { getWidth: () => 210, getHeight: () => 297 } },
      addImage: mockAddImage,
      setFontSize: jest.fn(),
      text: mockText,
      textWithLink: mockTextWithLink,
      splitTextToSize: (text: string) => [text],
      save: mockSave,
    };
  },
}));
jest.mock('html2canvas', () => ({
  __esModule: true,
  default: (element: HTMLElement, options: unknown) => mockHtml2canvas(element, options),
}));
jest.mock('qrcode', () => ({
  toDataURL: (text: string, options: unknown) => mockQr(text, options),
}));

const certificate = {
  fullName: 'Asha Rao',
  certificateId: 'CERT-2024-0001',
  issuedBy: 'Example Training',
  courseName: 'CompTIA Security+',
  issueDate: '2024-03-05',
  status: 'valid' as const,
};
const deepLink = 'http://localhost/verify-certificate/CERT-2024-0001';

/** A past day and a far future one: the tests do not depend on today's date. */
const PAST = '2021-01-31';
const FUTURE = '2099-12-31';

type Reply = { status: number; body?: unknown } | 'network-error';
let api: ReturnType<typeof mockApi> | undefined;

/** The API the card calls itself: its credential, and the verifier answering `verify`. */
function serve(verify: Reply = { status: 200, body: { success: true, data: genuine } }) {
  api?.restore();
  api = mockApi((req) => {
    if (req.url === '/api/certificates/CERT-2024-0001/credential') {
      return { status: 200, body: credential };
    }
    if (req.url === '/api/credentials/verify') return verify;
    return { status: 404, body: { success: false, message: 'Not found' } };
  });
  return api;
}

beforeEach(() => {
  jest.clearAllMocks();
  serve();
  mockHtml2canvas.mockResolvedValue({
    width: 1000,
    height: 500,
    toDataURL: () => 'data:image/jpeg;base64,CARD',
  });
  mockQr.mockResolvedValue('data:image/png;base64,QR');
});

afterEach(() => {
  jest.useRealTimers();
  api?.restore();
  api = undefined;
});

function renderCard(changes: Partial<PublicCertificate> = {}, lang?: 'fr' | 'ar') {
  return renderWithProviders(
    <CertificateCard certificate={{ ...certificate, ...changes }} highlighted={false} />,
    { lang },
  );
}

const details = () => screen.getByRole('article');
const signatureChecked =
  'Digital signature checked: issued by Example Training, key key-1, signed on March 5, 2024.';

describe('Copy link', () => {
  it("offers LinkedIn's add-certification page, prefilled, in a new tab", () => {
    renderCard();
    const add = screen.getByRole('link', { name: /Add to LinkedIn profile/ });
    expect(add).toHaveAttribute('target', '_blank');
    expect(add).toHaveAttribute('rel', 'noopener noreferrer');
    const url = new URL(add.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'CompTIA Security+',
      organizationName: 'Example Training',
      issueYear: '2024',
      issueMonth: '3',
      certUrl: deepLink,
      certId: 'CERT-2024-0001',
    });
  });

  it('gives LinkedIn the expiry month and year of a certificate that expires', () => {
    renderCard({ expiryDate: '2027-03-04' });
    const add = screen.getByRole('link', { name: /Add to LinkedIn profile/ });
    const params = new URL(add.getAttribute('href')!).searchParams;
    expect(params.get('expirationYear')).toBe('2027');
    expect(params.get('expirationMonth')).toBe('3');
  });

  it('offers no LinkedIn link for a revoked certificate', () => {
    renderWithProviders(
      <CertificateCard certificate={{ ...certificate, status: 'revoked' }} highlighted={false} />,
    );
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
  });

  it('copies the absolute deep link and confirms for 2 seconds', async () => {
    jest.useFakeTimers();
    renderCard();
    // Let the signature check answer first: its update is not what this test times.
    await waitFor(() => expect(within(details()).getByRole('status')).not.toBeEmptyDOMElement());
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(deepLink);
    expect(await navigator.clipboard.readText()).toBe(deepLink);
    await act(async () => {
      // Let React commit the confirmation and start its timer.
    });
    // Announced: the confirmation is a toast in the page's polite live region, top-centre.
    expect(screen.getByText('Link copied').closest('[aria-live="polite"]')).toHaveAttribute(
      'data-toast-region',
    );

    // React's scheduler runs on the fake clock too, so allow it a few ticks either side.
    act(() => jest.advanceTimersByTime(COPIED_MS - 50));
    expect(screen.getByText('Link copied')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    const { user } = renderCard();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(
      screen.getByText(`The link could not be copied. Copy it from here: ${deepLink}`),
    ).toHaveAttribute('role', 'status');
  });
});

describe('Download PDF', () => {
  it('captures the card and saves one page named certificate-<id>.pdf with ID, link and QR', async () => {
    const { user } = renderCard();
    expect(mockJsPdf).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeEnabled();

    // The captured element is the card with the details, not the buttons.
    const [captured] = mockHtml2canvas.mock.calls[0] as [HTMLElement];
    expect(captured).toHaveTextContent('Certificate Details');
    expect(captured).toHaveTextContent('CERT-2024-0001');
    expect(captured).not.toHaveTextContent('Download PDF');

    expect(mockJsPdf).toHaveBeenCalledTimes(1);
    // Fitted to the page width: 210 mm wide, height in the card's proportions (1000 x 500).
    expect(mockAddImage).toHaveBeenCalledWith(
      'data:image/jpeg;base64,CARD',
      'JPEG',
      0,
      0,
      210,
      105,
    );
    expect(mockText).toHaveBeenCalledWith(
      'Certificate ID: CERT-2024-0001',
      expect.any(Number),
      expect.any(Number),
    );
    expect(mockTextWithLink).toHaveBeenCalledWith(
      deepLink,
      expect.any(Number),
      expect.any(Number),
      {
        url: deepLink,
      },
    );
    expect(mockQr).toHaveBeenCalledWith(deepLink, expect.anything());
    expect(mockAddImage).toHaveBeenCalledWith(
      'data:image/png;base64,QR',
      'PNG',
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
    );
    expect(mockSave).toHaveBeenCalledWith('certificate-CERT-2024-0001.pdf');
  });

  it('keeps a very tall capture on a single page', async () => {
    mockHtml2canvas.mockResolvedValue({ width: 100, height: 1000, toDataURL: () => 'tall' });
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeEnabled();
    const [, , , , , height] = mockAddImage.mock.calls[0] as number[];
    expect(height).toBeLessThan(297);
    expect(mockSave).toHaveBeenCalledTimes(1);
  });

  it('prints the labels in the page language when its script fits the PDF fonts', async () => {
    const { user } = renderWithProviders(
      <CertificateCard certificate={certificate} highlighted={false} />,
      { lang: 'fr' },
    );
    await user.click(await screen.findByRole('button', { name: 'Télécharger le PDF' }));
    await screen.findByRole('button', { name: 'Télécharger le PDF' });
    await waitFor(() => expect(mockSave).toHaveBeenCalled());
    expect(mockText).toHaveBeenCalledWith(
      'Identifiant du certificat: CERT-2024-0001',
      expect.any(Number),
      expect.any(Number),
    );
  });

  it('falls back to English labels for scripts the PDF fonts cannot print', async () => {
    const { user } = renderWithProviders(
      <CertificateCard certificate={certificate} highlighted={false} />,
      { lang: 'hi' },
    );
    await user.click(await screen.findByRole('button', { name: 'PDF डाउनलोड करें' }));
    await waitFor(() => expect(mockSave).toHaveBeenCalled());
    expect(mockText).toHaveBeenCalledWith(
      'Certificate ID: CERT-2024-0001',
      expect.any(Number),
      expect.any(Number),
    );
  });

  it('tells the user when the PDF could not be made', async () => {
    mockHtml2canvas.mockRejectedValue(new Error('canvas tainted'));
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(
      await screen.findByText('The PDF could not be created. Please try again.'),
    ).toBeVisible();
    expect(mockSave).not.toHaveBeenCalled();
  });
});

describe('Expiry', () => {
  it('shows the last valid day as Valid until, and a current certificate stays Verified', () => {
    renderCard({ expiryDate: FUTURE });
    expect(within(details()).getByText('Valid until').nextElementSibling).toHaveTextContent(
      'December 31, 2099',
    );
    expect(screen.getByRole('heading', { name: 'Certificate Details Verified' })).toBeVisible();
    expect(screen.queryByText(/Expired/)).not.toBeInTheDocument();
  });

  it('shows no Valid until for a certificate that never expires', () => {
    renderCard({ expiryDate: null });
    expect(screen.queryByText('Valid until')).not.toBeInTheDocument();
  });

  it('marks an expired certificate Expired instead of Verified and says since when', () => {
    renderCard({ expiryDate: PAST });
    const card = details();
    expect(screen.getByRole('heading', { name: 'Certificate Details Expired' })).toBeVisible();
    expect(card).not.toHaveTextContent('Verified');
    // A warning colour (white on it passes AA), not the green of a valid certificate.
    expect(within(card).getByText('Expired')).toHaveStyle({ background: '#c2410c' });
    expect(
      within(card).getByText(
        'Expired on January 31, 2021. The certificate is genuine but no longer current.',
      ),
    ).toBeVisible();
    expect(within(card).getByText('Valid until').nextElementSibling).toHaveTextContent(
      'January 31, 2021',
    );
  });

  it('shows a revoked certificate as Revoked even when it has also expired', () => {
    renderCard({ status: 'revoked', expiryDate: PAST });
    const card = details();
    expect(screen.getByRole('heading', { name: 'Certificate Details Revoked' })).toBeVisible();
    expect(
      within(card).getByText('This certificate has been revoked and is no longer valid.'),
    ).toBeVisible();
    expect(within(card).queryByText('Expired')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('Expired on');
  });

  it('puts the expiry in the PDF: in the captured card and as text, with the QR code kept', async () => {
    const { user } = renderCard({ expiryDate: PAST });
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(mockSave).toHaveBeenCalled());
    const note = 'Expired on January 31, 2021. The certificate is genuine but no longer current.';
    const [captured] = mockHtml2canvas.mock.calls[0] as [HTMLElement];
    expect(captured).toHaveTextContent(note);
    expect(mockText).toHaveBeenCalledWith(note, expect.any(Number), expect.any(Number));
    expect(mockQr).toHaveBeenCalledWith(deepLink, expect.anything());
  });

  it('prints the expiry note in English where the PDF fonts cannot print the language', async () => {
    const { user } = renderCard({ expiryDate: PAST }, 'ar');
    await user.click(await screen.findByRole('button', { name: 'تنزيل PDF' }));
    await waitFor(() => expect(mockSave).toHaveBeenCalled());
    expect(mockText).toHaveBeenCalledWith(
      'Expired on January 31, 2021. The certificate is genuine but no longer current.',
      expect.any(Number),
      expect.any(Number),
    );
  });
});

describe('Digital signature', () => {
  it('shows the card at once, then who signed it, with which key and when', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { requests } = serve();
    // Hold the verifier's answer until the test has looked at the card.
    const answerNow = http.defaults.adapter;
    http.defaults.adapter = async (config) => {
      if (config.url === '/credentials/verify') await gate;
      return answerNow(config);
    };
    renderCard();
    const line = within(details()).getByRole('status');
    expect(within(details()).getByText('Asha Rao')).toBeVisible();
    expect(line).toBeEmptyDOMElement();

    await act(async () => release());
    await waitFor(() => expect(line).toHaveTextContent(signatureChecked));
    // The issuer's name and the key keep their own direction inside a right-to-left sentence.
    expect([...line.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      'Example Training',
      'key-1',
    ]);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/certificates/CERT-2024-0001/credential',
      'POST /api/credentials/verify',
    ]);
    expect(requests[1]?.data).toEqual(credential);
  });

  it('says it in the page language, with the date written the language’s way', async () => {
    renderCard({}, 'fr');
    const line = within(await screen.findByRole('article')).getByRole('status');
    await waitFor(() =>
      expect(line).toHaveTextContent(
        'Signature numérique vérifiée : certificat délivré par Example Training, clé key-1, signé le 5 mars 2024.',
      ),
    );
  });

  it.each<[string, Reply]>([
    [
      'finds the signature not genuine',
      {
        status: 200,
        body: { success: true, data: { ...genuine, genuine: false, valid: false } },
      },
    ],
    ['fails', { status: 500, body: { success: false, message: 'Internal error' } }],
    ['cannot be reached', 'network-error'],
  ])('warns that the signature could not be checked when the verifier %s', async (_, reply) => {
    serve(reply);
    renderCard();
    expect(
      await within(details()).findByText('The digital signature could not be checked.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/Digital signature checked/)).not.toBeInTheDocument();
    // The rest of the card is there all the same.
    expect(screen.getByRole('heading', { name: 'Certificate Details Verified' })).toBeVisible();
  });
});

describe('Download credential', () => {
  it.each<[string, Partial<PublicCertificate>]>([
    ['a valid', {}],
    ['an expired', { expiryDate: PAST }],
    ['a revoked', { status: 'revoked' }],
  ])('offers the signed credential of %s certificate as a JSON file', (_, changes) => {
    renderCard(changes);
    const link = screen.getByRole('link', { name: 'Download credential (JSON)' });
    expect(link).toHaveAttribute('href', '/api/certificates/CERT-2024-0001/credential?download');
    expect(link).toHaveAttribute('download', 'CERT-2024-0001.credential.json');
  });
});
