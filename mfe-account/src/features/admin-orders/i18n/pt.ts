import type { OrdersTranslation } from './en';
import { english } from './en';

const pt: OrdersTranslation = { adminOrders: { ...english.adminOrders } };
export default pt;
