import type { Translate } from 'shared';
import type { CheckoutKey } from '../i18n/messages';
import type { CheckoutValues, FieldId } from '../lib/checkout-values';

/** What each section of the form is given: the values, the errors' texts, a setter, the texts. */
export interface SectionProps {
  values: CheckoutValues;
  errorOf: (id: FieldId) => string | undefined;
  change: (patch: Partial<CheckoutValues>) => void;
  t: Translate<CheckoutKey>;
}
