import { isPrice, parseDecimalAmount, toDecimalString } from 'contracts';

/**
 * A price typed in rupees or dollars (`1499`, `1,499.50`, `₹ 1499`) as whole minor units, or
 * undefined when it is not a price the API takes. Read as text by contracts' parser: a float
 * would turn 0.29 into 28.999… paise.
 */
export function priceFromInput(text: string): number | undefined {
  const amount = parseDecimalAmount(text.trim());
  return amount !== undefined && isPrice(amount) ? amount : undefined;
}

/** Minor units as a form shows them to be edited: `149900` → `1499`, `149950` → `1499.50`. */
export function priceToInput(amount: number): string {
  const text = toDecimalString(amount);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** A whole number typed in a field, from `min` to `max`, or undefined. */
export function wholeFromInput(text: string, min: number, max: number): number | undefined {
  if (!/^\d{1,9}$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : undefined;
}
