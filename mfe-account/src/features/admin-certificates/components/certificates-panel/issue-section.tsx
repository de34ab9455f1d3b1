import { useState, type FormEvent } from 'react';
import {
  checkFullName,
  FULL_NAME_MAX,
  FULL_NAME_MIN,
  isCalendarDate,
  isEmailAddress,
  isIssueDateInRange,
  isPlainText,
  ISSUE_DATE_MIN,
  languages,
  latestIssueDate,
  normalizeFullName,
  type Lang,
} from 'contracts';
import { Button, Field, useI18n, useTranslation } from 'shared';
import { errorText } from '../../../../lib/api-helpers';
import { issueCertificate, type IssueCertificate } from '../../api/certificates-api';
import { ExpiryField } from './expiry-field';
import { todayUtc } from './expiry';
import { NoticeBox, type Notice } from './notice-box';
import { ErrorText, Grid, Hint } from './styles';
import { messages } from './texts';

const EMPTY = {
  fullName: '',
  courseName: '',
  issuedBy: '',
  issueDate: '',
  expiryDate: '',
  neverExpires: false,
  recipientEmail: '',
  /** '' for the page's language. */
  emailLang: '' as Lang | '',
};
type Form = typeof EMPTY;
type TextField = 'fullName' | 'courseName' | 'issuedBy';
type FieldErrors = Partial<Record<TextField | 'issueDate' | 'recipientEmail', string>>;

/** The body's expiryDate: omitted for the course's rule, null for never, or the date. */
function expiryOf(form: Form): Pick<IssueCertificate, 'expiryDate'> {
  if (form.neverExpires) return { expiryDate: null };
  return form.expiryDate ? { expiryDate: form.expiryDate } : {};
}

/** Issue one certificate; the new ID stays on screen (the admin passes it on). */
export function IssueSection({ onIssued }: { onIssued: () => void }) {
  const t = useTranslation(messages);
  const [form, setForm] = useState(EMPTY);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [expiryError, setExpiryError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { lang } = useI18n();
  // Without an issue date the API issues it today (UTC), and checks the expiry against that.
  const issueDate = form.issueDate || todayUtc();
  // The API takes issue dates from ISSUE_DATE_MIN to tomorrow (UTC): the date picker offers those.
  const latest = latestIssueDate();

  /** The API's rules (contracts), checked here first: each problem shows under its field. */
  function problemsOf(values: Form): FieldErrors {
    const out: FieldErrors = {};
    const nameProblem = checkFullName(normalizeFullName(values.fullName));
    if (nameProblem) {
      const number = new Intl.NumberFormat(lang);
      out.fullName = t(nameProblem === 'length' ? 'nameLength' : 'nameCharacters', {
        min: number.format(FULL_NAME_MIN),
        max: number.format(FULL_NAME_MAX),
      });
    }
    for (const field of ['courseName', 'issuedBy'] as const) {
      if (!isPlainText(values[field].trim())) out[field] = t('textCharacters');
    }
    const email = values.recipientEmail.trim();
    if (email && !isEmailAddress(email)) out.recipientEmail = t('recipientEmailInvalid');
    const date = values.issueDate;
    if (date && (!isCalendarDate(date) || !isIssueDateInRange(date))) {
      out.issueDate = t('issueDateRange', { min: ISSUE_DATE_MIN, max: latest });
    }
    return out;
  }

  function change(values: Partial<Form>) {
    setForm((v) => ({ ...v, ...values }));
    // A field's problem goes when it is edited; it is checked again on submit.
    setFieldErrors((errors) => {
      const rest = { ...errors };
      for (const key of Object.keys(values)) delete rest[key as keyof FieldErrors];
      return rest;
    });
    // Either date, or "never", may settle the expiry's problem: it is checked again on submit.
    if ('issueDate' in values || 'expiryDate' in values || 'neverExpires' in values) {
      setExpiryError(null);
    }
  }

  async function issue(event: FormEvent) {
    event.preventDefault();
    if (!form.fullName.trim() || !form.courseName.trim()) {
      setNotice({ tone: 'error', text: t('required') });
      return;
    }
    const problems = problemsOf(form);
    setFieldErrors(problems);
    const first = (
      ['fullName', 'courseName', 'issuedBy', 'issueDate', 'recipientEmail'] as const
    ).find((key) => problems[key]);
    if (first) {
      setNotice(null);
      document.getElementById(`cert-${first}`)?.focus();
      return;
    }
    if (!form.neverExpires && form.expiryDate && form.expiryDate < issueDate) {
      setNotice(null);
      setExpiryError(t('expiryBeforeIssue', { date: issueDate }));
      return;
    }
    try {
      const created = await issueCertificate({
        fullName: normalizeFullName(form.fullName),
        courseName: form.courseName.trim(),
        ...(form.issuedBy.trim() ? { issuedBy: form.issuedBy.trim() } : {}),
        ...(form.issueDate ? { issueDate: form.issueDate } : {}),
        ...expiryOf(form),
        ...(form.recipientEmail.trim()
          ? { recipientEmail: form.recipientEmail.trim(), emailLang: form.emailLang || lang }
          : {}),
      });
      setNotice({
        tone: 'success',
        text: t('issued', { id: created.certificateId, name: created.fullName }),
      });
      setForm(EMPTY);
      onIssued();
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, t('issueFailed')) });
    }
  }

  return (
    <>
      <h2>{t('issueTitle')}</h2>
      <form onSubmit={(e) => void issue(e)} noValidate>
        <Grid>
          {(['fullName', 'courseName', 'issuedBy'] as const).map((f) => (
            <Field key={f}>
              <label htmlFor={`cert-${f}`}>{t(f)}</label>
              <input
                id={`cert-${f}`}
                name={f}
                value={form[f]}
                aria-invalid={!!fieldErrors[f]}
                aria-describedby={fieldErrors[f] ? `cert-${f}-error` : undefined}
                onChange={(e) => change({ [f]: e.target.value })}
              />
              <FieldError id={`cert-${f}-error`} text={fieldErrors[f]} />
            </Field>
          ))}
          <Field>
            <label htmlFor="cert-issueDate">{t('issueDate')}</label>
            <input
              id="cert-issueDate"
              name="issueDate"
              type="date"
              min={ISSUE_DATE_MIN}
              max={latest}
              value={form.issueDate}
              aria-invalid={!!fieldErrors.issueDate}
              aria-describedby={fieldErrors.issueDate ? 'cert-issueDate-error' : undefined}
              onChange={(e) => change({ issueDate: e.target.value })}
            />
            <FieldError id="cert-issueDate-error" text={fieldErrors.issueDate} />
          </Field>
          <ExpiryField
            value={form.expiryDate}
            never={form.neverExpires}
            courseName={form.courseName}
            issueDate={issueDate}
            error={expiryError}
            onChange={(expiryDate) => change({ expiryDate })}
            onNever={(neverExpires) => change({ neverExpires })}
          />
          <Field>
            <label htmlFor="cert-recipientEmail">{t('recipientEmail')}</label>
            <input
              id="cert-recipientEmail"
              name="recipientEmail"
              type="email"
              autoComplete="off"
              value={form.recipientEmail}
              aria-invalid={!!fieldErrors.recipientEmail}
              aria-describedby={
                fieldErrors.recipientEmail
                  ? 'cert-recipientEmail-error cert-recipientEmail-hint'
                  : 'cert-recipientEmail-hint'
              }
              onChange={(e) => change({ recipientEmail: e.target.value })}
            />
            <Hint id="cert-recipientEmail-hint">{t('recipientHint')}</Hint>
            <FieldError id="cert-recipientEmail-error" text={fieldErrors.recipientEmail} />
          </Field>
          {form.recipientEmail.trim() ? (
            <Field>
              <label htmlFor="cert-emailLang">{t('emailLang')}</label>
              <select
                id="cert-emailLang"
                name="emailLang"
                value={form.emailLang || lang}
                onChange={(e) => change({ emailLang: e.target.value as Lang })}
              >
                {languages.map((l) => (
                  <option key={l.code} value={l.code} lang={l.code}>
                    {l.label}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
        </Grid>
        <Button type="submit">{t('issue')}</Button>
      </form>
      <NoticeBox notice={notice} />
    </>
  );
}

/** A field's problem, announced when it appears (role=alert), as the expiry's is. */
function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <ErrorText id={id} role="alert">
      {text}
    </ErrorText>
  ) : null;
}
