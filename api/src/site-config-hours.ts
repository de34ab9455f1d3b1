// The site configuration's working hours in each of the site's languages, written once by the
// server: the pages it prerenders and the document the browser reads carry them, so no page
// formats a date (nor loads the code to) and the server's text and the browser's never differ.
import { languages, type Lang } from 'contracts';

/** schema.org's two-letter days, Monday first, two letters each. */
const DAYS = 'MoTuWeThFrSaSu';
const GROUP =
  /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))? (?:[01]\d|2[0-3]):[0-5]\d-(?:[01]\d|2[0-3]):[0-5]\d$/;

/**
 * Whether `spec` is written as schema.org's `openingHours`: "Mo-Sa 11:00-19:00", groups
 * separated by commas ("Mo-Fr 09:00-18:00, Sa 10:00-14:00"), each range from an earlier day to
 * a later one.
 */
export function isOpeningHours(spec: string): boolean {
  return spec.split(',').every((group) => {
    const match = GROUP.exec(group.trim());
    return !!match && (!match[2] || DAYS.indexOf(match[1]!) < DAYS.indexOf(match[2]));
  });
}

/**
 * `spec` in `lang`: the days' short names in that language (1 January 2024 was a Monday), the
 * times as written (24-hour), dashes as en dashes: "Mon–Sat 11:00–19:00", "सोम–शनि 11:00–19:00".
 */
export function openingHoursIn(spec: string, lang: Lang): string {
  const day = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' });
  return spec
    .split(',')
    .map((group) => group.trim())
    .join(', ')
    .replace(/[A-Z][a-z]|-/g, (token) =>
      token === '-' ? '–' : day.format(Date.UTC(2024, 0, 1 + DAYS.indexOf(token) / 2)),
    );
}

/**
 * The hours in every language when `spec` is in schema.org's form; undefined for any other text,
 * which the pages show as written (its operator's words, in the language they wrote it in).
 */
export function workingHoursByLanguage(spec: string): Record<Lang, string> | undefined {
  if (!isOpeningHours(spec)) return undefined;
  return Object.fromEntries(
    languages.map(({ code }) => [code, openingHoursIn(spec, code)]),
  ) as Record<Lang, string>;
}
