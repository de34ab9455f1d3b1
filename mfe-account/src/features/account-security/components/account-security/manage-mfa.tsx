import { useRef, useState } from 'react';
import { Button, useTranslation } from 'shared';
import { totpCodeOf } from '../../../../lib/second-factor';
import { regenerateRecoveryCodes } from '../../api/security-api';
import { CodeField } from './code-field';
import { Buttons, Hint } from './styles';
import { messages } from './texts';
import { TurnOffDialog } from './turn-off-dialog';
import { useCodeForm } from './use-code-form';
import { useFocusOnMount } from './use-focus-on-mount';

/**
 * While two-step sign-in is on: new recovery codes (with a code from the app: a recovery code
 * cannot replace the recovery codes) and turning it off (in a dialog, with either kind of code).
 */
export function ManageMfa({
  required,
  onCodes,
  onTurnedOff,
}: {
  required: boolean;
  onCodes: (recoveryCodes: string[]) => void;
  onTurnedOff: () => void;
}) {
  const t = useTranslation(messages);
  const [regenerating, setRegenerating] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const regenerateButton = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Buttons>
        <Button
          ref={regenerateButton}
          type="button"
          $variant="secondary"
          aria-expanded={regenerating}
          aria-controls={regenerating ? 'regenerate-form' : undefined}
          onClick={() => setRegenerating((open) => !open)}
        >
          {t('regenerate')}
        </Button>
        <Button type="button" $variant="danger" onClick={() => setTurningOff(true)}>
          {t('turnOff')}
        </Button>
      </Buttons>
      {regenerating ? (
        <RegenerateForm
          onCodes={onCodes}
          onCancel={() => {
            setRegenerating(false);
            regenerateButton.current?.focus();
          }}
        />
      ) : null}
      {turningOff ? (
        <TurnOffDialog
          required={required}
          onClose={() => setTurningOff(false)}
          onTurnedOff={onTurnedOff}
        />
      ) : null}
    </>
  );
}

function RegenerateForm({
  onCodes,
  onCancel,
}: {
  onCodes: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const t = useTranslation(messages);
  const { input, code, setCode, error, busy, submit } = useCodeForm({
    input: useFocusOnMount<HTMLInputElement>(),
    parse: totpCodeOf,
    formatError: t('codeFormat'),
    failedText: t('regenerateFailed'),
    send: async (value) => onCodes(await regenerateRecoveryCodes(value)),
  });

  return (
    <form id="regenerate-form" onSubmit={(e) => void submit(e)} noValidate>
      <Hint>{t('regenerateIntro')}</Hint>
      <CodeField
        id="regenerate-code"
        label={t('codeLabel')}
        error={error}
        value={code}
        onChange={setCode}
        inputRef={input}
      />
      <Buttons>
        <Button type="submit" disabled={busy}>
          {busy ? t('generating') : t('generate')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </Buttons>
    </form>
  );
}
