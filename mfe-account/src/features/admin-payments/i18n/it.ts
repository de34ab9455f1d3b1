import type { PaymentsTranslation } from './en';
import { english } from './en';

const it: PaymentsTranslation = { adminPayments: { ...english.adminPayments } };
export default it;
