import type { PaymentsTranslation } from './en';
import { english } from './en';

const ar: PaymentsTranslation = { adminPayments: { ...english.adminPayments } };
export default ar;
