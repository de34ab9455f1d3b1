import { useId, useState } from 'react';
import { Button, useTranslation } from 'shared';
import { Dialog } from 'shared/dialog';
import type { AccountUser } from '../../api/users-api';
import { DialogButtons, DialogPanel } from '../../../../components/dialog-panel';
import { StepUpCodeField } from '../../../../components/step-up-code-field';
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
  /** With a current code of the acting admin's own factor (the API asks for it). */
  onConfirm: (code: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslation(messages);
  const titleId = useId();
  const textId = useId();
  const [code, setCode] = useState('');
  return (
    <Dialog onClose={onCancel} labelledBy={titleId} describedBy={textId} initialFocus="dialog">
      <DialogPanel>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim()) onConfirm(code.trim());
          }}
        >
          <h2 id={titleId}>{t('mfaResetTitle', { name: user.username })}</h2>
          <p id={textId}>{t('mfaResetText')}</p>
          <StepUpCodeField
            label={t('stepUpCode')}
            hint={t('stepUpHint')}
            value={code}
            onChange={setCode}
          />
          <DialogButtons>
            <Button type="submit" $variant="danger" disabled={busy || !code.trim()}>
              {t('mfaReset')}
            </Button>
            <Button type="button" $variant="secondary" onClick={onCancel}>
              {t('cancel')}
            </Button>
          </DialogButtons>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
