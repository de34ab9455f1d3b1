// The staff's catalogue (admin only: voucher products and their prices, voucher code imports and
// voids, training batches, coupons) and orders (admin and sales: the list, payments, cancel,
// refund, resend, bank statements, held payments accepted or rejected), every write audited in its transaction. The stock operations and the
// catalogue's queries live in src/commerce, the orders' rules in src/orders.
import type { RoutePlugin } from '../../lib/typed-routes';
import { batchRoutes } from './batches';
import { couponRoutes } from './coupons';
import { orderActionRoutes } from './order-actions';
import { paymentActionRoutes } from './payment-actions';
import { staffOrderRoutes } from './orders';
import { bankStatementRoutes } from './bank-statement';
import { voucherProductRoutes } from './voucher-products';
import { voucherRoutes } from './vouchers';

const commerceRoutes: RoutePlugin = async (app) => {
  await app.register(voucherProductRoutes);
  await app.register(voucherRoutes);
  await app.register(batchRoutes);
  await app.register(couponRoutes);
  await app.register(staffOrderRoutes);
  await app.register(orderActionRoutes);
  await app.register(paymentActionRoutes);
  await app.register(bankStatementRoutes);
};

export default commerceRoutes;
