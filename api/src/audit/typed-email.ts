// What a failed login records as the address it was tried with. The login body takes any text
// (a wrong address gets the same answer as a wrong password), so the text is checked as an
// address before it goes into the audit log: newlines, bidirectional controls and other
// invisible characters would otherwise forge or disguise lines and names on the admin's screen
// and in the CSV export.

/** Stored instead of a text that is not an e-mail address. */
export const INVALID_ADDRESS = '(invalid address)';

// One @ between a local part and a dotted domain (the server's ADMIN_EMAIL rule), with no
// whitespace and no control, format (bidirectional, zero-width) or unassigned character anywhere.
// Every address an account can have passes; no text that could forge a line or reorder one does.
const ADDRESS = /^[^\s@\p{C}]+@[^\s@\p{C}]+\.[^\s@\p{C}]+$/u;

/** The typed address, trimmed and lowercased, when it is one; INVALID_ADDRESS otherwise. */
export function auditableEmail(typed: string): string {
  const email = typed.trim().toLowerCase();
  return email.length <= 254 && ADDRESS.test(email) ? email : INVALID_ADDRESS;
}
