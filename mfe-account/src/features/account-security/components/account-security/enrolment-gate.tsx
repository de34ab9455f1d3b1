import { useState } from 'react';
import { Alert, useTranslation } from 'shared';
import { EnrolFlow } from './enrol-flow';
import { RecoveryCodes } from './recovery-codes';
import { Block } from './styles';
import { messages } from './texts';
import { useFocusOnMount } from './use-focus-on-mount';

/**
 * What the admin panel shows instead of its tabs to an admin the site requires two-step sign-in
 * of while it is off: why, and the enrolment. The tabs come back once the recovery codes are
 * saved (turning it on ended the other sessions; this one stays valid).
 */
export function EnrolmentGate({ onDone }: { onDone: () => void }) {
  const t = useTranslation(messages);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [codes, setCodes] = useState<string[] | null>(null);

  return (
    <Block aria-labelledby="mfa-gate-title">
      <h2 id="mfa-gate-title" ref={heading} tabIndex={-1}>
        {t('gateTitle')}
      </h2>
      <Alert $tone="info">{t('gateIntro')}</Alert>
      <div role="status">{codes ? <Alert $tone="success">{t('turnedOn')}</Alert> : null}</div>
      {codes ? (
        <RecoveryCodes codes={codes} level={3} onDone={onDone} />
      ) : (
        <EnrolFlow level={3} onEnabled={setCodes} />
      )}
    </Block>
  );
}
