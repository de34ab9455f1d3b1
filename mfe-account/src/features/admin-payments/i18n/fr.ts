import type { PaymentsTranslation } from './en';
import { english } from './en';

const fr: PaymentsTranslation = { adminPayments: { ...english.adminPayments } };
export default fr;
