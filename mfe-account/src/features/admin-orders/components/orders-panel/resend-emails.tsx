import { useState } from 'react';
import { Alert, Button, usePlural, useTranslation } from 'shared';
import type { Ask } from '../../../../components/confirm-dialog';
import { refusalText } from '../../../../lib/api-helpers';
import { resendEmails, type StaffOrderView } from '../../api/orders-api';
import { messages } from './texts';

/**
 * Sends the order's e-mails to its buyer again, after the page's question: how to pay while it
 * awaits payment; the receipt, invoice and codes or seats once fulfilled. What was queued is
 * announced where the button is (a toast would be gone before staff read the count), and the
 * order reloaded so that its timeline shows it.
 */
export function ResendEmails({
  order,
  ask,
  onSent,
}: {
  order: StaffOrderView;
  ask: Ask;
  onSent: () => void;
}) {
  const t = useTranslation(messages);
  const plural = usePlural(t);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function resend() {
    const go = await ask({
      text: t('resendAsk', { reference: order.reference, email: order.buyerEmail }),
      confirmLabel: t('resendConfirm'),
      cancelLabel: t('keep'),
    });
    if (!go) return;
    setSaid('');
    setFailure(null);
    setBusy(true);
    try {
      const queued = await resendEmails(order.reference);
      setSaid(plural('resent', queued, { email: order.buyerEmail }));
      onSent();
    } catch (error) {
      setFailure(
        refusalText(
          error,
          { 403: t('forbidden'), 404: t('missing'), 409: t('resendConflict') },
          t('resendFailed'),
        ),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="order-emails-title">
      <h3 id="order-emails-title">{t('emails')}</h3>
      <p>{t('emailsHelp')}</p>
      <Button type="button" $variant="secondary" disabled={busy} onClick={() => void resend()}>
        {t('resend')}
      </Button>
      <p role="status">{said}</p>
      {failure ? (
        <Alert $tone="error" role="alert">
          {failure}
        </Alert>
      ) : null}
    </section>
  );
}
