import type { PaymentsTranslation } from './en';
import { english } from './en';

const nl: PaymentsTranslation = { adminPayments: { ...english.adminPayments } };
export default nl;
