import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  defineDictionary,
  errorCleared,
  Field,
  Heading,
  login,
  PageContainer,
  paths,
  selectAuthError,
  selectAuthLoading,
  SESSION_EXPIRED_MESSAGE,
  useAppDispatch,
  useAppSelector,
  usePageMeta,
  useTranslation,
} from 'shared';
import { LoginCodeStep } from './login-code-step';
import type { LoginNoticeState } from './signup-form';
import { loginEn } from '../i18n/en';
import { loadersFor } from '../i18n/loaders';

export const loginMessages = defineDictionary(loginEn, loadersFor('login'));

const Narrow = styled(PageContainer)`
  max-width: 28rem;
`;

/**
 * /login: on success the store saves the session and the guard returns the visitor. An account
 * with two-step sign-in answers a challenge instead, and the page asks for the code.
 */
export function LoginForm() {
  const t = useTranslation(loginMessages);
  usePageMeta(t('title'));
  const dispatch = useAppDispatch();
  const loading = useAppSelector(selectAuthLoading);
  const serverError = useAppSelector(selectAuthError);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  // A confirmation passed by the screen that sent the visitor here (e.g. after signing up).
  const notice = (useLocation().state as LoginNoticeState | null)?.notice;
  const passwordInput = useRef<HTMLInputElement>(null);
  const askedForCode = useRef(false);

  // Back from the code step: the password is what to type next.
  useEffect(() => {
    if (challenge) askedForCode.current = true;
    else if (askedForCode.current) {
      askedForCode.current = false;
      passwordInput.current?.focus();
    }
  }, [challenge]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setLocalError(t('required'));
      return;
    }
    setLocalError(null);
    const result = await dispatch(login({ email: email.trim(), password }));
    if (result.ok && 'challenge' in result.data) {
      // The password has done its job; the challenge stands for it until the code is checked.
      setPassword('');
      setChallenge(result.data.challenge);
    }
  }

  /** Back to the password step; `keepError` keeps the server's reason (an expired challenge). */
  function restart(keepError: boolean) {
    if (!keepError) dispatch(errorCleared());
    setChallenge(null);
  }

  const error =
    localError ?? (serverError === SESSION_EXPIRED_MESSAGE ? t('sessionExpired') : serverError);
  if (challenge) {
    return (
      <Narrow>
        <Heading>{t('title')}</Heading>
        <LoginCodeStep
          challenge={challenge}
          onExpired={() => restart(true)}
          onBack={() => restart(false)}
        />
      </Narrow>
    );
  }

  return (
    <Narrow>
      <Heading>{t('title')}</Heading>
      {notice && !error ? (
        <Alert $tone="success" role="status">
          {notice}
        </Alert>
      ) : null}
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-describedby={error ? 'login-error' : undefined}
      >
        <Field>
          <label htmlFor="login-email">{t('email')}</label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor="login-password">{t('password')}</label>
          <input
            ref={passwordInput}
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        {error ? (
          <Alert $tone="error" role="alert" id="login-error">
            {error || t('loginFailed')}
          </Alert>
        ) : null}
        <Button type="submit" disabled={loading}>
          {loading ? t('submitting') : t('submit')}
        </Button>
      </form>
      <p>
        <Link to={paths.forgotPassword}>{t('forgot')}</Link>
      </p>
      <p>
        {t('noAccount')} <Link to={paths.signup}>{t('signup')}</Link>
      </p>
    </Narrow>
  );
}
