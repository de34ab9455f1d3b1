import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, serverMessage, useTranslation } from 'shared';
import { focusFirstError, FormField } from '../../../components/form-field';
import { errorText } from '../../../lib/api-helpers';
import { fetchProfile, saveProfile, type AccountUser, type UpdateMeBody } from '../api/profile';
import { DeleteAccount } from './delete-account';
import { EmailChange } from './email-change';
import {
  PROFILE_FIELDS,
  validateProfile,
  type ProfileField,
  type ProfileProblems,
  type ProfileValues,
} from './profile-validation';
import { Hint, Part, ProfileForm } from './styles';
import { profileMessages } from './texts';
import { useLoaded } from './use-loaded';

const AUTOCOMPLETE: Record<ProfileField, string> = {
  fullName: 'name',
  username: 'username',
  phoneNumber: 'tel',
  address: 'street-address',
  pinCode: 'postal-code',
  country: 'country-name',
  linkedIn: 'url',
  interest: 'off',
};

const valuesOf = (user: AccountUser): ProfileValues =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, user[field] ?? ''])) as ProfileValues;

/**
 * The learner's own details (sign-up's fields but the address and the password, and the name
 * printed on certificates), the change of address, and the deletion of the account.
 */
export function ProfileSection() {
  const t = useTranslation(profileMessages);
  const { data, error, done } = useLoaded(useCallback(fetchProfile, []));
  const [saved, setSaved] = useState<ProfileValues | null>(null);
  const [values, setValues] = useState<ProfileValues | null>(null);
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<ProfileProblems>({});
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!data) return;
    setSaved(valuesOf(data));
    setValues(valuesOf(data));
    setEmail(data.email);
  }, [data]);

  function set(field: ProfileField, value: string) {
    setValues((v) => (v ? { ...v, [field]: value } : v));
    if (problems[field]) setProblems((p) => ({ ...p, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values || !saved) return;
    setStatus(null);
    const found = validateProfile(values);
    setProblems(found);
    if (focusFirstError('profile', PROFILE_FIELDS, found)) {
      setStatus({ tone: 'error', text: t('fixErrors') });
      return;
    }
    const changes: UpdateMeBody = {};
    for (const field of PROFILE_FIELDS) {
      if (values[field].trim() !== saved[field]) changes[field] = values[field].trim();
    }
    if (Object.keys(changes).length === 0) {
      setStatus({ tone: 'success', text: t('saved') });
      return;
    }
    setBusy(true);
    try {
      const user = await saveProfile(changes);
      setSaved(valuesOf(user));
      setValues(valuesOf(user));
      setStatus({ tone: 'success', text: t('saved') });
    } catch (failure) {
      setStatus({ tone: 'error', text: serverMessage(failure) ?? t('saveFailed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Part id="profile" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('profileTitle')}</h2>
      {!done ? <Hint>{t('profileLoading')}</Hint> : null}
      {error ? (
        <Alert $tone="error" role="alert">
          {errorText(error, t('profileFailed'))}
        </Alert>
      ) : null}
      {values ? (
        <>
          <ProfileForm onSubmit={(e) => void submit(e)} noValidate aria-labelledby="profile-title">
            {PROFILE_FIELDS.map((field) => (
              <FormField
                key={field}
                id={`profile-${field}`}
                name={field}
                label={t(field)}
                type={field === 'phoneNumber' ? 'tel' : field === 'linkedIn' ? 'url' : 'text'}
                autoComplete={AUTOCOMPLETE[field]}
                dir="auto"
                value={values[field]}
                error={problems[field] ? t(problems[field]) : undefined}
                onChange={(e) => set(field, e.target.value)}
              />
            ))}
            <div aria-live="polite">
              {status ? <Alert $tone={status.tone}>{status.text}</Alert> : null}
            </div>
            <Button type="submit" disabled={busy}>
              {busy ? t('saving') : t('save')}
            </Button>
          </ProfileForm>
          <EmailChange email={email} onChanged={setEmail} />
          <DeleteAccount />
        </>
      ) : null}
    </Part>
  );
}
