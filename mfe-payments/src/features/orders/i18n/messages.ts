import { defineDictionary } from 'shared';
import { ordersEn, type OrdersKey } from './en';

/** The order pages' texts: English bundled, each other language a chunk of its own. */
export const ordersMessages = defineDictionary<OrdersKey>(ordersEn, {
  hi: () => import('./hi'),
  nl: () => import('./nl'),
  fr: () => import('./fr'),
  pt: () => import('./pt'),
  it: () => import('./it'),
  ar: () => import('./ar'),
});

export type { OrdersKey } from './en';
