import { useId, useState } from 'react';
import { Button, Field, useTranslation } from 'shared';
import { Dialog } from 'shared/dialog';
import type { AccountUser } from '../../api/users-api';
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
  /** With a current code of the acting admin's own factor (the API asks for it). */
  onConfirm: (code: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslation(messages);
  const titleId = useId();
  const textId = useId();
  const codeId = useId();
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
          <Field>
            <label htmlFor={codeId}>{t('stepUpCode')}</label>
            <span id={`${codeId}-hint`}>{t('stepUpHint')}</span>
            <input
              id={codeId}
              name="code"
              type="text"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              required
              aria-describedby={`${codeId}-hint`}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </Field>
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
