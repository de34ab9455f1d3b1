import type { OrdersTranslation } from './en';
import { english } from './en';

const fr: OrdersTranslation = { adminOrders: { ...english.adminOrders } };
export default fr;
