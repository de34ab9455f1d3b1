/** The labels printed under the card image; the caller passes them in the page's language. */
export interface PdfLabels {
  certificateId: string;
  verifyAt: string;
  /** What the card says of a certificate that is not plainly valid ('Expired on …'). */
  note?: string;
}

const ENGLISH_LABELS: PdfLabels = { certificateId: 'Certificate ID', verifyAt: 'Verify online' };

/** jsPDF's built-in fonts only cover Latin-1; other scripts would print as garbage. */
function printable(labels: PdfLabels, english: PdfLabels): PdfLabels {
  const latin1 = (text = '') => [...text].every((ch) => (ch.codePointAt(0) ?? 0) <= 0xff);
  return latin1(labels.certificateId) && latin1(labels.verifyAt) && latin1(labels.note)
    ? labels
    : english;
}

/** The file name the spec fixes: certificate-<id>.pdf. */
export function pdfFileName(certificateId: string): string {
  return `certificate-${certificateId}.pdf`;
}

const MARGIN_MM = 12;
const QR_SIZE_MM = 36;
const LINE_MM = 6;

/**
 * Captures `card` and saves a one-page PDF: the image fitted to the page width,
 * then the note of an expired or revoked certificate, the certificate ID and the deep link as
 * real, searchable text, then a QR code of the deep link. `english` stands in for `labels` when
 * the PDF's fonts cannot print their script. The three libraries are imported here, on demand,
 * so they never weigh on a page's initial JavaScript.
 */
export async function downloadCertificatePdf(
  card: HTMLElement,
  certificateId: string,
  deepLink: string,
  labels: PdfLabels = ENGLISH_LABELS,
  english: PdfLabels = ENGLISH_LABELS,
): Promise<void> {
  const [{ jsPDF }, { default: html2canvas }, qrcode] = await Promise.all([
    import(/* webpackChunkName: "pdf-jspdf" */ 'jspdf'),
    import(/* webpackChunkName: "pdf-html2canvas" */ 'html2canvas'),
    import(/* webpackChunkName: "pdf-qrcode" */ 'qrcode'),
  ]);

  const canvas = await html2canvas(card, {
    scale: 2,
    backgroundColor: '#ffffff',
    logging: false,
    // The 3-second success highlight is screen feedback, not part of the certificate.
    onclone: (_doc, clone) => {
      clone.style.background = '#ffffff';
    },
  });
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const pageWidth = pdf.internal.pageSize.getWidth();
  const pageHeight = pdf.internal.pageSize.getHeight();

  const text = printable(labels, english);
  // Set before measuring: the note wraps at the size it is printed in.
  pdf.setFontSize(12);
  const noteLines: string[] = text.note
    ? pdf.splitTextToSize(text.note, pageWidth - MARGIN_MM * 2)
    : [];

  // Fitted to the page width; only a card taller than the page allows is scaled down further,
  // because the PDF must stay a single page with the text and QR code still on it.
  const belowImage = MARGIN_MM + LINE_MM * (4 + noteLines.length) + QR_SIZE_MM + MARGIN_MM;
  let imageWidth = pageWidth;
  let imageHeight = canvas.width > 0 ? (canvas.height * pageWidth) / canvas.width : 0;
  const maxImageHeight = pageHeight - belowImage;
  if (imageHeight > maxImageHeight) {
    imageWidth = (imageWidth * maxImageHeight) / imageHeight;
    imageHeight = maxImageHeight;
  }
  pdf.addImage(
    // JPEG keeps the file small (a PNG of a 2x capture weighs megabytes); text stays sharp enough.
    canvas.toDataURL('image/jpeg', 0.92),
    'JPEG',
    (pageWidth - imageWidth) / 2,
    0,
    imageWidth,
    imageHeight,
  );

  let y = imageHeight + MARGIN_MM;
  for (const line of noteLines) {
    pdf.text(line, MARGIN_MM, y);
    y += LINE_MM;
  }
  pdf.text(`${text.certificateId}: ${certificateId}`, MARGIN_MM, y);
  y += LINE_MM;
  pdf.text(`${text.verifyAt}:`, MARGIN_MM, y);
  y += LINE_MM;
  pdf.setFontSize(10);
  const linkLines: string[] = pdf.splitTextToSize(deepLink, pageWidth - MARGIN_MM * 2);
  for (const line of linkLines) {
    pdf.textWithLink(line, MARGIN_MM, y, { url: deepLink });
    y += LINE_MM - 1;
  }

  const qr = await qrcode.toDataURL(deepLink, { margin: 1, width: 256 });
  pdf.addImage(qr, 'PNG', MARGIN_MM, y, QR_SIZE_MM, QR_SIZE_MM);

  pdf.save(pdfFileName(certificateId));
}
