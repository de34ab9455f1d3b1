import { useState, type FormEvent } from 'react';
import { Button, Field, useTranslation } from 'shared';
import { errorText } from '../../../../lib/api-helpers';
import { issueCertificate } from '../../api/admin-api';
import { NoticeBox, type Notice } from './notice-box';
import { Grid } from './styles';
import { messages } from './texts';

const EMPTY = { fullName: '', courseName: '', issuedBy: '', issueDate: '' };

/** Issue one certificate; the new ID stays on screen (the admin passes it on). */
export function IssueSection({ onIssued }: { onIssued: () => void }) {
  const t = useTranslation(messages);
  const [form, setForm] = useState(EMPTY);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function issue(event: FormEvent) {
    event.preventDefault();
    if (!form.fullName.trim() || !form.courseName.trim()) {
      setNotice({ tone: 'error', text: t('required') });
      return;
    }
    try {
      const created = await issueCertificate({
        fullName: form.fullName.trim(),
        courseName: form.courseName.trim(),
        ...(form.issuedBy.trim() ? { issuedBy: form.issuedBy.trim() } : {}),
        ...(form.issueDate ? { issueDate: form.issueDate } : {}),
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
                onChange={(e) => setForm((v) => ({ ...v, [f]: e.target.value }))}
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
              onChange={(e) => setForm((v) => ({ ...v, issueDate: e.target.value }))}
            />
          </Field>
        </Grid>
        <Button type="submit">{t('issue')}</Button>
      </form>
      <NoticeBox notice={notice} />
    </>
  );
}
