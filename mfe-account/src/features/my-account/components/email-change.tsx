import { OTP_LENGTH } from 'contracts';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, serverMessage, useTranslation } from 'shared';
import { FormField } from '../../../components/form-field';
import { OtpInput } from '../../../components/otp-input';
import { confirmEmailChange, requestEmailChange } from '../api/profile';
import { SubPart } from './styles';
import { profileMessages } from './texts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * The change of address: the new address and the current password, then the six boxes of the
 * code e-mailed to the new address. `onChanged` gets the new address once it is the account's.
 */
export function EmailChange({
  email,
  onChanged,
}: {
  email: string;
  onChanged: (email: string) => void;
}) {
  const t = useTranslation(profileMessages);
  const codeLabelId = useId();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ newEmail?: string; password?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState<string[]>(emptyCode);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function ask(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const found = {
      newEmail: EMAIL.test(newEmail.trim()) ? undefined : t('errEmail'),
      password: password ? undefined : t('errPassword'),
    };
    setProblems(found);
    if (found.newEmail || found.password) {
      document
        .getElementById(found.newEmail ? 'email-change-new' : 'email-change-password')
        ?.focus();
      return;
    }
    setBusy(true);
    try {
      const text = await requestEmailChange(newEmail.trim(), password);
      setSentTo(newEmail.trim());
      setPassword('');
      setCode(emptyCode());
      setStatus({ tone: 'success', text });
    } catch (failure) {
      setStatus({ tone: 'error', text: serverMessage(failure) ?? t('requestFailed') });
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    const otp = code.join('');
    if (otp.length !== OTP_LENGTH) {
      setStatus({ tone: 'error', text: t('errCode') });
      return;
    }
    setBusy(true);
    try {
      const text = await confirmEmailChange(otp);
      onChanged(sentTo ?? email);
      setSentTo(null);
      setNewEmail('');
      setStatus({ tone: 'success', text: text || t('emailChanged') });
    } catch (failure) {
      setCode(emptyCode());
      setStatus({ tone: 'error', text: serverMessage(failure) ?? t('verifyFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SubPart aria-labelledby="email-change-title">
      <h3 id="email-change-title">{t('changeEmailTitle')}</h3>
      <p>
        {t('email')}: <bdi data-testid="current-email">{email}</bdi>
      </p>
      {sentTo === null ? (
        <form onSubmit={(e) => void ask(e)} noValidate>
          <p>{t('changeEmailIntro')}</p>
          <FormField
            id="email-change-new"
            label={t('newEmail')}
            type="email"
            autoComplete="email"
            value={newEmail}
            error={problems.newEmail}
            onChange={(e) => setNewEmail(e.target.value)}
          />
          <FormField
            id="email-change-password"
            label={t('password')}
            type="password"
            autoComplete="current-password"
            value={password}
            error={problems.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" disabled={busy}>
            {t('sendCode')}
          </Button>
        </form>
      ) : (
        <form onSubmit={(e) => void verify(e)} noValidate>
          <p id={codeLabelId}>{t('codeLabel', { email: sentTo })}</p>
          <OtpInput
            value={code}
            onChange={setCode}
            labelledBy={codeLabelId}
            digitLabel={(n, total) => t('digit', { n, total })}
          />
          <p>
            <Button type="submit" disabled={busy}>
              {t('confirmCode')}
            </Button>{' '}
            <Button type="button" $variant="secondary" onClick={() => setSentTo(null)}>
              {t('cancel')}
            </Button>
          </p>
        </form>
      )}
      <div aria-live="polite">
        {status ? <Alert $tone={status.tone}>{status.text}</Alert> : null}
      </div>
    </SubPart>
  );
}
