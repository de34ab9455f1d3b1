import { Alert, Button, useTranslation } from 'shared';
import { Dialog } from 'shared/dialog';
import { secondFactorCodeOf } from '../../../../lib/second-factor';
import { turnOffMfa } from '../../api/security-api';
import { CodeField } from './code-field';
import { useCodeForm } from './use-code-form';
import { Buttons, DialogBox } from './styles';
import { messages } from './texts';

/**
 * 'Turn off two-step sign-in?': what it changes, and a code from the app or a recovery code to
 * confirm it is the account's owner asking. For an admin the site requires it of, says that the
 * admin panel will ask for it again.
 */
export function TurnOffDialog({
  required,
  onClose,
  onTurnedOff,
}: {
  required: boolean;
  onClose: () => void;
  onTurnedOff: () => void;
}) {
  const t = useTranslation(messages);
  const { input, code, setCode, error, busy, submit } = useCodeForm({
    parse: secondFactorCodeOf,
    formatError: t('anyCodeFormat'),
    failedText: t('turnOffFailed'),
    send: async (value) => {
      await turnOffMfa(value);
      onTurnedOff();
    },
  });

  return (
    <Dialog onClose={onClose} labelledBy="turn-off-title" describedBy="turn-off-intro">
      <DialogBox>
        <h2 id="turn-off-title">{t('turnOffTitle')}</h2>
        <p id="turn-off-intro">{t('turnOffIntro')}</p>
        {required ? <Alert $tone="info">{t('turnOffRequired')}</Alert> : null}
        <form onSubmit={(e) => void submit(e)} noValidate>
          <CodeField
            id="turn-off-code"
            label={t('anyCodeLabel')}
            error={error}
            value={code}
            onChange={setCode}
            anyKind
            inputRef={input}
          />
          <Buttons>
            <Button type="submit" $variant="danger" disabled={busy}>
              {busy ? t('turningOff') : t('confirmOff')}
            </Button>
            <Button type="button" $variant="secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
          </Buttons>
        </form>
      </DialogBox>
    </Dialog>
  );
}
