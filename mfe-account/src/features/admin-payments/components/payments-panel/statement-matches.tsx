import { useState } from 'react';
import { Button, usePlural, useTranslation } from 'shared';
import type { Ask } from '../../../../components/confirm-dialog';
import { DataTable } from '../../../../components/data-table';
import { FieldError } from '../../../../components/form-field';
import { Buttons } from '../../../../components/form-layout';
import { useFormats } from '../../../../lib/use-formats';
import {
  confirmPayment,
  type ConfirmOutcome,
  type StatementMatch,
  type StatementResult,
} from '../../api/payments-api';
import type { StatementUnmatched } from 'contracts';
import { currencyOf, whyKey } from './labels';
import { messages } from './texts';

const OUTCOME = {
  fulfilled: 'outcomeFulfilled',
  'already-recorded': 'outcomeAlready',
  held_for_review: 'outcomeHeld',
} as const;

const MISMATCH = {
  'no-reference': 'mismatch_noReference',
  'bad-amount': 'mismatch_badAmount',
  'bad-utr': 'mismatch_badUtr',
  'no-order': 'mismatch_noOrder',
  'order-not-awaiting': 'mismatch_notAwaiting',
  'order-currency': 'mismatch_currency',
  'amount-differs': 'mismatch_amount',
  'matched-earlier': 'mismatch_earlier',
} as const satisfies Record<StatementUnmatched['why'], string>;

type Done = { outcome: ConfirmOutcome } | { why: ReturnType<typeof whyKey> };

/**
 * A statement's matches, each with a box to tick, and the rows that match nothing with why.
 * Only the ticked matches are recorded, one request each, after the page's question; a row
 * recorded already cannot be ticked again.
 */
export function StatementMatches({
  result,
  ask,
  onConfirmed,
}: {
  result: StatementResult;
  ask: Ask;
  onConfirmed: (text: string) => void;
}) {
  const t = useTranslation(messages);
  const plural = usePlural(t);
  const formats = useFormats();
  /**
   * Why a row matches no order, in the page's language. References, codes and amounts are set
   * left to right inside the sentence (Unicode isolates, as <bdi> does), so Arabic reads right.
   */
  const mismatchText = (u: StatementUnmatched) => {
    const ltr = (value: string | undefined) => `\u2066${value ?? ''}\u2069`;
    const money = (paise: number | undefined) =>
      paise === undefined ? '' : formats.money(paise, currencyOf(u.currency ?? 'INR'));
    return t(MISMATCH[u.why], {
      reference: ltr(u.reference),
      currency: ltr(u.currency),
      cell: ltr(u.cell),
      orderAmount: ltr(money(u.orderAmount)),
      rowAmount: ltr(money(u.rowAmount)),
    });
  };
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [done, setDone] = useState<ReadonlyMap<number, Done>>(new Map());
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  function toggle(row: number, on: boolean) {
    setProblem(undefined);
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(row);
      else next.delete(row);
      return next;
    });
  }

  async function confirmTicked() {
    const chosen = result.matched.filter((m) => ticked.has(m.row) && !done.has(m.row));
    if (chosen.length === 0) {
      setProblem(t('noneTicked'));
      document.getElementById(`statement-tick-${result.matched[0]?.row ?? 0}`)?.focus();
      return;
    }
    const go = await ask({
      text: plural('confirmTickedAsk', chosen.length),
      confirmLabel: t('record'),
      cancelLabel: t('keep'),
    });
    if (!go) return;
    setBusy(true);
    const outcomes = new Map(done);
    let recorded = 0;
    // One at a time: each records a payment and fulfils an order in its own transaction.
    for (const match of chosen) {
      try {
        const outcome = await confirmPayment(match.orderReference, {
          method: 'bank',
          transactionId: match.transactionId,
          amount: match.amount,
        });
        outcomes.set(match.row, { outcome });
        recorded += 1;
      } catch (error) {
        outcomes.set(match.row, { why: whyKey(error) });
      }
      setDone(new Map(outcomes));
    }
    setTicked(new Set());
    setBusy(false);
    if (recorded > 0) onConfirmed(plural('confirmedCount', recorded));
  }

  const outcomeOf = (m: StatementMatch) => {
    const d = done.get(m.row);
    if (!d) return '';
    return 'outcome' in d ? t(OUTCOME[d.outcome]) : t('outcomeFailed', { why: t(d.why) });
  };

  return (
    <>
      <h4>{t('matchedTitle')}</h4>
      {result.matched.length === 0 ? (
        <p>{t('matchedNone')}</p>
      ) : (
        <>
          <DataTable
            caption={t('matchedTitle')}
            rows={result.matched}
            rowKey={(m) => String(m.row)}
            pageSize={result.matched.length}
            columns={[
              {
                key: 'tick',
                label: t('tick'),
                render: (m) => (
                  <input
                    id={`statement-tick-${m.row}`}
                    type="checkbox"
                    aria-label={t('tickRow', { row: m.row, reference: m.orderReference })}
                    aria-invalid={!!problem}
                    aria-describedby={problem ? 'statement-ticks-error' : undefined}
                    disabled={busy || (done.has(m.row) && 'outcome' in done.get(m.row)!)}
                    checked={ticked.has(m.row)}
                    onChange={(e) => toggle(m.row, e.target.checked)}
                  />
                ),
              },
              { key: 'row', label: t('row'), render: (m) => formats.number(m.row) },
              {
                key: 'order',
                label: t('order'),
                render: (m) => <bdi dir="ltr">{m.orderReference}</bdi>,
              },
              {
                key: 'amount',
                label: t('amount'),
                render: (m) => <bdi dir="ltr">{formats.money(m.amount, 'INR')}</bdi>,
              },
              {
                key: 'utr',
                label: t('transactionId'),
                render: (m) => <bdi dir="ltr">{m.transactionId}</bdi>,
              },
              { key: 'outcome', label: t('outcome'), render: outcomeOf },
            ]}
          />
          <FieldError id="statement-ticks-error" text={problem} />
          <Buttons>
            <Button type="button" disabled={busy} onClick={() => void confirmTicked()}>
              {t('confirmTicked')}
            </Button>
          </Buttons>
        </>
      )}
      <h4>{t('unmatchedTitle')}</h4>
      {result.unmatched.length === 0 ? (
        <p>{t('unmatchedNone')}</p>
      ) : (
        <DataTable
          caption={t('unmatchedTitle')}
          rows={result.unmatched}
          rowKey={(u) => String(u.row)}
          pageSize={50}
          columns={[
            { key: 'row', label: t('row'), render: (u) => formats.number(u.row) },
            { key: 'reason', label: t('reason'), render: (u) => mismatchText(u) },
          ]}
        />
      )}
    </>
  );
}
