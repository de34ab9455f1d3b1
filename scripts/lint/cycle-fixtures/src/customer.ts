// Breaks "no import cycles, type-only included" (with order.ts).
import type { Order } from './order';

export interface Customer {
  name: string;
  orders: Order[];
}
