// Expiry dates are calendar dates (YYYY-MM-DD, the last valid day). The API dates certificates
// and checks their expiry in UTC, so the panel compares in UTC too: the form refuses what the
// API would refuse, and the list calls expired what the public lookup calls expired.

/** Today's calendar date in UTC (YYYY-MM-DD), the issue date the API gives when none is sent. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whether the last valid day is over; no expiry date means it never expires. */
export function isExpired(expiryDate: string | null | undefined, now: Date = new Date()): boolean {
  return !!expiryDate && expiryDate.slice(0, 10) < todayUtc(now);
}
