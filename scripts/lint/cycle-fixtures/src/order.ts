// Breaks "no import cycles, type-only included" (with customer.ts): each takes a type from the
// other, which ESLint's import-x/no-cycle lets pass and scripts/lint/import-cycles.mjs does not.
import type { Customer } from './customer';

export interface Order {
  id: string;
  customer: Customer;
}
