// Draws a tax invoice or credit note as an A4 PDF with jspdf, on the server. The standard PDF
// fonts have no rupee sign, so amounts are written "INR 1,23,456.50" (Indian grouping), as many
// Indian invoices do; the document's words are English, the language of GST records.
import { jsPDF } from 'jspdf';
import type { InvoiceDocument, InvoiceParty } from './document';

const MARGIN = 15;
const WIDTH = 210 - 2 * MARGIN;

/** Minor units as "INR 1,23,456.50" or "USD 1,234.50". */
export function pdfAmount(amount: number, currency: string): string {
  const figures = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(amount) / 100);
  return `${amount < 0 ? '- ' : ''}${currency} ${figures}`;
}

function dateOf(at: Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(at);
}

function partyLines(party: InvoiceParty): string[] {
  return [
    party.name,
    ...party.address.split('\n'),
    party.gstin ? `GSTIN: ${party.gstin}` : 'GSTIN: unregistered',
  ];
}

/** The PDF's bytes. */
export function renderInvoicePdf(doc: InvoiceDocument): Buffer {
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  const title = doc.kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE';
  pdf.setProperties({ title: `${title} ${doc.number}`, subject: doc.orderReference });
  let y = MARGIN + 5;

  pdf.setFont('helvetica', 'bold').setFontSize(16).text(title, MARGIN, y);
  pdf.setFont('helvetica', 'normal').setFontSize(9);
  const meta = [
    `${doc.kind === 'invoice' ? 'Invoice' : 'Credit note'} no.: ${doc.number}`,
    `Date: ${dateOf(doc.issuedAt)}`,
    `Order: ${doc.orderReference}`,
    `Place of supply: ${doc.placeOfSupply}`,
  ];
  if (doc.corrects) {
    meta.push(`Against invoice ${doc.corrects.number} of ${dateOf(doc.corrects.issuedAt)}`);
  }
  pdf.text(meta, MARGIN + WIDTH, y, { align: 'right' });
  y += 8 + meta.length * 4;

  const seller = partyLines(doc.seller);
  const buyer = partyLines(doc.buyer);
  pdf.setFont('helvetica', 'bold').text('Supplier', MARGIN, y);
  pdf.text('Recipient', MARGIN + WIDTH / 2, y);
  pdf.setFont('helvetica', 'normal');
  y += 4;
  pdf.text(seller, MARGIN, y);
  pdf.text(buyer, MARGIN + WIDTH / 2, y);
  y += Math.max(seller.length, buyer.length) * 4 + 6;

  // The lines: description, SAC, quantity, unit price, amount.
  const columns = [MARGIN, MARGIN + 95, MARGIN + 115, MARGIN + 150, MARGIN + WIDTH];
  pdf.setFont('helvetica', 'bold');
  pdf.text('Description', columns[0] as number, y);
  pdf.text('SAC', columns[1] as number, y);
  pdf.text('Qty', columns[2] as number, y);
  pdf.text('Unit price', columns[3] as number, y, { align: 'right' });
  pdf.text('Amount', columns[4] as number, y, { align: 'right' });
  pdf.setFont('helvetica', 'normal');
  y += 2;
  pdf.line(MARGIN, y, MARGIN + WIDTH, y);
  y += 5;
  for (const line of doc.lines) {
    const description = pdf.splitTextToSize(line.description, 90) as string[];
    pdf.text(description, columns[0] as number, y);
    pdf.text(line.sac, columns[1] as number, y);
    pdf.text(String(line.quantity), columns[2] as number, y);
    pdf.text(pdfAmount(line.unitPrice, doc.currency), columns[3] as number, y, { align: 'right' });
    pdf.text(pdfAmount(line.amount, doc.currency), columns[4] as number, y, { align: 'right' });
    y += description.length * 4 + 2;
  }
  pdf.line(MARGIN, y, MARGIN + WIDTH, y);
  y += 6;

  const { price } = doc;
  const totals: Array<[string, number]> = [];
  if (price.discount > 0) totals.push(['Discount', -price.discount]);
  totals.push(['Taxable value', price.taxable]);
  for (const tax of price.lines) totals.push([`${tax.name} @ ${tax.rateBp / 100}%`, tax.amount]);
  if (price.kind === 'export') totals.push(['IGST @ 0% (export)', 0]);
  for (const [label, amount] of totals) {
    pdf.text(label, columns[3] as number, y, { align: 'right' });
    pdf.text(pdfAmount(amount, doc.currency), columns[4] as number, y, { align: 'right' });
    y += 5;
  }
  pdf.setFont('helvetica', 'bold');
  pdf.text('Total', columns[3] as number, y, { align: 'right' });
  pdf.text(pdfAmount(price.total, doc.currency), columns[4] as number, y, { align: 'right' });
  pdf.setFont('helvetica', 'normal');
  y += 8;

  pdf.text(
    pdf.splitTextToSize(`Amount in words: ${doc.amountInWords}`, WIDTH) as string[],
    MARGIN,
    y,
  );
  y += 10;
  if (doc.exportNote) {
    pdf.text(pdf.splitTextToSize(doc.exportNote, WIDTH) as string[], MARGIN, y);
    y += 8;
  }
  if (doc.corrects) {
    pdf.text(pdf.splitTextToSize(`Reason: ${doc.corrects.reason}`, WIDTH) as string[], MARGIN, y);
    y += 8;
  }
  pdf.setFontSize(8);
  pdf.text('This is a computer-generated document and needs no signature.', MARGIN, y);
  return Buffer.from(pdf.output('arraybuffer'));
}
