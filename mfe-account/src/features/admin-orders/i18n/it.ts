import type { OrdersTranslation } from './en';
import { english } from './en';

const it: OrdersTranslation = { adminOrders: { ...english.adminOrders } };
export default it;
