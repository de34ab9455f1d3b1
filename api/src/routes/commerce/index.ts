// The staff's catalogue (admin only, every write audited in its transaction): voucher products
// and their prices, voucher code imports and voids, training batches, coupons. The stock
// operations checkout calls and the catalogue's queries live in src/commerce.
import type { RoutePlugin } from '../../lib/typed-routes';
import { batchRoutes } from './batches';
import { couponRoutes } from './coupons';
import { voucherProductRoutes } from './voucher-products';
import { voucherRoutes } from './vouchers';

const commerceRoutes: RoutePlugin = async (app) => {
  await app.register(voucherProductRoutes);
  await app.register(voucherRoutes);
  await app.register(batchRoutes);
  await app.register(couponRoutes);
};

export default commerceRoutes;
