import type { PaymentsTranslation } from './en';
import { english } from './en';

const hi: PaymentsTranslation = { adminPayments: { ...english.adminPayments } };
export default hi;
