// The buyer's orders: placing one, reading their own, entering a transfer's reference, their
// voucher codes, their GST documents and opening Stripe's card page. The staff's side is under /commerce/orders.
import type { RoutePlugin } from '../../lib/typed-routes';
import { cardRoutes } from './card';
import { orderDocumentRoutes } from './documents';
import { myOrderRoutes } from './mine';
import { placeOrderRoutes } from './place';

const orderRoutes: RoutePlugin = async (app) => {
  await app.register(placeOrderRoutes);
  await app.register(myOrderRoutes);
  await app.register(orderDocumentRoutes);
  await app.register(cardRoutes);
};

export default orderRoutes;
