/**
 * Whether a certificate has expired: its expiry date (YYYY-MM-DD) is the last valid day, so it
 * has expired once that calendar day is over, compared in UTC as the API dates it. No expiry
 * date: it never expires.
 */
export function isExpired(expiryDate: string | null | undefined, now: Date = new Date()): boolean {
  return !!expiryDate && expiryDate.slice(0, 10) < now.toISOString().slice(0, 10);
}
