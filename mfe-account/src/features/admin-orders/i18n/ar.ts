import type { OrdersTranslation } from './en';
import { english } from './en';

const ar: OrdersTranslation = { adminOrders: { ...english.adminOrders } };
export default ar;
