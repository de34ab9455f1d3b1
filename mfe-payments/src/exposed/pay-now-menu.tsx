import { PayNowMenu } from '../features/pay-now/pay-now-menu';

export default PayNowMenu;
