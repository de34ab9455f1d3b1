// The site's days: a day, a month and "today" are India's (Asia/Kolkata, UTC+5:30 all year, no
// summer time), as the GST invoices count their financial year. Stored instants stay ISO-8601
// UTC; these turn a site day into the UTC instants that bound it, so a query compares text.

const OFFSET_MS = 330 * 60_000;

/** The site's calendar day of `at`, YYYY-MM-DD. */
export function siteDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The UTC instant (ISO) at which the site's day `day` (YYYY-MM-DD) begins. */
export function siteDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS).toISOString();
}

/** The site's day `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The first day of the site's month of `at`, YYYY-MM-01. */
export function siteMonthStart(at: Date): string {
  return `${siteDay(at).slice(0, 7)}-01`;
}
