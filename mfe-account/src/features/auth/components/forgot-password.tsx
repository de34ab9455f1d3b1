import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from 'contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  defineDictionary,
  errorCleared,
  Field,
  Heading,
  LoadingContent,
  PageContainer,
  paths,
  resetPassword,
  sendOtp,
  useAppDispatch,
  usePageMeta,
  useTranslation,
  verifyOtp,
  type AuthFailureMeta,
} from 'shared';
import { PasswordInput } from './password-input';
import { OtpInput } from './otp-input';
import { forgotEn } from '../i18n/en';
import { loadersFor } from '../i18n/loaders';

export const forgotMessages = defineDictionary(forgotEn, loadersFor('forgot'));

type Step = 'email' | 'code' | 'password';

const Narrow = styled(PageContainer)`
  max-width: 32rem;
`;

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * The server's message when it gave one; the screen's fallback when it answered without one;
 * 'Please try again later' when it could not be reached.
 */
function failureText(meta: AuthFailureMeta | undefined, fallback: string, tryLater: string) {
  if (meta?.serverMessage) return meta.serverMessage;
  return meta?.status !== undefined ? fallback : tryLater;
}

/** /forgot-password: three steps on one screen (address, code, new password), then /login. */
export function ForgotPassword({
  alert = (text: string) => window.alert(text),
}: {
  alert?: (text: string) => void;
}) {
  const t = useTranslation(forgotMessages);
  usePageMeta(t('title'), t('intro'));
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState<string[]>(emptyCode);
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [resetToken, setResetToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    dispatch(errorCleared());
    return () => {
      dispatch(errorCleared());
    };
  }, [dispatch]);

  function fail(text: string) {
    setSuccess(null);
    setError(text);
  }
  function succeed(text: string) {
    setError(null);
    setSuccess(text);
  }

  function editEmail(value: string) {
    setEmail(value);
    // A different address invalidates everything after step 1: the code was sent to the old one.
    if (step !== 'email' || code.some(Boolean) || newPassword || confirmPassword) {
      setCode(emptyCode());
      setNewPassword('');
      setConfirmPassword('');
      setResetToken('');
      setStep('email');
      setSuccess(null);
    }
  }

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const address = email.trim();
    if (!address) return fail(t('emailRequired'));
    setBusy(true);
    const result = await dispatch(sendOtp({ email: address }));
    setBusy(false);
    if (result.ok) {
      setCode(emptyCode());
      setStep('code');
      succeed(result.data.message || t('sent'));
    } else {
      fail(failureText(result.failure, t('sendFailed'), t('tryLater')));
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    const otp = code.join('');
    if (!otp) return fail(t('otpRequired'));
    if (otp.length !== OTP_LENGTH) return fail(t('otpRequired'));
    setBusy(true);
    const result = await dispatch(verifyOtp({ email: email.trim(), otp }));
    setBusy(false);
    if (result.ok && result.data.resetToken) {
      setResetToken(result.data.resetToken);
      setStep('password');
      succeed(result.data.message || t('verified'));
    } else if (result.ok) {
      fail(t('verifyFailed'));
    } else {
      fail(failureText(result.failure, t('verifyFailed'), t('tryLater')));
    }
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    if (newPassword !== confirmPassword) return fail(t('mismatch'));
    if (newPassword.length < PASSWORD_MIN_LENGTH) return fail(t('tooShort'));
    setBusy(true);
    const result = await dispatch(resetPassword({ email: email.trim(), newPassword, resetToken }));
    setBusy(false);
    if (result.ok) {
      alert(t('changed'));
      void navigate(paths.login);
    } else {
      fail(failureText(result.failure, t('resetFailed'), t('tryLater')));
    }
  }

  // The loading animation replaces the screen while a request runs.
  if (busy) {
    return (
      <Narrow>
        <LoadingContent />
      </Narrow>
    );
  }

  return (
    <Narrow>
      <Heading>{t('title')}</Heading>
      <p>{t('intro')}</p>
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
      <form onSubmit={(e) => void send(e)} noValidate>
        <Field>
          <label htmlFor="forgot-email">{t('email')}</label>
          <input
            id="forgot-email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => editEmail(e.target.value)}
          />
        </Field>
        {step === 'email' ? <Button type="submit">{t('sendCode')}</Button> : null}
      </form>

      {step === 'code' ? (
        <form onSubmit={(e) => void verify(e)} noValidate>
          <Field>
            <span id="forgot-code-label">{t('codeLabel')}</span>
            <OtpInput value={code} onChange={setCode} labelledBy="forgot-code-label" />
          </Field>
          <Button type="submit">{t('verify')}</Button>{' '}
          <Button type="button" $variant="secondary" onClick={() => void send()}>
            {t('resendCode')}
          </Button>
        </form>
      ) : null}

      {step === 'password' ? (
        <form onSubmit={(e) => void reset(e)} noValidate>
          <Field>
            <label htmlFor="forgot-new-password">{t('newPassword')}</label>
            <PasswordInput
              id="forgot-new-password"
              name="newPassword"
              autoComplete="new-password"
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor="forgot-confirm-password">{t('confirmPassword')}</label>
            <PasswordInput
              id="forgot-confirm-password"
              name="confirmPassword"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
            />
          </Field>
          <Button type="submit">{t('reset')}</Button>
        </form>
      ) : null}
      <p>
        <Link to={paths.login}>{t('backToLogin')}</Link>
      </p>
    </Narrow>
  );
}
