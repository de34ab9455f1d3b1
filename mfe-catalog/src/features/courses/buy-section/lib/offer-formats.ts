import { formatMoney, moneyLocale, type Currency, type Lang } from 'contracts';
import { useMemo } from 'react';
import { useI18n } from 'shared';

/** A calendar date of the API ('2026-01-12') as the instant Intl formats in UTC, so no offset moves it a day. */
function calendarDate(value: string): Date {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

export interface OfferFormats {
  /** Minor units (paise, cents) in the page's language: ₹1,25,000 on an English page. */
  money: (amount: number, currency: Currency) => string;
  /** A batch's first and last day as one range: '12–16 Jan 2026'. */
  dates: (startsOn: string, endsOn: string) => string;
}

/**
 * The section's numbers and dates in one locale: the money locale of the page's language
 * (en-IN and hi-IN give Indian digit grouping and day-first dates, the others their own), so a
 * batch's dates and its price read alike.
 */
export function offerFormats(lang: Lang): OfferFormats {
  const dateFormat = new Intl.DateTimeFormat(moneyLocale(lang), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return {
    money: (amount, currency) => formatMoney({ amount, currency }, lang),
    dates: (startsOn, endsOn) =>
      startsOn === endsOn
        ? dateFormat.format(calendarDate(startsOn))
        : dateFormat.formatRange(calendarDate(startsOn), calendarDate(endsOn)),
  };
}

export function useOfferFormats(): OfferFormats {
  const { lang } = useI18n();
  return useMemo(() => offerFormats(lang), [lang]);
}
