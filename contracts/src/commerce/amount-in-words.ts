// An amount in words as an Indian tax invoice writes it, in the Indian system of lakhs and
// crores: 1,23,45,678.50 is "Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred
// Seventy-Eight and Fifty Paise Only".
import type { Currency } from './money';

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ten = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 ? `${ten}-${ONES[n % 10]}` : ten;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words with crores, lakhs and thousands (`0` is "Zero"). */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('a whole, non-negative number');
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1_000);
  const rest = n % 1_000;
  return [
    crores ? `${indianNumberInWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words with millions and thousands, as a dollar amount is written. */
export function internationalNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('a whole, non-negative number');
  if (n === 0) return 'Zero';
  const scales: Array<[number, string]> = [
    [1_000_000_000, 'Billion'],
    [1_000_000, 'Million'],
    [1_000, 'Thousand'],
  ];
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of scales) {
    const count = Math.floor(rest / size);
    if (count) parts.push(`${belowThousand(count)} ${name}`);
    rest %= size;
  }
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

const UNITS: Record<Currency, { major: string; minor: string; words: (n: number) => string }> = {
  INR: { major: 'Rupees', minor: 'Paise', words: indianNumberInWords },
  USD: { major: 'US Dollars', minor: 'Cents', words: internationalNumberInWords },
};

/** Minor units in words for an invoice: "Rupees Five Hundred and Fifty Paise Only". */
export function amountInWords(amount: number, currency: Currency): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('whole minor units');
  const { major, minor, words } = UNITS[currency];
  const whole = Math.floor(amount / 100);
  const fraction = amount % 100;
  const parts = [`${major} ${words(whole)}`];
  if (fraction) parts.push(`and ${belowHundred(fraction)} ${minor}`);
  return `${parts.join(' ')} Only`;
}
