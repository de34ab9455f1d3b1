// The tax on a sale of training or exam vouchers (SAC 999293, GST 18 %). Where the buyer is
// decides the split: in the seller's state, half as CGST and half as SGST; in another Indian
// state, all of it as IGST; outside India, an export of services, zero-rated.
//
// Rounding, stated once: each tax line is the taxable value × its rate, rounded to the nearest
// paisa with a half paisa rounded up (applyRate). CGST and SGST are rounded separately, so a
// same-state total may differ by one paisa from 18 % rounded once: the invoice shows the lines,
// and the total is their sum.
import type { StateCode } from './gstin';
import { applyRate } from './money';

/** Services Accounting Code of commercial training and coaching. */
export const TRAINING_SAC = '999293';

/** The GST rate of training services, in basis points. */
export const GST_RATE_BP = 1800;

export type SupplyKind = 'intra-state' | 'inter-state' | 'export';

/** Where the buyer is: an Indian state, or a country outside India (ISO 3166 alpha-2). */
export type BuyerPlace =
  { country: 'IN'; state: StateCode } | { country: string; state?: undefined };

export function supplyKind(sellerState: StateCode, buyer: BuyerPlace): SupplyKind {
  if (buyer.country !== 'IN') return 'export';
  return buyer.state === sellerState ? 'intra-state' : 'inter-state';
}

export type TaxName = 'CGST' | 'SGST' | 'IGST';

export interface TaxLine {
  name: TaxName;
  rateBp: number;
  amount: number;
}

export interface TaxBreakdown {
  kind: SupplyKind;
  taxable: number;
  lines: TaxLine[];
  tax: number;
  total: number;
}

/** The tax lines on a taxable value (minor units) for a kind of supply. */
export function taxOn(taxable: number, kind: SupplyKind): TaxBreakdown {
  const lines: TaxLine[] = [];
  if (kind === 'intra-state') {
    const half = GST_RATE_BP / 2;
    lines.push({ name: 'CGST', rateBp: half, amount: applyRate(taxable, half) });
    lines.push({ name: 'SGST', rateBp: half, amount: applyRate(taxable, half) });
  } else if (kind === 'inter-state') {
    lines.push({ name: 'IGST', rateBp: GST_RATE_BP, amount: applyRate(taxable, GST_RATE_BP) });
  }
  const tax = lines.reduce((sum, line) => sum + line.amount, 0);
  return { kind, taxable, lines, tax, total: taxable + tax };
}
