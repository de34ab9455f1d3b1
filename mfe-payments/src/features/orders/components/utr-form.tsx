import type { OrderView } from 'contracts';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Field, type Translate } from 'shared';
import { sendUtr } from '../api/orders';
import type { OrdersKey } from '../i18n/messages';
import { Code } from './amount';

// The API's rule for a UTR (contracts' UtrBody), checked here so a typo is said at once.
const MIN = 6;
const MAX = 35;
const UTR = /^[A-Za-z0-9-]+$/;

/** The bank's transaction reference of the buyer's transfer, so staff can match it sooner. */
export function UtrForm({
  order,
  onSaved,
  t,
}: {
  order: OrderView;
  onSaved: (order: OrderView) => void;
  t: Translate<OrdersKey>;
}) {
  const [utr, setUtr] = useState(order.utr ?? '');
  const [error, setError] = useState<OrdersKey | null>(null);
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = utr.trim();
    const input = event.currentTarget.elements.namedItem('utr') as HTMLInputElement | null;
    if (value.length < MIN || value.length > MAX || !UTR.test(value)) {
      setError('utrInvalid');
      input?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      onSaved(await sendUtr(order.reference, value));
      setSaved(true);
    } catch {
      setError('utrFailed');
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="utr-heading">
      <h3 id="utr-heading">{t('utrHeading')}</h3>
      <Field>
        <label htmlFor="utr">{t('utrLabel')}</label>
        <p id="utr-hint">{t('utrHint')}</p>
        <input
          id="utr"
          name="utr"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX}
          value={utr}
          aria-invalid={error === 'utrInvalid' ? true : undefined}
          aria-describedby={error ? 'utr-hint utr-error' : 'utr-hint'}
          onChange={(e) => setUtr(e.target.value)}
        />
        {error && (
          <p id="utr-error" role="alert">
            {t(error)}
          </p>
        )}
      </Field>
      <Button type="submit" disabled={sending}>
        {sending ? t('utrSending') : t('utrSend')}
      </Button>
      {saved && order.utr && (
        <Alert $tone="success" role="status">
          {t('utrSaved')} <Code>{order.utr}</Code>
        </Alert>
      )}
    </form>
  );
}
