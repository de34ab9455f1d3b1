import type { OrdersTranslation } from './en';
import { english } from './en';

const hi: OrdersTranslation = { adminOrders: { ...english.adminOrders } };
export default hi;
