import { useId } from 'react';
import { Button, useTranslation } from 'shared';
import { Dialog } from 'shared/dialog';
import type { AccountUser } from '../../api/admin-api';
import { DialogButtons, DialogPanel } from '../../../../components/dialog-panel';
import { messages } from './texts';

/**
 * Asks before an admin resets someone's second factor: what it means for the owner is said
 * first (focus starts on the dialog, so a screen reader reads the title and the text).
 */
export function MfaResetDialog({
  user,
  busy,
  onConfirm,
  onCancel,
}: {
  user: AccountUser;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTranslation(messages);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog onClose={onCancel} labelledBy={titleId} describedBy={textId} initialFocus="dialog">
      <DialogPanel>
        <h2 id={titleId}>{t('mfaResetTitle', { name: user.username })}</h2>
        <p id={textId}>{t('mfaResetText')}</p>
        <DialogButtons>
          <Button type="button" $variant="danger" disabled={busy} onClick={onConfirm}>
            {t('mfaReset')}
          </Button>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </DialogButtons>
      </DialogPanel>
    </Dialog>
  );
}
