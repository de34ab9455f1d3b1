// Follows the rule: price.ts imports it, it imports nothing back.
export interface Money {
  minor: number;
  currency: string;
}
