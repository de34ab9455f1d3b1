import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { errorText } from '../../../../lib/api-helpers';

/**
 * A form that sends one code (enrolment, new recovery codes, turning off): checks its form first,
 * sends it, and on a refusal shows why and puts the focus back in the field with the code
 * selected. `input` may be a ref the caller already focuses on mount.
 */
export function useCodeForm({
  parse,
  formatError,
  failedText,
  send,
  input: given,
}: {
  parse: (raw: string) => string | null;
  formatError: string;
  failedText: string;
  send: (code: string) => Promise<void>;
  input?: RefObject<HTMLInputElement | null>;
}) {
  const own = useRef<HTMLInputElement>(null);
  const input = given ?? own;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = parse(code);
    if (!value) {
      setError(formatError);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await send(value);
    } catch (e) {
      setError(errorText(e, failedText));
      setBusy(false);
      input.current?.focus();
      input.current?.select();
    }
  }

  return { input, code, setCode, error, busy, submit };
}
