import { useEffect, useRef, useState } from 'react';
import { Alert, usePlural, useTranslation } from 'shared';
import { SessionsSection } from '../../../../components/sessions/sessions-section';
import { errorText } from '../../../../lib/api-helpers';
import { getMfaStatus, type MfaStatus } from '../../api/security-api';
import { EnrolFlow } from './enrol-flow';
import { ManageMfa } from './manage-mfa';
import { RecoveryCodes } from './recovery-codes';
import { Block, Hint } from './styles';
import { messages } from './texts';

/** Fewer left than this, and the status suggests new ones. */
const FEW_CODES = 3;

/**
 * The 'Sign-in security' tab: the admin's own two-step sign-in (turn it on, new recovery codes,
 * turn it off) and the places the account is signed in. `onStatus` hears every status the tab
 * learns, so the panel can put the enrolment gate up when the site requires it and it is off.
 */
export function AccountSecurityPanel({ onStatus }: { onStatus?: (status: MfaStatus) => void }) {
  const t = useTranslation(messages);
  const plural = usePlural(t);
  const [status, setStatus] = useState<MfaStatus | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState('');
  // Turning it on or off ends the other sessions: the list is read again.
  const [sessionsRead, setSessionsRead] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const report = useRef(onStatus);
  useEffect(() => {
    report.current = onStatus;
  });

  useEffect(() => {
    let live = true;
    getMfaStatus().then(
      (next) => {
        if (!live) return;
        setStatus(next);
        report.current?.(next);
      },
      (e: unknown) => live && setLoadError(errorText(e, t('loadFailed'))),
    );
    return () => {
      live = false;
    };
  }, [t]);

  function change(next: MfaStatus, message: string) {
    setStatus(next);
    setNotice(message);
    report.current?.(next);
  }

  function enabled(recoveryCodes: string[]) {
    if (!status) return;
    change({ ...status, enabled: true, recoveryCodesLeft: recoveryCodes.length }, t('turnedOn'));
    setCodes(recoveryCodes);
    setSessionsRead((n) => n + 1);
  }

  function regenerated(recoveryCodes: string[]) {
    if (!status) return;
    change({ ...status, recoveryCodesLeft: recoveryCodes.length }, t('regenerated'));
    setCodes(recoveryCodes);
  }

  function turnedOff() {
    if (!status) return;
    change({ ...status, enabled: false, recoveryCodesLeft: 0 }, t('turnedOff'));
    setSessionsRead((n) => n + 1);
    heading.current?.focus();
  }

  function codesSaved() {
    setCodes(null);
    setNotice('');
    heading.current?.focus();
  }

  return (
    <>
      <h2>{t('title')}</h2>
      <Hint>{t('intro')}</Hint>
      <Block aria-labelledby="mfa-title">
        <h3 id="mfa-title" ref={heading} tabIndex={-1}>
          {t('mfaTitle')}
        </h3>
        <div role="status">{notice ? <Alert $tone="success">{notice}</Alert> : null}</div>
        {loadError ? (
          <Alert $tone="error" role="alert">
            {loadError}
          </Alert>
        ) : null}
        {!status && !loadError ? <Hint>{t('loading')}</Hint> : null}
        {status ? (
          <>
            <p>
              <strong>{t(status.enabled ? 'statusOn' : 'statusOff')}</strong>{' '}
              {status.enabled ? plural('codesLeft', status.recoveryCodesLeft) : null}
            </p>
            {status.enabled && status.recoveryCodesLeft < FEW_CODES && !codes ? (
              <Hint>{t('codesLow')}</Hint>
            ) : null}
            {status.required ? <Hint>{t('requiredNote')}</Hint> : null}
            {codes ? (
              <RecoveryCodes codes={codes} level={4} onDone={codesSaved} />
            ) : status.enabled ? (
              <ManageMfa required={status.required} onCodes={regenerated} onTurnedOff={turnedOff} />
            ) : (
              <EnrolFlow level={4} onEnabled={enabled} />
            )}
          </>
        ) : null}
      </Block>
      <SessionsSection key={sessionsRead} />
    </>
  );
}
