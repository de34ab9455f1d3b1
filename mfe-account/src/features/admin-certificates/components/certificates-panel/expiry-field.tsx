import { defaultExpiryDate } from 'contracts';
import { Field, useTranslation } from 'shared';
import { Check, ErrorText, Hint } from './styles';
import { messages } from './texts';

const ID = 'cert-expiryDate';

/**
 * The issue form's expiry: a date, "never", or empty for the course's rule. While it is empty
 * the hint says what the rule gives for the course typed above (the API applies the same rule).
 */
export function ExpiryField({
  value,
  never,
  courseName,
  issueDate,
  error,
  onChange,
  onNever,
}: {
  value: string;
  never: boolean;
  courseName: string;
  /** The issue date the API will use (the form's, or today in UTC). */
  issueDate: string;
  error: string | null;
  onChange: (value: string) => void;
  onNever: (never: boolean) => void;
}) {
  const t = useTranslation(messages);
  const course = courseName.trim();
  const byRule = !never && !value && course ? defaultExpiryDate(course, issueDate) : undefined;
  const rule =
    byRule === undefined ? null : byRule ? t('ruleExpires', { date: byRule }) : t('ruleNever');
  const describedBy = [`${ID}-hint`, rule ? `${ID}-rule` : '', error ? `${ID}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Field>
      <label htmlFor={ID}>{t('expiryDate')}</label>
      <input
        id={ID}
        name="expiryDate"
        type="date"
        min={issueDate}
        value={value}
        disabled={never}
        aria-invalid={!!error}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      <Hint id={`${ID}-hint`}>{t('expiryHint')}</Hint>
      {rule ? <Hint id={`${ID}-rule`}>{rule}</Hint> : null}
      {/* Announced when it appears, as the form's other errors are (role=alert). */}
      {error ? (
        <ErrorText id={`${ID}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
      <Check>
        <input
          type="checkbox"
          name="neverExpires"
          checked={never}
          onChange={(e) => onNever(e.target.checked)}
        />
        {t('neverExpires')}
      </Check>
    </Field>
  );
}
