// Text the audit log stores as a client sent it (the address a failed sign-in was tried with,
// in events written before the API checked it) may hold line breaks, bidirectional controls or
// zero-width characters. React escapes markup but not these: they would reorder or hide what
// the admin reads. Each is shown as its code point instead.

const HIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g;

/** The text with every control, bidirectional or invisible character shown as [U+XXXX]. */
export function visibleText(text: string): string {
  return text.replace(
    HIDDEN,
    (ch) => `[U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}]`,
  );
}
