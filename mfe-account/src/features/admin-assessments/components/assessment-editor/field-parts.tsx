import { useTranslation } from 'shared';
import type { DraftErrors } from '../../data/assessment-form';
import { ErrorText } from './styles';
import { messages } from './texts';

/** Ids of a field's control, its hint and its error message. */
export function ids(field: string) {
  const base = `assessment-${field.replace(/\./g, '-')}`;
  return { id: base, hint: `${base}-hint`, error: `${base}-error` };
}

/** aria-invalid and aria-describedby for a control with an optional hint. */
export function described(errors: DraftErrors, field: string, hint = false) {
  const { hint: hintId, error } = ids(field);
  const list = [hint ? hintId : '', errors[field] ? error : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': !!errors[field], 'aria-describedby': list || undefined };
}

/** The message of a field's problem, if it has one (the control's aria-describedby names it). */
export function Problem({ errors, field }: { errors: DraftErrors; field: string }) {
  const t = useTranslation(messages);
  const p = errors[field];
  return p ? <ErrorText id={ids(field).error}>{t(p.key, p.vars)}</ErrorText> : null;
}
