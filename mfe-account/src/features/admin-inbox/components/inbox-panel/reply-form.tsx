import { useState, type FormEvent } from 'react';
import { ENQUIRY_STAFF_LIMITS, languages, type Lang } from 'contracts';
import { Button, Field, useToast, useTranslation } from 'shared';
import { FieldError, Hint } from '../../../../components/form-field';
import { refusalText } from '../../../../lib/api-helpers';
import { replyToEnquiry } from '../../api/enquiry-actions-api';
import type { StaffEnquiry } from '../../api/enquiries-api';
import { messages } from './texts';

/**
 * The reply by e-mail: staff choose the language it is written in (the enquiry's own at first);
 * the subject and message boxes take that language's direction, so Arabic is typed right to left.
 */
export function ReplyForm({
  enquiry,
  onDone,
}: {
  enquiry: StaffEnquiry;
  onDone: (next: StaffEnquiry, text: string) => void;
}) {
  const t = useTranslation(messages);
  const toast = useToast();
  const [language, setLanguage] = useState<Lang>(enquiry.language);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const dir = languages.find((l) => l.code === language)?.dir ?? 'ltr';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!subject.trim() || !body.trim()) {
      setError(t('replyRequired'));
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      const next = await replyToEnquiry(enquiry.id, {
        subject: subject.trim(),
        body: body.trim(),
        language,
      });
      setSubject('');
      setBody('');
      onDone(next, t('sent', { email: enquiry.email }));
    } catch (failure) {
      toast(refusalText(failure, { 403: t('forbidden'), 404: t('missing') }, t('changeFailed')), {
        tone: 'error',
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="inbox-reply">
      <h3 id="inbox-reply">{t('reply')}</h3>
      <Hint id="inbox-reply-hint">{t('replyHint', { email: enquiry.email })}</Hint>
      <form onSubmit={(e) => void submit(e)} noValidate aria-describedby="inbox-reply-hint">
        <Field>
          <label htmlFor="inbox-reply-language">{t('replyLanguage')}</label>
          <select
            id="inbox-reply-language"
            value={language}
            onChange={(e) => setLanguage(e.target.value as Lang)}
          >
            {languages.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.label}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor="inbox-reply-subject">{t('replySubject')}</label>
          <input
            id="inbox-reply-subject"
            lang={language}
            dir={dir}
            maxLength={ENQUIRY_STAFF_LIMITS.replySubject}
            value={subject}
            aria-invalid={!!error}
            aria-describedby={error ? 'inbox-reply-error' : undefined}
            onChange={(e) => setSubject(e.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor="inbox-reply-body">{t('replyBody')}</label>
          <textarea
            id="inbox-reply-body"
            rows={8}
            lang={language}
            dir={dir}
            maxLength={ENQUIRY_STAFF_LIMITS.replyBody}
            value={body}
            aria-invalid={!!error}
            aria-describedby={error ? 'inbox-reply-error' : undefined}
            onChange={(e) => setBody(e.target.value)}
          />
        </Field>
        <FieldError id="inbox-reply-error" text={error} />
        <Button type="submit" disabled={sending}>
          {sending ? t('sending') : t('send')}
        </Button>
      </form>
    </section>
  );
}
