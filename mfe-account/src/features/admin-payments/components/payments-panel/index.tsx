import { useState } from 'react';
import { useToast, useTranslation } from 'shared';
import { useConfirmDialog, type Answer } from '../../../../components/confirm-dialog';
import { AwaitingSection } from './awaiting-section';
import { HeldSection } from './held-section';
import { StatementSection } from './statement-section';
import { messages } from './texts';

/**
 * The Payments to confirm tab (admin and sales): orders awaiting a bank transfer or UPI payment,
 * payments held for review, and the bank statement import. A payment recorded anywhere here
 * reloads the two lists. `confirm` answers the page's questions instead of its dialog (a test's).
 */
export function PaymentsPanel({ confirm }: { confirm?: Answer } = {}) {
  const t = useTranslation(messages);
  const toast = useToast();
  const { ask, askReason, dialog } = useConfirmDialog(confirm);
  const [refreshKey, setRefreshKey] = useState(0);

  function confirmed(text: string, tone: 'success' | 'info' = 'success') {
    toast(text, { tone });
    setRefreshKey((k) => k + 1);
  }

  return (
    <>
      <h2>{t('title')}</h2>
      <AwaitingSection ask={ask} refreshKey={refreshKey} onConfirmed={confirmed} />
      <HeldSection askReason={askReason} refreshKey={refreshKey} onDecided={confirmed} />
      <StatementSection ask={ask} onConfirmed={confirmed} />
      {dialog}
    </>
  );
}
