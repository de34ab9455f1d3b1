// Selling exam vouchers and course seats: money, tax, documents and checkout rules, as plain
// functions both the checkout and the API apply (no TypeBox here, so pages stay small).
export * from './amount-in-words';
export * from './catalogue-rules';
export * from './checkout-rules';
export * from './documents';
export * from './gst';
export * from './gstin';
export * from './money';
export * from './voucher-rows';
