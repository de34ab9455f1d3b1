import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  defineDictionary,
  Field,
  loginWithCode,
  selectAuthLoading,
  useAppDispatch,
  useAppSelector,
  useTranslation,
} from 'shared';
import { recoveryCodeOf, totpCodeOf } from '../../../lib/second-factor';
import { loginCodeEn } from '../i18n/en';
import { loadersFor } from '../i18n/loaders';

export const loginCodeMessages = defineDictionary(loginCodeEn, loadersFor('loginCode'));

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

/** A button that reads as a link: it changes what the form asks for, it goes nowhere. */
const Switch = styled.button`
  font: inherit;
  min-height: 44px;
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
  text-align: start;
`;

/**
 * The login's second step for an account with two-step sign-in: the code from the authenticator
 * app or a recovery code, sent with the first step's challenge. A success stores the session (the
 * route guard then takes the visitor on); an expired or used challenge (401) sends the visitor
 * back to the password step, which shows the server's words (the store keeps them).
 */
export function LoginCodeStep({
  challenge,
  onExpired,
  onBack,
}: {
  challenge: string;
  onExpired: () => void;
  onBack: () => void;
}) {
  const t = useTranslation(loginCodeMessages);
  const dispatch = useAppDispatch();
  const loading = useAppSelector(selectAuthLoading);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // The step appears in place of the password form, and the other kind of code swaps the field:
  // either way the person types next into the field.
  useEffect(() => input.current?.focus(), [recovery]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = recovery ? recoveryCodeOf(code) : totpCodeOf(code);
    if (!value) {
      setError(t(recovery ? 'recoveryFormat' : 'codeFormat'));
      input.current?.focus();
      return;
    }
    setError(null);
    const result = await dispatch(loginWithCode({ challenge, code: value }));
    if (result.ok) return;
    if (result.failure.status === 401) {
      onExpired();
      return;
    }
    // A wrong code (or the lock after five): the next one typed replaces it.
    setError(result.failure.serverMessage ?? t('failed'));
    input.current?.focus();
    input.current?.select();
  }

  function switchKind() {
    setRecovery((on) => !on);
    setCode('');
    setError(null);
  }

  const described = ['login-code-intro', error ? 'login-code-error' : ''].join(' ').trim();
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="login-code-title">
      <h2 id="login-code-title">{t('title')}</h2>
      <p id="login-code-intro">{t(recovery ? 'introRecovery' : 'intro')}</p>
      <Field>
        <label htmlFor="login-code">{t(recovery ? 'recoveryLabel' : 'codeLabel')}</label>
        <input
          ref={input}
          id="login-code"
          name="code"
          type="text"
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize={recovery ? 'characters' : 'off'}
          spellCheck={false}
          maxLength={recovery ? 20 : 9}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </Field>
      <p>
        <Switch type="button" onClick={switchKind}>
          {t(recovery ? 'useApp' : 'useRecovery')}
        </Switch>
      </p>
      {error ? (
        <Alert $tone="error" role="alert" id="login-code-error">
          {error}
        </Alert>
      ) : null}
      <Actions>
        <Button type="submit" disabled={loading}>
          {loading ? t('verifying') : t('verify')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
      </Actions>
    </form>
  );
}
