import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, useTranslation } from 'shared';
import type { Ask } from '../../../../components/confirm-dialog';
import { DataTable } from '../../../../components/data-table';
import { Buttons } from '../../../../components/form-layout';
import { errorText } from '../../../../lib/api-helpers';
import { useFormats } from '../../../../lib/use-formats';
import { confirmPayment, listAwaiting, type AwaitingOrder } from '../../api/payments-api';
import { messages } from './texts';
import { currencyOf, whyKey } from './labels';

/**
 * Orders awaiting a bank transfer or UPI payment, newest first, with the UTR the buyer gave; one
 * with a UTR is confirmed here after the page's question, for its exact total.
 */
export function AwaitingSection({
  ask,
  refreshKey,
  onConfirmed,
}: {
  ask: Ask;
  refreshKey: number;
  onConfirmed: (text: string, tone: 'success' | 'info') => void;
}) {
  const t = useTranslation(messages);
  const formats = useFormats();
  const [rows, setRows] = useState<AwaitingOrder[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(0);

  const load = useCallback(async (after: string | null) => {
    const call = ++latest.current;
    setError(null);
    try {
      const page = await listAwaiting(after);
      if (call !== latest.current) return;
      setRows((shown) => (after && shown ? [...shown, ...page.rows] : page.rows));
      setNext(page.next);
    } catch (failed) {
      if (call === latest.current) setError(failed);
    }
  }, []);

  useEffect(() => {
    void load(null);
    return () => {
      latest.current += 1;
    };
  }, [load, refreshKey]);

  async function confirm(order: AwaitingOrder) {
    if (!order.utr) return;
    const amount = formats.money(order.total, currencyOf(order.currency));
    const go = await ask({
      text: t('confirmAsk', { amount, reference: order.reference, utr: order.utr }),
      confirmLabel: t('record'),
      cancelLabel: t('keep'),
    });
    if (!go) return;
    setFailure(null);
    try {
      const outcome = await confirmPayment(order.reference, {
        method: order.method === 'upi' ? 'upi' : 'bank',
        transactionId: order.utr,
        amount: order.total,
      });
      const said =
        outcome === 'fulfilled'
          ? 'outcomeFulfilled'
          : outcome === 'held_for_review'
            ? 'outcomeHeld'
            : 'outcomeAlready';
      onConfirmed(
        t('confirmedOrder', { reference: order.reference, outcome: t(said) }),
        outcome === 'fulfilled' ? 'success' : 'info',
      );
    } catch (refused) {
      setFailure(t('confirmFailed', { why: t(whyKey(refused)) }));
    }
  }

  return (
    <section aria-labelledby="awaiting-title">
      <h3 id="awaiting-title">{t('awaitingTitle')}</h3>
      <p>{t('awaitingHelp')}</p>
      {error ? (
        <Alert $tone="error" role="alert">
          {errorText(error, t('awaitingFailed'))}
        </Alert>
      ) : null}
      {failure ? (
        <Alert $tone="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      {rows || !error ? (
        <DataTable
          loading={t('loading')}
          none={t('noneAwaiting')}
          caption={t('awaitingTitle')}
          rows={rows}
          rowKey={(r) => r.reference}
          pageSize={rows?.length}
          columns={[
            {
              key: 'reference',
              label: t('reference'),
              render: (r) => <bdi dir="ltr">{r.reference}</bdi>,
            },
            { key: 'buyer', label: t('buyer'), render: (r) => <bdi dir="ltr">{r.buyerEmail}</bdi> },
            {
              key: 'method',
              label: t('method'),
              render: (r) => t(r.method === 'upi' ? 'upi' : 'bank'),
            },
            {
              key: 'total',
              label: t('total'),
              render: (r) => <bdi dir="ltr">{formats.money(r.total, currencyOf(r.currency))}</bdi>,
              sortValue: (r) => r.total,
            },
            {
              key: 'hold',
              label: t('holdUntil'),
              render: (r) => formats.dateTime(r.holdUntil),
              sortValue: (r) => r.holdUntil,
            },
            {
              key: 'utr',
              label: t('utr'),
              render: (r) => (r.utr ? <bdi dir="ltr">{r.utr}</bdi> : t('noUtr')),
            },
            {
              key: 'actions',
              label: t('actions'),
              render: (r) =>
                r.utr ? (
                  <Button
                    type="button"
                    aria-label={t('confirmOrder', { reference: r.reference })}
                    onClick={() => void confirm(r)}
                  >
                    {t('confirm')}
                  </Button>
                ) : null,
            },
          ]}
        />
      ) : null}
      {next ? (
        <Buttons>
          <Button type="button" $variant="secondary" onClick={() => void load(next)}>
            {t('more')}
          </Button>
        </Buttons>
      ) : null}
    </section>
  );
}
