// The working hours of the site's configuration, written in the page's language.

/** schema.org's two-letter days, Monday first. */
const DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

/** One group of days with its hours: `from`..`to` are indexes into DAYS. */
interface HoursGroup {
  from: number;
  to: number;
  opens: string;
  closes: string;
}

const TIME = '([01]\\d|2[0-3]):[0-5]\\d';
const GROUP = new RegExp(
  `^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))? (${TIME})-(${TIME})$`,
);

/**
 * Reads hours written as schema.org's `openingHours` ("Mo-Sa 11:00-19:00", groups separated by
 * commas: "Mo-Fr 09:00-18:00, Sa 10:00-14:00"); null for anything else.
 */
export function parseOpeningHours(spec: string): HoursGroup[] | null {
  const groups: HoursGroup[] = [];
  for (const part of spec.split(',')) {
    const match = GROUP.exec(part.trim());
    if (!match) return null;
    const from = DAYS.indexOf(match[1] as (typeof DAYS)[number]);
    const to = match[2] ? DAYS.indexOf(match[2] as (typeof DAYS)[number]) : from;
    if (to < from) return null;
    groups.push({ from, to, opens: match[3]!, closes: match[5]! });
  }
  return groups.length ? groups : null;
}

/** A day's short name in `lang` (1 January 2024 was a Monday). */
function dayName(lang: string, index: number): string {
  return new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + index),
  );
}

/**
 * The configured hours in `lang`: in schema.org's form, the days' names in that language and the
 * times as written (24-hour), e.g. "Mon–Sat 11:00–19:00" or "सोम–शनि 11:00–19:00"; any other text
 * as configured (its operator's words, in the language they wrote it in).
 */
export function openingHoursIn(spec: string, lang: string): string {
  const groups = parseOpeningHours(spec);
  if (!groups) return spec;
  return groups
    .map(({ from, to, opens, closes }) => {
      const days =
        from === to ? dayName(lang, from) : `${dayName(lang, from)}–${dayName(lang, to)}`;
      return `${days} ${opens}–${closes}`;
    })
    .join(', ');
}
