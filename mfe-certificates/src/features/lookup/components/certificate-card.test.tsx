import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/testing';
import { CertificateCard, COPIED_MS } from './certificate-card';

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

beforeEach(() => {
  jest.clearAllMocks();
  mockHtml2canvas.mockResolvedValue({
    width: 1000,
    height: 500,
    toDataURL: () => 'data:image/jpeg;base64,CARD',
  });
  mockQr.mockResolvedValue('data:image/png;base64,QR');
});

afterEach(() => jest.useRealTimers());

function renderCard() {
  return renderWithProviders(<CertificateCard certificate={certificate} highlighted={false} />);
}

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

  it('offers no LinkedIn link for a revoked certificate', () => {
    renderWithProviders(
      <CertificateCard certificate={{ ...certificate, status: 'revoked' }} highlighted={false} />,
    );
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
  });

  it('copies the absolute deep link and confirms for 2 seconds', async () => {
    jest.useFakeTimers();
    renderCard();
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
