import type { OrdersTranslation } from './en';
import { english } from './en';

const nl: OrdersTranslation = { adminOrders: { ...english.adminOrders } };
export default nl;
