import { useState } from 'react';
import { Alert, Button, type Translate } from 'shared';
import { openCardPayment } from '../api/orders';
import type { OrdersKey } from '../i18n/messages';
import { leaveFor } from '../lib/leave-for';

/**
 * A card order awaiting payment: the button that opens the card provider's hosted page (the
 * server opens a session for the order's exact amount). The payment is confirmed by the
 * provider's signed webhook, never by this page; coming back, the page shows the order's status.
 */
export function CardPayment({ reference, t }: { reference: string; t: Translate<OrdersKey> }) {
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  const open = async () => {
    setState('opening');
    try {
      leaveFor(await openCardPayment(reference));
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <p>{t('cardHint')}</p>
      <p>
        <Button type="button" disabled={state === 'opening'} onClick={() => void open()}>
          {state === 'opening' ? t('cardOpening') : t('cardPay')}
        </Button>
      </p>
      {state === 'failed' && (
        <Alert $tone="error" role="alert">
          {t('cardFailed')}
        </Alert>
      )}
    </>
  );
}
