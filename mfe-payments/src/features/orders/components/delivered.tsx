import { useState } from 'react';
import { Alert, Button, useI18n, type Translate } from 'shared';
import {
  downloadDocument,
  revealVouchers,
  type OrderView,
  type RevealedVoucher,
} from '../api/orders';
import type { OrdersKey } from '../i18n/messages';
import { day } from '../lib/format';
import { Code } from './amount';

/** A paid order's exam voucher codes, shown on request (the API records every showing). */
function VoucherCodes({ order, t }: { order: OrderView; t: Translate<OrdersKey> }) {
  const { lang } = useI18n();
  const [codes, setCodes] = useState<RevealedVoucher[] | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const reveal = async () => {
    setState('loading');
    try {
      setCodes(await revealVouchers(order.reference));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <section aria-labelledby="vouchers-heading">
      <h2 id="vouchers-heading">{t('vouchersHeading')}</h2>
      {codes ? (
        <ul>
          {codes.map((voucher) => (
            <li key={voucher.code}>
              <Code>{voucher.code}</Code> —{' '}
              {t('voucherExpires', { date: day(voucher.expiresOn, lang) })}
            </li>
          ))}
        </ul>
      ) : (
        <>
          <p>{t('vouchersNote')}</p>
          <Button type="button" onClick={() => void reveal()} disabled={state === 'loading'}>
            {state === 'loading' ? t('vouchersRevealing') : t('vouchersReveal')}
          </Button>
        </>
      )}
      {state === 'failed' && (
        <Alert $tone="error" role="alert">
          {t('vouchersFailed')}
        </Alert>
      )}
    </section>
  );
}

/** The invoice or the credit note, fetched with the session and saved as a PDF. */
function DocumentButton({
  order,
  kind,
  number,
  t,
}: {
  order: OrderView;
  kind: 'invoice' | 'credit-note';
  number: string;
  t: Translate<OrdersKey>;
}) {
  const [failed, setFailed] = useState(false);
  const download = () =>
    downloadDocument(order.reference, kind, number).then(
      () => setFailed(false),
      () => setFailed(true),
    );
  return (
    <p>
      <Button type="button" $variant="secondary" onClick={() => void download()}>
        {t(kind === 'invoice' ? 'invoiceDownload' : 'creditNoteDownload', { number })}
      </Button>
      {failed && (
        <Alert $tone="error" role="alert">
          {t('downloadFailed')}
        </Alert>
      )}
    </p>
  );
}

/** What a paid order gives: the codes or the seats' confirmation, and its GST documents. */
export function Delivered({ order, t }: { order: OrderView; t: Translate<OrdersKey> }) {
  const vouchers = order.lines.some((line) => line.kind === 'voucher');
  const seats = order.lines.some((line) => line.kind === 'seat');
  return (
    <>
      {vouchers && order.status === 'fulfilled' && <VoucherCodes order={order} t={t} />}
      {seats && order.status === 'fulfilled' && <p>{t('seatsConfirmed')}</p>}
      {order.invoiceNumber && (
        <DocumentButton order={order} kind="invoice" number={order.invoiceNumber} t={t} />
      )}
      {order.creditNoteNumber && (
        <DocumentButton order={order} kind="credit-note" number={order.creditNoteNumber} t={t} />
      )}
    </>
  );
}
