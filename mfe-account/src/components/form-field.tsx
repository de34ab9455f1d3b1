import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Field } from 'shared';

export const ErrorText = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.95rem;
`;

export const Hint = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

/** A field's problem, announced when it appears (role=alert); its id describes the field. */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <ErrorText id={id} role="alert">
      {text}
    </ErrorText>
  ) : null;
}

/** The attributes that tie a control to its hint and its problem (the ids FormField uses). */
export function describedBy(id: string, error: string | undefined, hint?: ReactNode) {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': !!error, 'aria-describedby': ids || undefined };
}

/**
 * A labelled text box with its hint and its problem under it. Given `children`, they are the
 * control instead of the text box (a select), and should spread `describedBy(id, error, hint)`.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
  ...input
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children?: ReactNode;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {children ?? <input id={id} {...describedBy(id, error, hint)} {...input} />}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <FieldError id={`${id}-error`} text={error} />
    </Field>
  );
}

/** Puts focus on the first field, in `order`, that has a problem; true when there was one. */
export function focusFirstError<K extends string>(
  prefix: string,
  order: readonly K[],
  errors: Partial<Record<K, string>>,
): boolean {
  const first = order.find((key) => errors[key]);
  if (first === undefined) return false;
  document.getElementById(`${prefix}-${first}`)?.focus();
  return true;
}
