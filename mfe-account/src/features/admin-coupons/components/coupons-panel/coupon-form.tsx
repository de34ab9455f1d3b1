import { useState, type FormEvent } from 'react';
import { CURRENCIES } from 'contracts';
import { Alert, Button, useTranslation } from 'shared';
import { describedBy, focusFirstError, FormField } from '../../../../components/form-field';
import { Buttons, Grid } from '../../../../components/form-layout';
import { refusalText } from '../../../../lib/api-helpers';
import { createCoupon } from '../../api/coupons-api';
import {
  couponFromForm,
  FIELDS,
  type CouponField,
  type CouponValues,
} from '../../data/coupon-form';
import { messages } from './texts';

const EMPTY: CouponValues = {
  code: '',
  kind: 'percent',
  value: '',
  currency: 'INR',
  validFrom: '',
  validUntil: '',
  maxUses: '100',
  courses: '',
};

/** Creates a coupon: a percentage (sent in basis points) or an amount (sent in minor units). */
export function CouponForm({ onCreated }: { onCreated: (text: string) => void }) {
  const t = useTranslation(messages);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<CouponField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function change(patch: Partial<CouponValues>) {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const rest = { ...e };
      for (const key of Object.keys(patch)) delete rest[key as CouponField];
      // Another kind asks for another value: its old problem no longer applies.
      if ('kind' in patch) delete rest.value;
      return rest;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { problems, body } = couponFromForm(values);
    const texts: Partial<Record<CouponField, string>> = {};
    for (const field of FIELDS) {
      const problem = problems[field];
      if (problem) texts[field] = t(problem.key, problem.vars);
    }
    setErrors(texts);
    setFailure(null);
    if (focusFirstError('coupon', FIELDS, texts) || !body) return;
    setBusy(true);
    try {
      const created = await createCoupon(body);
      setValues(EMPTY);
      onCreated(t('created', { code: created.code }));
    } catch (error) {
      setFailure(refusalText(error, { 409: t('codeTaken') }, t('createFailed')));
    } finally {
      setBusy(false);
    }
  }

  const percent = values.kind === 'percent';
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="coupon-create-title">
      <h3 id="coupon-create-title">{t('createTitle')}</h3>
      <Grid>
        <FormField
          id="coupon-code"
          label={t('code')}
          hint={t('codeHint')}
          error={errors.code}
          autoComplete="off"
          dir="ltr"
          value={values.code}
          onChange={(e) => change({ code: e.target.value })}
        />
        <FormField id="coupon-kind" label={t('kind')}>
          <select
            id="coupon-kind"
            value={values.kind}
            onChange={(e) => change({ kind: e.target.value as CouponValues['kind'] })}
          >
            <option value="percent">{t('percent')}</option>
            <option value="fixed">{t('fixed')}</option>
          </select>
        </FormField>
        <FormField
          id="coupon-value"
          label={t(percent ? 'percentValue' : 'amountValue')}
          hint={t(percent ? 'percentHint' : 'amountHint')}
          error={errors.value}
          inputMode="decimal"
          autoComplete="off"
          value={values.value}
          onChange={(e) => change({ value: e.target.value })}
        />
        {percent ? null : (
          <FormField id="coupon-currency" label={t('currency')}>
            <select
              id="coupon-currency"
              value={values.currency}
              onChange={(e) => change({ currency: e.target.value as CouponValues['currency'] })}
            >
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {t(c === 'INR' ? 'inr' : 'usd')}
                </option>
              ))}
            </select>
          </FormField>
        )}
        {(['validFrom', 'validUntil'] as const).map((name) => (
          <FormField
            key={name}
            id={`coupon-${name}`}
            label={t(name)}
            error={errors[name]}
            type="datetime-local"
            value={values[name]}
            onChange={(e) => change({ [name]: e.target.value })}
          />
        ))}
        <FormField
          id="coupon-maxUses"
          label={t('maxUses')}
          hint={t('maxUsesHint')}
          error={errors.maxUses}
          inputMode="numeric"
          value={values.maxUses}
          onChange={(e) => change({ maxUses: e.target.value })}
        />
        <FormField
          id="coupon-courses"
          label={t('courses')}
          hint={t('coursesHint')}
          error={errors.courses}
        >
          <textarea
            id="coupon-courses"
            rows={2}
            dir="ltr"
            value={values.courses}
            {...describedBy('coupon-courses', errors.courses, t('coursesHint'))}
            onChange={(e) => change({ courses: e.target.value })}
          />
        </FormField>
      </Grid>
      {failure ? (
        <Alert $tone="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Buttons>
        <Button type="submit" disabled={busy}>
          {t('create')}
        </Button>
      </Buttons>
    </form>
  );
}
