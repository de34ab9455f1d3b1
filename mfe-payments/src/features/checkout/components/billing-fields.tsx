import { INDIAN_STATES } from 'contracts';
import { useMemo } from 'react';
import { useI18n } from 'shared';
import { countriesIn } from '../lib/countries';
import type { FieldId } from '../lib/checkout-values';
import { describedBy, FormField } from './form-field';
import type { SectionProps } from './section-props';

const STATES = Object.entries(INDIAN_STATES);

/** The name and address on the invoice, where the buyer is (the tax depends on it), the GSTIN. */
export function BillingFields({ values, errorOf, change, t }: SectionProps) {
  const { lang } = useI18n();
  const countries = useMemo(() => countriesIn(lang), [lang]);
  const control = (id: FieldId, hint = false) => {
    const error = errorOf(id);
    return {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, hint, !!error),
    };
  };
  return (
    <section aria-labelledby="checkout-billing">
      <h2 id="checkout-billing">{t('billingHeading')}</h2>
      <FormField id="name" label={t('billingName')} error={errorOf('name')}>
        <input
          {...control('name')}
          autoComplete="name"
          maxLength={120}
          value={values.name}
          onChange={(e) => change({ name: e.target.value })}
        />
      </FormField>
      <FormField id="address" label={t('billingAddress')} error={errorOf('address')}>
        <textarea
          {...control('address')}
          autoComplete="street-address"
          rows={3}
          maxLength={400}
          value={values.address}
          onChange={(e) => change({ address: e.target.value })}
        />
      </FormField>
      <fieldset>
        <legend>{t('location')}</legend>
        {(['IN', 'abroad'] as const).map((place) => (
          <label key={place}>
            <input
              type="radio"
              name="place"
              value={place}
              checked={values.place === place}
              onChange={() =>
                change({
                  place,
                  // UPI takes rupees only, so it is not offered outside India.
                  ...(place === 'abroad' && values.method === 'upi' ? { method: 'bank' } : {}),
                })
              }
            />{' '}
            {t(place === 'IN' ? 'inIndia' : 'outsideIndia')}
          </label>
        ))}
      </fieldset>
      {values.place === 'IN' ? (
        <FormField id="state" label={t('state')} error={errorOf('state')}>
          <select
            {...control('state')}
            value={values.state}
            onChange={(e) => change({ state: e.target.value })}
          >
            <option value="">{t('chooseState')}</option>
            {STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </FormField>
      ) : (
        <FormField id="country" label={t('country')} error={errorOf('country')}>
          <select
            {...control('country')}
            autoComplete="country"
            value={values.country}
            onChange={(e) => change({ country: e.target.value })}
          >
            <option value="">{t('chooseCountry')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </FormField>
      )}
      {values.place === 'IN' && (
        <FormField id="gstin" label={t('gstin')} hint={t('gstinHint')} error={errorOf('gstin')}>
          <input
            {...control('gstin', true)}
            dir="ltr"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            value={values.gstin}
            onChange={(e) => change({ gstin: e.target.value })}
          />
        </FormField>
      )}
      <FormField id="coupon" label={t('coupon')} hint={t('couponHint')} error={errorOf('coupon')}>
        <input
          {...control('coupon', true)}
          dir="ltr"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={values.coupon}
          onChange={(e) => change({ coupon: e.target.value })}
        />
      </FormField>
    </section>
  );
}
