import { Field, useTranslation } from 'shared';
import { LIMITS, type AssessmentDraft, type DraftErrors } from '../../data/assessment-form';
import { described, ids, Problem } from './field-parts';
import { Check, Grid, Hint } from './styles';
import { messages } from './texts';

type NumberField = 'passPercent' | 'maxAttempts' | 'waitMinutes' | 'securityLimit';
type SetField = <K extends keyof AssessmentDraft>(field: K, value: AssessmentDraft[K]) => void;

/** Pass mark, attempt limits, security limit, who may take it, certificate and open/closed. */
export function RulesFields({
  draft,
  errors,
  set,
}: {
  draft: AssessmentDraft;
  errors: DraftErrors;
  set: SetField;
}) {
  const t = useTranslation(messages);

  function numberField(field: NumberField, label: string, hint?: string) {
    const { id, hint: hintId } = ids(field);
    return (
      <Field>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          data-field={field}
          type="number"
          inputMode="numeric"
          min={LIMITS[field].min}
          max={LIMITS[field].max}
          step={1}
          value={draft[field]}
          {...described(errors, field, !!hint)}
          onChange={(e) => set(field, e.target.value)}
        />
        {hint ? <Hint id={hintId}>{hint}</Hint> : null}
        <Problem errors={errors} field={field} />
      </Field>
    );
  }

  return (
    <>
      <Grid>
        {numberField('passPercent', t('passPercent'))}
        {numberField('maxAttempts', t('maxAttempts'), t('maxAttemptsHint'))}
        {numberField('waitMinutes', t('waitMinutes'))}
        {numberField('securityLimit', t('securityLimit'))}
      </Grid>
      <Field>
        <label htmlFor={ids('requiredRole').id}>{t('requiredRole')}</label>
        <select
          id={ids('requiredRole').id}
          data-field="requiredRole"
          value={draft.requiredRole}
          onChange={(e) => set('requiredRole', e.target.value as AssessmentDraft['requiredRole'])}
        >
          <option value="">{t('anyUser')}</option>
          <option value="employee">{t('employees')}</option>
          <option value="admin">{t('admins')}</option>
        </select>
      </Field>
      <Check>
        <input
          type="checkbox"
          checked={draft.issuesCertificate}
          onChange={(e) => set('issuesCertificate', e.target.checked)}
        />
        {t('issuesCertificate')}
      </Check>
      <Check>
        <input
          type="checkbox"
          checked={draft.active}
          onChange={(e) => set('active', e.target.checked)}
        />
        {t('active')}
      </Check>
    </>
  );
}
