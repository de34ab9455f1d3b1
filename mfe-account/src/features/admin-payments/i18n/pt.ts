import type { PaymentsTranslation } from './en';
import { english } from './en';

const pt: PaymentsTranslation = { adminPayments: { ...english.adminPayments } };
export default pt;
