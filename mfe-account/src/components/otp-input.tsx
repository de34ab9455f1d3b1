import { OTP_LENGTH } from 'contracts';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const Boxes = styled.div`
  display: flex;
  gap: 0.5rem;
  input {
    /* Six boxes of 3rem and their gaps fit a phone's column; narrower, they shrink together. */
    flex: 0 1 3rem;
    min-width: 0;
    width: 3rem;
    min-height: 3rem;
    text-align: center;
    font-size: 1.4rem;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/**
 * Six one-character boxes (the sign-in's and the account page's codes). Each box is named by
 * `digitLabel` ('Code digit 1 of 6' in the page's language), from the caller's own texts, so
 * this shared piece loads no dictionary of its own. Typing a character moves focus to the next box,
 * Backspace on an empty box moves back, and a paste fills one box per character.
 */
export function OtpInput({
  value,
  onChange,
  labelledBy,
  digitLabel,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  labelledBy: string;
  digitLabel: (n: number, total: number) => string;
}) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) =>
    refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  function type(index: number, raw: string) {
    // The code is digits only; the last typed digit wins when the box already had one.
    const digit = raw.replace(/\D/g, '').slice(-1);
    const next = [...value];
    next[index] = digit;
    onChange(next);
    if (digit && index < OTP_LENGTH - 1) focus(index + 1);
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  }

  function paste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const chars = event.clipboardData.getData('text').replace(/\D/g, '').split('');
    if (chars.length === 0) return;
    const next = [...value];
    let last = index;
    for (let i = 0; i < chars.length && index + i < OTP_LENGTH; i += 1) {
      next[index + i] = chars[i] ?? '';
      last = index + i;
    }
    onChange(next);
    focus(last + 1 < OTP_LENGTH ? last + 1 : last);
  }

  return (
    <Boxes role="group" aria-labelledby={labelledBy}>
      {Array.from({ length: OTP_LENGTH }, (_, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          name={`otp-${i}`}
          aria-label={digitLabel(i + 1, OTP_LENGTH)}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          maxLength={2}
          value={value[i] ?? ''}
          onChange={(e) => type(i, e.target.value)}
          onKeyDown={(e) => keyDown(i, e)}
          onPaste={(e) => paste(i, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </Boxes>
  );
}
