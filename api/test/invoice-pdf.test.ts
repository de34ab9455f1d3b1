import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { documentNumber, priceOrder, type StateCode } from 'contracts';
import { invoiceDocument, type InvoiceParty } from '../src/invoices/document';
import { renderInvoicePdf } from '../src/invoices/invoice-pdf';

// The PDF is read back with poppler's pdftotext (CI installs poppler-utils beside Chromium), so
// these tests check what a person or an accountant's software reads, not how jspdf stored it.
const dir = mkdtempSync(path.join(tmpdir(), 'invoice-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function textOf(pdf: Buffer): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const seller = {
  name: 'Skillbridge IT Academy (demo)',
  address: 'Office 12, Demo Tower, Connaught Place\nNew Delhi 110001, India',
  country: 'IN',
  state: '07' as StateCode,
  gstin: '07AAKCS4821M1ZY',
};

function invoiceFor(buyer: InvoiceParty, quantity = 2) {
  const price = priceOrder({
    unitPrice: 2_950_000,
    quantity,
    currency: buyer.country === 'IN' ? 'INR' : 'USD',
    sellerState: '07',
    buyer:
      buyer.country === 'IN'
        ? { country: 'IN', state: buyer.state as StateCode }
        : { country: buyer.country },
  });
  return invoiceDocument({
    number: documentNumber('invoice', '26-27', 123),
    issuedAt: new Date('2026-11-27T10:00:00Z'),
    orderReference: 'SB-ORD-7K3P-9QXA',
    seller,
    buyer,
    description: 'CompTIA Security+ (SY0-701) exam voucher',
    price,
  });
}

describe('the GST tax invoice PDF', () => {
  it('states both parties, the place of supply, the SAC, CGST and SGST, and the total in words', () => {
    const text = textOf(
      renderInvoicePdf(
        invoiceFor({
          name: 'Asha Rao',
          address: 'Karol Bagh, New Delhi',
          country: 'IN',
          state: '07',
        }),
      ),
    );
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('Invoice no.: SB/26-27/000123');
    expect(text).toContain('Order: SB-ORD-7K3P-9QXA');
    expect(text).toContain('GSTIN: 07AAKCS4821M1ZY');
    expect(text).toContain('GSTIN: unregistered');
    expect(text).toContain('Place of supply: Delhi (07)');
    expect(text).toContain('999293');
    expect(text).toMatch(/CGST @ 9%\s+INR 5,310.00/);
    expect(text).toMatch(/SGST @ 9%\s+INR 5,310.00/);
    expect(text).toMatch(/Total\s+INR 69,620.00/);
    expect(text).toContain('Rupees Sixty-Nine Thousand Six Hundred Twenty Only');
  });

  it('charges IGST to a business in another state, with its GSTIN', () => {
    const text = textOf(
      renderInvoicePdf(
        invoiceFor({
          name: 'Acme Training Pvt Ltd',
          address: 'Andheri East, Mumbai',
          country: 'IN',
          state: '27',
          gstin: '27AAPFU0939F1ZV',
        }),
      ),
    );
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toMatch(/IGST @ 18%\s+INR 10,620.00/);
    expect(text).not.toContain('CGST');
  });

  it('zero-rates an export and says why', () => {
    const text = textOf(
      renderInvoicePdf(invoiceFor({ name: 'Omar Haddad', address: 'Dubai', country: 'AE' }, 1)),
    );
    expect(text).toContain('Place of supply: Outside India (AE)');
    expect(text).toMatch(/IGST @ 0% \(export\)\s+USD 0.00/);
    expect(text).toContain('export of services under LUT');
    expect(text).toContain('US Dollars Twenty-Nine Thousand Five Hundred Only');
  });

  it('makes a credit note that names the invoice it corrects', () => {
    const original = invoiceFor({
      name: 'Asha Rao',
      address: 'New Delhi',
      country: 'IN',
      state: '07',
    });
    const text = textOf(
      renderInvoicePdf({
        ...original,
        kind: 'credit-note',
        number: documentNumber('credit-note', '26-27', 4),
        corrects: {
          number: original.number,
          issuedAt: original.issuedAt,
          reason: 'Order cancelled before the exam voucher was used',
        },
      }),
    );
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('Credit note no.: CN/26-27/000004');
    expect(text).toContain('Against invoice SB/26-27/000123 of 27 Nov 2026');
    expect(text).toContain('Reason: Order cancelled before the exam voucher was used');
  });
});
