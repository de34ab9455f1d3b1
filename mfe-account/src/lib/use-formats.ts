import { useMemo } from 'react';
import { formatMoney, type Currency } from 'contracts';
import { useI18n } from 'shared';

/** Numbers, percentages, dates and the countdown written the way the current language writes them. */
export function useFormats() {
  const { lang } = useI18n();
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(lang);
    const twoDigits = new Intl.NumberFormat(lang, { minimumIntegerDigits: 2 });
    const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 });
    const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      number: (n: number) => numbers.format(n),
      /** 70 -> "70%" (or "70 %", "٧٠٪"...). */
      percent: (whole: number) => percent.format(whole / 100),
      /** Minor units (paise, cents) as the language writes the amount: ₹1,23,456.50 in en and hi. */
      money: (amount: number, currency: Currency) => formatMoney({ amount, currency }, lang),
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      /** Seconds as minutes:seconds, e.g. 29:05. */
      clock: (seconds: number) =>
        `${numbers.format(Math.floor(seconds / 60))}:${twoDigits.format(seconds % 60)}`,
    };
  }, [lang]);
}
