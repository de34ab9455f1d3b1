import {
  formatMoney,
  isStateCode,
  priceOrder,
  type BuyerPlace,
  type Currency,
  type Lang,
  type StateCode,
} from 'contracts';
import styled from 'styled-components';
import { useI18n, useSiteConfig, type Translate } from 'shared';
import type { CheckoutKey } from '../i18n/messages';
import type { CheckoutItem } from '../lib/checkout-item';
import type { CheckoutValues } from '../lib/checkout-values';

const ANY_STATE: StateCode = '07';
const OTHER_STATE: StateCode = '27';

const Table = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.35rem 1rem;
  margin: 0;
  dt,
  dd {
    margin: 0;
  }
  dd {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: 700;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: 0.35rem;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

/** An amount in the page's language, isolated so a right-to-left sentence keeps it whole. */
export function Amount({ amount, currency }: { amount: number; currency: Currency }) {
  const { lang } = useI18n();
  return <bdi>{formatMoney({ amount, currency }, lang)}</bdi>;
}

function percent(rateBp: number, lang: Lang): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(
    rateBp / 10_000,
  );
}

/**
 * The price before placing, computed with the rules the API charges by (contracts' priceOrder):
 * rupees in India, dollars outside it; CGST+SGST in the seller's state, IGST in another, nothing
 * on an export. A coupon's discount is known only to the API, so it shows on the order. Without
 * the seller's state (a server that does not publish it) the GST is one line of the same amount.
 */
export function PriceSummary({
  item,
  values,
  quantity,
  t,
}: {
  item: CheckoutItem;
  values: CheckoutValues;
  quantity: number;
  t: Translate<CheckoutKey>;
}) {
  const { lang } = useI18n();
  const config = useSiteConfig();
  const sellerState = config.commerce?.sellerState;
  const inIndia = values.place === 'IN';
  const currency: Currency = inIndia ? 'INR' : 'USD';
  const unitPrice = inIndia ? item.priceInr : item.priceUsd;
  const known = inIndia && isStateCode(values.state) && isStateCode(sellerState);
  // The seller's state decides only between CGST+SGST and IGST for a buyer in India. While it
  // (or the buyer's state) is unknown, any state stands in: the breakdown then shows the IGST
  // form of the same 18 % as one 'GST' line.
  const seller: StateCode = known ? (sellerState as StateCode) : ANY_STATE;
  const buyer: BuyerPlace = inIndia
    ? { country: 'IN', state: known ? (values.state as StateCode) : OTHER_STATE }
    : { country: values.country || 'ZZ' };
  const price = priceOrder({ unitPrice, quantity, currency, sellerState: seller, buyer });
  const lines = price.lines;
  const money = (amount: number) => <Amount amount={amount} currency={currency} />;
  return (
    <section aria-labelledby="checkout-summary">
      <h2 id="checkout-summary">{t('summaryHeading')}</h2>
      <Table>
        <dt>
          {t('subtotal', {
            count: new Intl.NumberFormat(lang).format(quantity),
            price: formatMoney({ amount: unitPrice, currency }, lang),
          })}
        </dt>
        <dd>{money(price.subtotal)}</dd>
        {lines.map((line) => {
          const label = known ? (line.name.toLowerCase() as 'cgst' | 'sgst' | 'igst') : 'gst';
          return (
            <div key={line.name} style={{ display: 'contents' }}>
              <dt>{t(label, { rate: percent(line.rateBp, lang) })}</dt>
              <dd>{money(line.amount)}</dd>
            </div>
          );
        })}
        {!inIndia && (
          <>
            <dt>{t('exportZeroRated')}</dt>
            <dd>{money(0)}</dd>
          </>
        )}
        <dt className="total">{t('total')}</dt>
        <dd className="total">{money(price.total)}</dd>
      </Table>
      {inIndia && !known && <Note>{t('gstSplitLater')}</Note>}
      {values.coupon.trim() && <Note>{t('couponHint')}</Note>}
      <Note>{t('totalNote')}</Note>
    </section>
  );
}
