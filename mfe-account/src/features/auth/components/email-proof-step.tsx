import { OTP_LENGTH, type MeResponse, type SuccessMessage } from 'contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  defineDictionary,
  Field,
  http,
  paths,
  selectToken,
  serverMessage,
  useAppSelector,
  useTranslation,
} from 'shared';
import { OtpInput } from './otp-input';
import { emailProofEn } from '../i18n/en';
import { loadersFor } from '../i18n/loaders';

export const emailProofMessages = defineDictionary(emailProofEn, loadersFor('emailProof'));

const Panel = styled.section`
  /* Clear of the screen's edges on a phone. */
  width: calc(100% - 2rem);
  max-width: 32rem;
  margin: 1rem auto;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius};
`;

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * The "confirm your e-mail" step: the six code boxes of the password reset, a new code on
 * request, and the server's reason when a code is refused (in the page's language).
 */
export function EmailProofStep({
  email,
  onDone,
  onProven,
}: {
  email: string;
  onDone: () => void;
  /** Told as soon as the address is proven (the page below may read what it opens). */
  onProven?: () => void;
}) {
  const t = useTranslation(emailProofMessages);
  const titleId = useId();
  const labelId = useId();
  const [code, setCode] = useState<string[]>(emptyCode);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [proven, setProven] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  async function verify(event: FormEvent) {
    event.preventDefault();
    const otp = code.join('');
    if (otp.length !== OTP_LENGTH) {
      setSuccess(null);
      setError(t('otpRequired'));
      return;
    }
    setBusy(true);
    try {
      const { data } = await http.post<SuccessMessage>('/users/me/email-proof/verify', {
        code: otp,
      });
      setError(null);
      setSuccess(data.message || t('proven'));
      setProven(true);
      onProven?.();
    } catch (failure) {
      setSuccess(null);
      setError(serverMessage(failure) ?? t('verifyFailed'));
      setCode(emptyCode());
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setBusy(true);
    try {
      const { data } = await http.post<SuccessMessage>('/users/me/email-proof', {});
      setError(null);
      setSuccess(data.message || t('sent'));
      setCode(emptyCode());
    } catch (failure) {
      setSuccess(null);
      setError(serverMessage(failure) ?? t('sendFailed'));
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (proven) heading.current?.focus();
  }, [proven]);

  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t('title')}
      </h2>
      {error ? (
        <Alert $tone="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {success ? (
        <Alert $tone="success" role="status">
          {success}
        </Alert>
      ) : null}
      {proven ? (
        <Button type="button" onClick={onDone}>
          {t('continue')}
        </Button>
      ) : (
        <form onSubmit={(e) => void verify(e)} noValidate>
          <p>{t('intro', { email })}</p>
          <Field>
            <span id={labelId}>{t('codeLabel')}</span>
            <OtpInput value={code} onChange={setCode} labelledBy={labelId} />
          </Field>
          <Button type="submit" disabled={busy}>
            {t('verify')}
          </Button>{' '}
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => void resend()}>
            {t('resend')}
          </Button>{' '}
          <Button type="button" $variant="secondary" onClick={onDone}>
            {t('later')}
          </Button>
        </form>
      )}
    </Panel>
  );
}

/**
 * Shown above the signed-in account pages (/test, /admin-panel, /account) of a user whose address
 * is not proven yet (asked once per sign-in): sign-up e-mailed the first code, so it is the next
 * thing to do. `onProven` hears when the address is proven.
 */
export function EmailProofGate({ onProven }: { onProven?: () => void } = {}) {
  const token = useAppSelector(selectToken);
  const { pathname } = useLocation();
  // The pages only a signed-in user reaches (the sign-in pages send a signed-in visitor away).
  const signedInPage = [paths.test, paths.adminPanel, paths.account].some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
  const [unproven, setUnproven] = useState<string | null>(null);
  useEffect(() => {
    setUnproven(null);
    if (!token || !signedInPage) return;
    let live = true;
    http
      .get<MeResponse>('/users/me')
      .then(({ data }) => {
        if (live && data.user?.emailVerified === false) setUnproven(data.user.email);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [token, signedInPage]);
  if (!token || !signedInPage || !unproven) return null;
  return <EmailProofStep email={unproven} onDone={() => setUnproven(null)} onProven={onProven} />;
}
