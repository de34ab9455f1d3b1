import { QUANTITY_LIMITS } from 'contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, paths, useTranslation } from 'shared';
import { placeOrder } from '../api/place-order';
import { checkoutMessages } from '../i18n/messages';
import type { CheckoutItem } from '../lib/checkout-item';
import {
  emptyValues,
  newIdempotencyKey,
  orderBody,
  quantityOf,
  validate,
  type CheckoutValues,
  type FieldErrors,
  type FieldId,
} from '../lib/checkout-values';
import { orderRefusal, type OrderRefusal } from '../lib/order-errors';
import { BillingFields } from './billing-fields';
import { ItemFields } from './item-fields';
import { PaymentFields } from './payment-fields';
import { PriceSummary } from './price-summary';

// A grid column, a fieldset and a select are as wide as their widest content unless told
// otherwise: the state list's longest name pushed the form past a phone's 360 px.
const Layout = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  fieldset {
    min-width: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: 0.75rem 1rem;
    margin: 0 0 1rem;
  }
  select,
  input {
    max-width: 100%;
  }
`;

/** Seats need one name each: the list follows a valid quantity and keeps the names typed. */
function resized(attendees: string[], count: number): string[] {
  return Array.from({ length: count }, (_, i) => attendees[i] ?? '');
}

/**
 * The checkout's form. Every field says what is wrong with it and the first wrong one gets the
 * focus; a valid form places the order once (the key is made once per checkout, and a submit
 * while one is under way sends nothing), then shows the order.
 */
export function CheckoutForm({ item }: { item: CheckoutItem }) {
  const t = useTranslation(checkoutMessages);
  const navigate = useNavigate();
  const [values, setValues] = useState<CheckoutValues>(() => emptyValues(item.kind));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<OrderRefusal | null>(null);
  const [placing, setPlacing] = useState(false);
  const [focus, setFocus] = useState<{ id: string } | null>(null);
  const [key] = useState(newIdempotencyKey);
  const sending = useRef(false);
  const { min, max } = QUANTITY_LIMITS[item.kind];

  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);

  const change = (patch: Partial<CheckoutValues>) =>
    setValues((current) => {
      const next = { ...current, ...patch };
      const count = quantityOf(next, item.kind);
      if (item.kind === 'seat' && count !== null && count !== next.attendees.length)
        next.attendees = resized(next.attendees, count);
      return next;
    });

  const errorOf = (id: FieldId) => {
    const problem = errors[id];
    return problem ? t(problem, { min, max }) : undefined;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const found = validate(values, item.kind);
    setErrors(found);
    setRefusal(null);
    const first = Object.keys(found)[0];
    if (first) {
      setFocus({ id: first });
      return;
    }
    sending.current = true;
    setPlacing(true);
    try {
      const order = await placeOrder(orderBody(item, values, key));
      // Still 'sending': the page is leaving, and nothing more may be sent from it.
      void navigate(paths.order(order.reference));
    } catch (error) {
      const refused = orderRefusal(error);
      setRefusal(refused);
      if (refused.field) setErrors({ [refused.field]: refused.key });
      setFocus({ id: refused.field ?? 'checkout-refusal' });
      sending.current = false;
      setPlacing(false);
    }
  }

  const quantity = quantityOf(values, item.kind) ?? min;
  const invalid = Object.keys(errors).length > 0;
  const section = { values, errorOf, change, t };
  return (
    <Layout noValidate onSubmit={(e) => void submit(e)} aria-busy={placing || undefined}>
      {refusal ? (
        <Alert $tone="error" role="alert" id="checkout-refusal" tabIndex={-1}>
          {refusal.text ?? t(refusal.key, { min, max })}
        </Alert>
      ) : (
        invalid && (
          <Alert $tone="error" role="alert">
            {t('fixErrors')}
          </Alert>
        )
      )}
      <ItemFields item={item} {...section} />
      <BillingFields {...section} />
      <PaymentFields {...section} />
      <PriceSummary item={item} values={values} quantity={quantity} t={t} />
      <div>
        <Button type="submit" $variant="primary" disabled={placing}>
          {placing ? t('placing') : t('placeOrder')}
        </Button>
      </div>
    </Layout>
  );
}
