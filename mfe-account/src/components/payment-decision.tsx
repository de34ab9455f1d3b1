import type { PaymentResolution, ResolvePaymentBody, ResolvePaymentResponse } from 'contracts';
import { useState } from 'react';
import {
  Alert,
  Button,
  defineDictionary,
  http,
  serverMessage,
  useTranslation,
  type Translate,
} from 'shared';
import { DECISION_REASON } from '../lib/decision-reason';
import { statusOf } from '../lib/api-helpers';
import type { AskReason } from './confirm-dialog';
import { Buttons } from './form-layout';
import { decisionEn } from './i18n/en';
import { loadersFor } from './i18n/loaders';

/** The decision's own texts: its question, its reason, what it did and why it was refused. */
export const decisionMessages = defineDictionary(decisionEn, loadersFor('decision'));

/**
 * The texts of a decision that the tab showing it gives (the Orders tab and the Payments to
 * confirm tab each have theirs, as their other forms name them): its buttons, named by
 * {transaction} (and {reference}), the dialog's way back, and two refusals. The rest are the
 * decision's own (decisionMessages).
 */
export type DecisionKey =
  | 'keep'
  | 'decisionInvalid'
  | 'decisionForbidden'
  | 'accept'
  | 'reject'
  | 'acceptPayment'
  | 'rejectPayment';

/** What a decision is about: one held payment of an order. */
export interface HeldPayment {
  id: string;
  transactionId: string;
  orderReference: string;
  /** The amount as the page shows it (money formatted in the page's language). */
  amountText: string;
}

interface Failure {
  text: string;
  /** A conflict's cause (stock gone, order closed, decided already), as the API says it. */
  detail?: string;
}

/**
 * Accepts a held payment (its order is fulfilled; 409 when the order is no longer open or its
 * stock is gone) or rejects it (it is to be returned to the buyer), with the reason staff give;
 * the answer carries the order as it now stands.
 */
async function postDecision(
  id: string,
  resolution: PaymentResolution,
  reason: string,
): Promise<ResolvePaymentResponse> {
  const verb = resolution === 'accepted' ? 'accept' : 'reject';
  const { data } = await http.post<ResolvePaymentResponse>(
    `/commerce/payments/${encodeURIComponent(id)}/${verb}`,
    { reason } satisfies ResolvePaymentBody,
  );
  return data;
}

/**
 * Staff's decision on a held payment: the reason asked in the page's dialog (with the lengths
 * the API takes), the call, the announcement on success and the refusal explained by its cause.
 */
export function usePaymentDecision({
  t,
  askReason,
  onDecided,
  onRefused,
}: {
  t: Translate<DecisionKey>;
  askReason: AskReason;
  onDecided: (answer: ResolvePaymentResponse, text: string, tone: 'success' | 'info') => void;
  /** After a refusal (the list may have changed meanwhile). */
  onRefused?: () => void;
}) {
  const own = useTranslation(decisionMessages);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  async function decide(p: HeldPayment, resolution: PaymentResolution) {
    const accept = resolution === 'accepted';
    const named = { transaction: p.transactionId, reference: p.orderReference };
    const reason = await askReason({
      text: own(accept ? 'acceptAsk' : 'rejectAsk', { ...named, amount: p.amountText }),
      confirmLabel: own(accept ? 'acceptConfirm' : 'rejectConfirm'),
      cancelLabel: t('keep'),
      danger: !accept,
      reason: {
        label: own(accept ? 'acceptReason' : 'rejectReason'),
        hint: own('decisionHint'),
        invalid: t('decisionInvalid'),
        ...DECISION_REASON,
      },
    });
    if (reason === null) return;
    setFailure(null);
    setBusy(true);
    try {
      const answer = await postDecision(p.id, resolution, reason);
      onDecided(
        answer,
        own(accept ? 'acceptedDone' : 'rejectedDone', { ...named, reason }),
        accept ? 'success' : 'info',
      );
    } catch (refused) {
      const status = statusOf(refused);
      setFailure({
        text:
          status === 403
            ? t('decisionForbidden')
            : own(
                status === 409
                  ? accept
                    ? 'acceptConflict'
                    : 'rejectConflict'
                  : status === 404
                    ? 'paymentMissing'
                    : 'decisionFailed',
              ),
        detail: status === 409 ? serverMessage(refused) : undefined,
      });
      onRefused?.();
    } finally {
      setBusy(false);
    }
  }

  const failureAlert = failure ? (
    <Alert $tone="error" role="alert">
      {failure.text}
      {failure.detail ? <> {failure.detail}</> : null}
    </Alert>
  ) : null;

  /** Accept and Reject for one held payment, named by its transaction for screen readers. */
  function buttons(p: HeldPayment) {
    const named = { transaction: p.transactionId, reference: p.orderReference };
    return (
      <Buttons>
        <Button
          type="button"
          disabled={busy}
          aria-label={t('acceptPayment', named)}
          onClick={() => void decide(p, 'accepted')}
        >
          {t('accept')}
        </Button>
        <Button
          type="button"
          $variant="danger"
          disabled={busy}
          aria-label={t('rejectPayment', named)}
          onClick={() => void decide(p, 'rejected')}
        >
          {t('reject')}
        </Button>
      </Buttons>
    );
  }

  return { buttons, failureAlert };
}
