import { useId } from 'react';
import { Field } from 'shared';

/**
 * The field for a current code of the acting admin's own second factor (an authenticator code or
 * a recovery code), which the API asks for before an admin action (a step-up): labelled, its
 * hint read out with it, filled in by the phone's one-time-code suggestion.
 */
export function StepUpCodeField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (code: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {hint ? <span id={hintId}>{hint}</span> : null}
      <input
        id={id}
        name="code"
        type="text"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        required
        aria-describedby={hint ? hintId : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
