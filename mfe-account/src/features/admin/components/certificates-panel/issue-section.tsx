import { useState, type FormEvent } from 'react';
import { Button, Field, useTranslation } from 'shared';
import { errorText } from '../../../../lib/api-helpers';
import { issueCertificate, type IssueCertificate } from '../../api/admin-api';
import { ExpiryField } from './expiry-field';
import { todayUtc } from './expiry';
import { NoticeBox, type Notice } from './notice-box';
import { Grid } from './styles';
import { messages } from './texts';

const EMPTY = {
  fullName: '',
  courseName: '',
  issuedBy: '',
  issueDate: '',
  expiryDate: '',
  neverExpires: false,
};
type Form = typeof EMPTY;

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
  // Without an issue date the API issues it today (UTC), and checks the expiry against that.
  const issueDate = form.issueDate || todayUtc();

  function change(values: Partial<Form>) {
    setForm((v) => ({ ...v, ...values }));
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
    if (!form.neverExpires && form.expiryDate && form.expiryDate < issueDate) {
      setNotice(null);
      setExpiryError(t('expiryBeforeIssue', { date: issueDate }));
      return;
    }
    try {
      const created = await issueCertificate({
        fullName: form.fullName.trim(),
        courseName: form.courseName.trim(),
        ...(form.issuedBy.trim() ? { issuedBy: form.issuedBy.trim() } : {}),
        ...(form.issueDate ? { issueDate: form.issueDate } : {}),
        ...expiryOf(form),
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
                onChange={(e) => change({ [f]: e.target.value })}
              />
            </Field>
          ))}
          <Field>
            <label htmlFor="cert-issueDate">{t('issueDate')}</label>
            <input
              id="cert-issueDate"
              name="issueDate"
              type="date"
              value={form.issueDate}
              onChange={(e) => change({ issueDate: e.target.value })}
            />
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
        </Grid>
        <Button type="submit">{t('issue')}</Button>
      </form>
      <NoticeBox notice={notice} />
    </>
  );
}
