import { useEffect, useId, useState } from 'react';
import { Alert, isApiFailure, useTranslation } from 'shared';
import { Check } from '../../../components/form-layout';
import { errorText } from '../../../lib/api-helpers';
import { fetchMyReminders, saveMyReminders } from '../api/my-reminders';
import { Hint, Part } from './styles';
import { messages } from './texts';
import { useLoaded } from './use-loaded';

/**
 * The switch for the renewal reminders e-mailed 90 and 30 days before a certificate expires. The
 * box shows the server's answer: while a change is saved it is disabled, and a refused change
 * puts it back and says why.
 */
export function RemindersSection() {
  const t = useTranslation(messages);
  const hintId = useId();
  const { data, error, done } = useLoaded(fetchMyReminders);
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  useEffect(() => {
    if (data) setEnabled(data.enabled);
  }, [data]);
  const notProven = isApiFailure(error) && error.code === 'REMINDERS_EMAIL_NOT_PROVEN';

  async function change(next: boolean) {
    setSaving(true);
    setSaved(false);
    setSaveError(null);
    try {
      const answer = await saveMyReminders(next);
      setEnabled(answer.enabled);
      setSaved(true);
    } catch (failure) {
      setSaveError(failure);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Part id="reminders" aria-labelledby="reminders-title">
      <h2 id="reminders-title">{t('remindersTitle')}</h2>
      {!done ? <Hint>{t('remindersLoading')}</Hint> : null}
      {notProven ? <Alert $tone="info">{t('remindersNotProven')}</Alert> : null}
      {error && !notProven ? (
        <Alert $tone="error" role="alert">
          {errorText(error, t('remindersFailed'))}
        </Alert>
      ) : null}
      {enabled !== null ? (
        <>
          <Check>
            <input
              type="checkbox"
              checked={enabled}
              disabled={saving}
              aria-describedby={hintId}
              onChange={(e) => void change(e.target.checked)}
            />
            {t('remindersLabel')}
          </Check>
          <Hint id={hintId}>{t('remindersHint')}</Hint>
          <p role="status">{saved ? t(enabled ? 'remindersOn' : 'remindersOff') : ''}</p>
          {saveError ? (
            <Alert $tone="error" role="alert">
              {errorText(saveError, t('remindersSaveFailed'))}
            </Alert>
          ) : null}
        </>
      ) : null}
    </Part>
  );
}
