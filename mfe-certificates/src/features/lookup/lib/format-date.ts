/** Dates the API gives as a bare day (YYYY-MM-DD) mean that calendar day everywhere. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The issue date in the user's locale, in the selected language. */
export function formatIssueDate(value: string, lang: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(lang, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(DATE_ONLY.test(value) ? { timeZone: 'UTC' } : {}),
  });
}
