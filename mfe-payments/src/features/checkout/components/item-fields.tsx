import { QUANTITY_LIMITS } from 'contracts';
import { useI18n } from 'shared';
import type { CheckoutItem } from '../lib/checkout-item';
import { describedBy, FormField } from './form-field';
import { Amount } from './price-summary';
import type { SectionProps } from './section-props';

function date(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** The item, its quantity and, for seats, one attendee's name per seat. */
export function ItemFields({
  item,
  values,
  errorOf,
  change,
  t,
}: SectionProps & { item: CheckoutItem }) {
  const { lang } = useI18n();
  const { min, max } = QUANTITY_LIMITS[item.kind];
  const quantityError = errorOf('quantity');
  const inIndia = values.place === 'IN';
  return (
    <section aria-labelledby="checkout-item">
      <h2 id="checkout-item">{t('itemHeading')}</h2>
      {item.kind === 'voucher' || !item.batch ? (
        <p>{t('voucherItem', { course: item.courseTitle ?? item.courseSlug })}</p>
      ) : (
        <>
          <p>
            {t('seatItem', {
              course: item.courseTitle ?? item.courseSlug,
              start: date(item.batch.startsOn, lang),
              end: date(item.batch.endsOn, lang),
            })}
          </p>
          <p>{t('schedule', { schedule: item.batch.schedule })}</p>
          <p>
            {t('seatsLeft', { count: new Intl.NumberFormat(lang).format(item.batch.seatsLeft) })}
          </p>
        </>
      )}
      <p>
        {t('unitPrice')}:{' '}
        <Amount
          amount={inIndia ? item.priceInr : item.priceUsd}
          currency={inIndia ? 'INR' : 'USD'}
        />
      </p>
      <FormField
        id="quantity"
        label={t('quantity')}
        hint={t(item.kind === 'seat' ? 'quantitySeatHint' : 'quantityVoucherHint', { min, max })}
        error={quantityError}
      >
        <input
          id="quantity"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={values.quantity}
          aria-invalid={quantityError ? true : undefined}
          aria-describedby={describedBy('quantity', true, !!quantityError)}
          onChange={(e) => change({ quantity: e.target.value })}
        />
      </FormField>
      {item.kind === 'seat' && (
        <fieldset>
          <legend>{t('attendeesHeading')}</legend>
          {values.attendees.map((name, i) => {
            const id = `attendee-${i}` as const;
            const error = errorOf(id);
            return (
              <FormField key={id} id={id} label={t('attendee', { n: i + 1 })} error={error}>
                <input
                  id={id}
                  autoComplete="name"
                  maxLength={100}
                  value={name}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(id, false, !!error)}
                  onChange={(e) =>
                    change({
                      attendees: values.attendees.map((a, j) => (j === i ? e.target.value : a)),
                    })
                  }
                />
              </FormField>
            );
          })}
        </fieldset>
      )}
    </section>
  );
}
