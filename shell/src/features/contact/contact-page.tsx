import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ENQUIRY_HONEYPOT_FIELD } from 'contracts';
import styled from 'styled-components';
import {
  Alert,
  Button,
  DEFAULT_REQUEST_ERROR,
  Field,
  isApiFailure,
  Heading,
  Lead,
  PageContainer,
  serverMessage,
  usePageMeta,
  useI18n,
  useSiteConfig,
  useTranslation,
} from 'shared';
import { contactMessages } from './contact-messages';
import {
  fetchFormToken,
  sendEnquiry,
  validateEnquiry,
  waitBeforeSending,
  type EnquiryErrors,
  type EnquiryForm,
  type FormToken,
} from './enquiry';
import type { ContactKey } from './i18n/en';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: 2rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.95rem;
`;

const Hint = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

// The field people never see: off screen for the eye, out of the tab order and hidden from
// screen readers, so only a program fills it (the API then thanks it and keeps nothing). Clipped
// in place rather than moved aside, so it never widens a right-to-left page.
const Honeypot = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** The page's own words for the API's refusals of the form token. */
const tokenRefusals: Record<string, ContactKey> = {
  FORM_TOO_FAST: 'tooFast',
  FORM_TOKEN_INVALID: 'tokenInvalid',
  FORM_TOKEN_EXPIRED: 'tokenExpired',
};

const fieldOrder: (keyof EnquiryForm)[] = ['name', 'email', 'phone', 'subject', 'message'];

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** /contact-us: the enquiry form; `?course=<name>` fills in the subject. */
export function ContactPage() {
  const t = useTranslation(contactMessages);
  const { lang } = useI18n();
  usePageMeta(t('title'), t('metaDescription'));
  const { contact } = useSiteConfig();
  const [params] = useSearchParams();
  const course = params.get('course')?.trim() ?? '';
  const [form, setForm] = useState<EnquiryForm>({
    name: '',
    email: '',
    phone: '',
    subject: course,
    message: '',
  });
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [website, setWebsite] = useState('');
  const token = useRef<FormToken | undefined>(undefined);
  // The token on its way: a form sent before it has come waits for it (sent without, the API
  // could not check the form and a quick visitor on a slow line was refused).
  const tokenOnItsWay = useRef<Promise<void>>(Promise.resolve());
  const renewToken = () => {
    tokenOnItsWay.current = fetchFormToken().then((fresh) => {
      token.current = fresh;
    });
  };
  useEffect(() => {
    renewToken();
  }, []);

  const update =
    (key: keyof EnquiryForm) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...form, [key]: event.target.value };
      setForm(next);
      // After a first attempt, messages follow the typing so a fixed field stops complaining.
      if (submitted) setErrors(validateEnquiry(next));
    };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setOutcome(null);
    const found = validateEnquiry(form);
    setErrors(found);
    const firstInvalid = fieldOrder.find((key) => found[key]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      await tokenOnItsWay.current;
      const wait = waitBeforeSending(token.current);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const message = await sendEnquiry(form, {
        course: course || undefined,
        language: lang,
        website,
        formToken: token.current?.token,
      });
      // The server's words in English; in another language, ours (the API answers in English).
      setOutcome({ tone: 'success', text: (lang === 'en' && message) || t('thanks') });
      setForm({ name: '', email: '', phone: '', subject: '', message: '' });
      setSubmitted(false);
      renewToken();
    } catch (error) {
      const refusal = isApiFailure(error) && error.code ? tokenRefusals[error.code] : undefined;
      // A stale or unreadable token is replaced, so sending again works.
      if (refusal) renewToken();
      setOutcome({
        tone: 'error',
        text: refusal ? t(refusal) : (serverMessage(error) ?? DEFAULT_REQUEST_ERROR),
      });
    } finally {
      setSending(false);
    }
  };

  const describe = (key: keyof EnquiryForm) => ({
    id: `enquiry-${key}`,
    name: key,
    value: form[key],
    onChange: update(key),
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `enquiry-${key}-error` : undefined,
  });

  const errorFor = (key: keyof EnquiryForm) =>
    errors[key] ? (
      <FieldError id={`enquiry-${key}-error`}>{t(errors[key].key, errors[key].vars)}</FieldError>
    ) : null;

  return (
    <PageContainer id="main">
      <Heading>{t('title')}</Heading>
      <Lead>{t('lead')}</Lead>
      <Layout>
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t('form')}>
          <div aria-live="polite">
            {outcome?.tone === 'success' && (
              <Alert $tone="success" role="status">
                {outcome.text}
              </Alert>
            )}
          </div>
          {outcome?.tone === 'error' && (
            <Alert $tone="error" role="alert">
              {outcome.text}
            </Alert>
          )}
          <Field>
            <label htmlFor="enquiry-name">{t('name')}</label>
            <input {...describe('name')} autoComplete="name" required />
            {errorFor('name')}
          </Field>
          <Field>
            <label htmlFor="enquiry-email">{t('email')}</label>
            <input {...describe('email')} type="email" autoComplete="email" required />
            {errorFor('email')}
          </Field>
          <Field>
            <label htmlFor="enquiry-phone">
              {t('phone')} <Hint>{t('optional')}</Hint>
            </label>
            <input {...describe('phone')} type="tel" autoComplete="tel" />
            {errorFor('phone')}
          </Field>
          <Field>
            <label htmlFor="enquiry-subject">{t('subject')}</label>
            <input {...describe('subject')} required />
            {errorFor('subject')}
          </Field>
          <Field>
            <label htmlFor="enquiry-message">{t('message')}</label>
            <textarea {...describe('message')} rows={6} required />
            {errorFor('message')}
          </Field>
          <Honeypot aria-hidden="true">
            <label htmlFor="enquiry-website">{t('honeypot')}</label>
            <input
              id="enquiry-website"
              name={ENQUIRY_HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(event) => setWebsite(event.target.value)}
            />
          </Honeypot>
          <Button type="submit" disabled={sending}>
            {sending ? t('sending') : t('send')}
          </Button>
        </form>
        <aside aria-labelledby="contact-direct">
          <h2 id="contact-direct" style={{ marginTop: 0, fontSize: '1.2rem' }}>
            {t('direct')}
          </h2>
          <p>
            {t('emailLine')}{' '}
            <a href={`mailto:${contact.email}`} dir="ltr">
              {contact.email}
            </a>
          </p>
          <p>
            {t('phoneLine')}{' '}
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
              {contact.phone}
            </a>
          </p>
          {/* The address as configured and the hours in the page's language (the API writes
              them), each isolated: an address written left to right keeps its order on an
              Arabic page. */}
          <p>
            <bdi>{contact.address}</bdi>
          </p>
          <p>
            <bdi>{contact.workingHoursIn?.[lang] ?? contact.workingHours}</bdi>
          </p>
        </aside>
      </Layout>
    </PageContainer>
  );
}
