import { useState, type FormEvent } from 'react';
import { STAFF_CONFIRM_METHODS } from 'contracts';
import { Alert, Button, useTranslation } from 'shared';
import type { Ask } from '../../../../components/confirm-dialog';
import { focusFirstError, FormField } from '../../../../components/form-field';
import { Buttons, Grid } from '../../../../components/form-layout';
import { refusalText } from '../../../../lib/api-helpers';
import { useFormats } from '../../../../lib/use-formats';
import { confirmPayment, type StaffOrderView } from '../../api/orders-api';
import { currencyOf } from '../../data/labels';
import {
  CONFIRM_FIELDS,
  confirmDefaults,
  confirmFromForm,
  type ConfirmField,
  type ConfirmMethod,
  type ConfirmValues,
} from '../../data/order-forms';
import { messages } from './texts';

const TRANSACTION_LABEL = { bank: 'utrLabel', upi: 'upiLabel', paypal: 'paypalLabel' } as const;
const OUTCOME = {
  fulfilled: 'outcomeFulfilled',
  'already-recorded': 'outcomeAlready',
  held_for_review: 'outcomeHeld',
} as const;

/**
 * Records a payment staff received by bank transfer, UPI or PayPal: the amount opens at the
 * order's total, is sent as whole paise, and the page asks before anything is recorded.
 */
export function ConfirmPaymentForm({
  order,
  ask,
  onDone,
}: {
  order: StaffOrderView;
  ask: Ask;
  onDone: (order: StaffOrderView, text: string, tone: 'success' | 'info') => void;
}) {
  const t = useTranslation(messages);
  const formats = useFormats();
  const [values, setValues] = useState<ConfirmValues>(() =>
    confirmDefaults(order.method, order.total),
  );
  const [errors, setErrors] = useState<Partial<Record<ConfirmField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function change(patch: Partial<ConfirmValues>) {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const rest = { ...e };
      for (const key of Object.keys(patch)) delete rest[key as ConfirmField];
      return rest;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { problems, body } = confirmFromForm(values);
    const texts: Partial<Record<ConfirmField, string>> = {};
    for (const field of CONFIRM_FIELDS) {
      const problem = problems[field];
      if (problem) texts[field] = t(problem);
    }
    setErrors(texts);
    setFailure(null);
    if (focusFirstError('confirm', CONFIRM_FIELDS, texts) || !body) return;
    const go = await ask({
      text: t('confirmAsk', {
        amount: formats.money(body.amount, currencyOf(order.currency)),
        reference: order.reference,
        transaction: body.transactionId,
      }),
      confirmLabel: t('record'),
      cancelLabel: t('keep'),
    });
    if (!go) return;
    setBusy(true);
    try {
      const { outcome, order: changed } = await confirmPayment(order.reference, body);
      onDone(changed, t(OUTCOME[outcome]), outcome === 'fulfilled' ? 'success' : 'info');
    } catch (error) {
      setFailure(
        refusalText(
          error,
          { 400: t('confirmRefused'), 403: t('forbidden'), 404: t('missing') },
          t('confirmFailed'),
        ),
      );
    } finally {
      setBusy(false);
    }
  }

  const hint = t('transactionHint');
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="confirm-title">
      <h3 id="confirm-title">{t('confirmTitle')}</h3>
      <Grid>
        <FormField id="confirm-method" label={t('paidBy')}>
          <select
            id="confirm-method"
            value={values.method}
            onChange={(e) => change({ method: e.target.value as ConfirmMethod })}
          >
            {STAFF_CONFIRM_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(m)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="confirm-transactionId"
          label={t(TRANSACTION_LABEL[values.method])}
          hint={hint}
          error={errors.transactionId}
          autoComplete="off"
          dir="ltr"
          value={values.transactionId}
          onChange={(e) => change({ transactionId: e.target.value })}
        />
        <FormField
          id="confirm-amount"
          label={t('amountLabel', { currency: order.currency })}
          hint={t('amountHint')}
          error={errors.amount}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={values.amount}
          onChange={(e) => change({ amount: e.target.value })}
        />
      </Grid>
      {failure ? (
        <Alert $tone="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Buttons>
        <Button type="submit" disabled={busy}>
          {t('confirm')}
        </Button>
      </Buttons>
    </form>
  );
}
