import { useEffect, useRef, useState } from 'react';
import { Alert, Button, useTranslation } from 'shared';
import { errorText } from '../../../../lib/api-helpers';
import { writeClipboard } from '../../../../lib/clipboard';
import { totpCodeOf } from '../../../../lib/second-factor';
import { confirmTotp, startTotp, type TotpEnrolment } from '../../api/security-api';
import { CodeField } from './code-field';
import { QrCode } from './qr-code';
import { Buttons, Hint, KeyLine, Mono } from './styles';
import { messages } from './texts';
import { useCodeForm } from './use-code-form';
import { useFocusOnMount } from './use-focus-on-mount';

export type HeadingLevel = 3 | 4;

/** 'JBSWY3DPEHPK3PXP' as 'JBSW Y3DP EHPK 3PXP', easier to type into a phone. */
export function groupsOfFour(key: string): string {
  return key.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Turning two-step sign-in on: the button asks the API for a new key, the next step shows it as a
 * QR code and as text, and the app's first code turns it on. `onEnabled` gets the ten recovery
 * codes, which the caller shows once.
 */
export function EnrolFlow({
  level,
  onEnabled,
}: {
  level: HeadingLevel;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const t = useTranslation(messages);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);

  // Back from the scan step (Cancel): the focus returns to the button that opened it.
  useEffect(() => {
    if (!enrolment && cancelled.current) {
      cancelled.current = false;
      startButton.current?.focus();
    }
  }, [enrolment]);

  async function start() {
    setBusy(true);
    setError(null);
    try {
      setEnrolment(await startTotp());
    } catch (e) {
      setError(errorText(e, t('startFailed')));
    } finally {
      setBusy(false);
    }
  }

  if (enrolment) {
    return (
      <ScanStep
        level={level}
        enrolment={enrolment}
        onEnabled={onEnabled}
        onCancel={() => {
          cancelled.current = true;
          setEnrolment(null);
        }}
      />
    );
  }
  return (
    <>
      <Hint>{t('enrolIntro')}</Hint>
      {error ? (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Buttons>
        <Button ref={startButton} type="button" disabled={busy} onClick={() => void start()}>
          {busy ? t('starting') : t('turnOn')}
        </Button>
      </Buttons>
    </>
  );
}

function ScanStep({
  level,
  enrolment,
  onEnabled,
  onCancel,
}: {
  level: HeadingLevel;
  enrolment: TotpEnrolment;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const t = useTranslation(messages);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { input, code, setCode, error, busy, submit } = useCodeForm({
    parse: totpCodeOf,
    formatError: t('codeFormat'),
    failedText: t('confirmFailed'),
    send: async (value) => onEnabled(await confirmTotp(value)),
  });
  const [copied, setCopied] = useState('');
  const Title = level === 3 ? 'h3' : 'h4';

  async function copyKey() {
    setCopied((await writeClipboard(enrolment.secret)) ? t('keyCopied') : t('copyFailed'));
  }

  return (
    <div>
      <Title id="totp-scan-title" ref={heading} tabIndex={-1}>
        {t('scanTitle')}
      </Title>
      <Hint>{t('scanIntro')}</Hint>
      <QrCode uri={enrolment.otpauthUri} />
      <Hint>{t('manualIntro')}</Hint>
      <KeyLine>
        <span>
          {t('keyLabel')}: <Mono>{groupsOfFour(enrolment.secret)}</Mono>
        </span>
        <Button type="button" $variant="secondary" onClick={() => void copyKey()}>
          {t('copyKey')}
        </Button>
        <span role="status">{copied}</span>
      </KeyLine>
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="totp-scan-title">
        <CodeField
          id="totp-confirm-code"
          label={t('codeLabel')}
          hint={t('codeHint')}
          error={error}
          value={code}
          onChange={setCode}
          inputRef={input}
        />
        <Buttons>
          <Button type="submit" disabled={busy}>
            {busy ? t('checking') : t('confirmOn')}
          </Button>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Buttons>
      </form>
    </div>
  );
}
