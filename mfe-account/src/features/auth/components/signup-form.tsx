import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  defineDictionary,
  errorCleared,
  Field,
  Heading,
  PageContainer,
  paths,
  signup,
  useAppDispatch,
  useI18n,
  usePageMeta,
  useTranslation,
  type SignupRequest,
} from 'shared';
import { PasswordInput } from './password-input';
import {
  countryCodes,
  countryOptions,
  INDIA,
  interestOptions,
  type Country,
  type Interest,
} from '../data/signup-options';
import { validateSignup, type SignupField } from '../data/signup-validation';
import { signupEn } from '../i18n/en';
import { loadersFor } from '../i18n/loaders';

type SignupKey = keyof typeof signupEn;

/** The interest choices' labels; CompTIA and PECB are names and stay as they are. */
const interestLabels: Record<Interest, SignupKey | null> = {
  CompTIA: null,
  PECB: null,
  'Unity game development': 'interestUnity',
  'Tally accounting': 'interestTally',
  'Microsoft training': 'interestMicrosoft',
  'Web development': 'interestWeb',
  Internship: 'interestInternship',
};

export const signupMessages = defineDictionary(signupEn, loadersFor('signup'));

/** What /login reads from the navigation state to show a confirmation. */
export interface LoginNoticeState {
  notice?: string;
}

const Narrow = styled(PageContainer)`
  max-width: 36rem;
`;
const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.95rem;
`;
const Hint = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

const empty: SignupRequest = {
  email: '',
  password: '',
  username: '',
  phoneNumber: '',
  address: '',
  pinCode: '',
  country: '',
  linkedIn: '',
  interest: '',
};

/** /signup: the registration payload (`RegisterBody`), checked here as the server checks it. */
export function SignupForm() {
  const t = useTranslation(signupMessages);
  const { lang } = useI18n();
  usePageMeta(t('title'), t('intro'));
  const regionNames = useMemo(
    () => (lang === 'en' ? null : new Intl.DisplayNames([lang], { type: 'region' })),
    [lang],
  );
  const countryLabel = (country: Country) => {
    const code = countryCodes[country];
    if (!code) return t('countryOther');
    return regionNames?.of(code) ?? country;
  };
  const interestLabel = (interest: Interest) => {
    const key = interestLabels[interest];
    return key ? t(key) : interest;
  };
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupRequest>(empty);
  const [errors, setErrors] = useState<ReturnType<typeof validateSignup>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // A failure left in the session state by another screen is not this form's.
  useEffect(() => {
    dispatch(errorCleared());
  }, [dispatch]);

  function set(field: SignupField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const problems = validateSignup(values);
    setErrors(problems);
    const first = (Object.keys(problems) as SignupField[]).find((k) => problems[k]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const body: SignupRequest = {
      ...values,
      email: values.email.trim(),
      username: values.username.trim(),
      phoneNumber: values.phoneNumber.trim(),
      address: values.address.trim(),
      pinCode: values.pinCode.trim(),
      linkedIn: values.linkedIn.trim(),
    };
    setBusy(true);
    const result = await dispatch(signup(body));
    setBusy(false);
    if (result.ok) {
      const state: LoginNoticeState = { notice: t('registered') };
      void navigate(paths.login, { state });
    } else {
      setServerError(result.error || t('signupFailed'));
    }
  }

  function input(field: SignupField, type: string, autoComplete: string, hint?: string) {
    const id = `signup-${field}`;
    const problem = errors[field];
    const described = [hint ? `${id}-hint` : '', problem ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <Field key={field}>
        <label htmlFor={id}>{t(field)}</label>
        {field === 'password' ? (
          <PasswordInput
            id={id}
            name={field}
            autoComplete={autoComplete}
            value={values[field]}
            aria-invalid={!!problem}
            aria-describedby={described || undefined}
            onChange={(e) => set(field, e.target.value)}
          />
        ) : (
          <input
            id={id}
            name={field}
            type={type}
            autoComplete={autoComplete}
            value={values[field]}
            aria-invalid={!!problem}
            aria-describedby={described || undefined}
            onChange={(e) => set(field, e.target.value)}
          />
        )}
        {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
        {problem ? <ErrorText id={`${id}-error`}>{t(problem)}</ErrorText> : null}
      </Field>
    );
  }

  function select<O extends string>(
    field: 'country' | 'interest',
    options: readonly O[],
    label: (option: O) => string,
    prompt: string,
  ) {
    const id = `signup-${field}`;
    const problem = errors[field];
    return (
      <Field>
        <label htmlFor={id}>{t(field)}</label>
        <select
          id={id}
          name={field}
          value={values[field]}
          aria-invalid={!!problem}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(e) => set(field, e.target.value)}
        >
          <option value="">{prompt}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {label(o)}
            </option>
          ))}
        </select>
        {problem ? <ErrorText id={`${id}-error`}>{t(problem)}</ErrorText> : null}
      </Field>
    );
  }

  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <Narrow>
      <Heading>{t('title')}</Heading>
      <p>{t('intro')}</p>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        {input('email', 'email', 'email')}
        {input('password', 'password', 'new-password', t('passwordHint'))}
        {input('username', 'text', 'username')}
        {input('phoneNumber', 'tel', 'tel')}
        {input('address', 'text', 'street-address')}
        {select('country', countryOptions, countryLabel, t('chooseCountry'))}
        {input(
          'pinCode',
          'text',
          'postal-code',
          values.country === INDIA ? t('pinHintIndia') : undefined,
        )}
        {input('linkedIn', 'url', 'url')}
        {select('interest', interestOptions, interestLabel, t('chooseInterest'))}
        <div aria-live="polite">
          {hasErrors ? <Alert $tone="error">{t('fixErrors')}</Alert> : null}
        </div>
        {serverError ? (
          <Alert $tone="error" role="alert">
            {serverError}
          </Alert>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? t('submitting') : t('submit')}
        </Button>
      </form>
      <p>
        {t('haveAccount')} <Link to={paths.login}>{t('login')}</Link>
      </p>
    </Narrow>
  );
}
