import type { Ref } from 'react';
import { Alert, Field } from 'shared';

/**
 * A labelled field for a code from the authenticator app (6 digits, the phone's number pad) or,
 * where `anyKind`, a recovery code too (letters, so the full keyboard). Its hint and its error
 * (shown below it as an alert) are read with it.
 */
export function CodeField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  anyKind = false,
  inputRef,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
  anyKind?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {hint ? <span id={`${id}-hint`}>{hint}</span> : null}
      <input
        ref={inputRef}
        id={id}
        name="code"
        type="text"
        autoComplete="one-time-code"
        inputMode={anyKind ? 'text' : 'numeric'}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <Alert $tone="error" role="alert" id={`${id}-error`}>
          {error}
        </Alert>
      ) : null}
    </Field>
  );
}
