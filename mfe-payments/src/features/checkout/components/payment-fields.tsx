import type { PaymentMethod } from 'contracts';
import { useSiteConfig } from 'shared';
import { Hint } from './form-field';
import type { SectionProps } from './section-props';

const LABELS = {
  bank: ['methodBank', 'methodBankHint'],
  upi: ['methodUpi', 'methodUpiHint'],
  paypal: ['methodPaypal', 'methodPaypalHint'],
  card: ['methodCard', 'methodCardHint'],
} as const;

/**
 * Bank transfer, UPI (rupees, so India only) and PayPal always; a card only when the server says
 * card payment is on (it is off unless the card provider is configured).
 */
export function PaymentFields({ values, change, t }: SectionProps) {
  const config = useSiteConfig();
  const methods: PaymentMethod[] = ['bank'];
  if (values.place === 'IN') methods.push('upi');
  methods.push('paypal');
  if (config.commerce?.cardPayments) methods.push('card');
  return (
    <fieldset>
      <legend>{t('methodHeading')}</legend>
      {methods.map((method) => {
        const [label, hint] = LABELS[method];
        return (
          <div key={method}>
            <label>
              <input
                type="radio"
                name="method"
                value={method}
                checked={values.method === method}
                aria-describedby={`method-${method}-hint`}
                onChange={() => change({ method })}
              />{' '}
              {t(label)}
            </label>
            <Hint id={`method-${method}-hint`}>{t(hint)}</Hint>
          </div>
        );
      })}
    </fieldset>
  );
}
