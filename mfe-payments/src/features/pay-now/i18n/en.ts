/**
 * The Pay Now menu's and the bank transfer dialog's texts in English (bundled); the other six
 * languages translate every key (./hi.ts ...).
 */
export const payNowEn = {
  payNow: 'Pay Now',
  paymentOptions: 'Payment options',
  paypal: 'PayPal',
  card: 'Credit / Debit Card (Stripe)',
  bank: 'Bank Transfer',
  newTab: '(opens in a new tab)',
  bankTitle: 'Bank Transfer Details',
  bankIntro: 'Use these details for a direct bank transfer, then e-mail us your payment reference.',
  accountNumber: 'Account Number',
  bankName: 'Bank Name',
  branchName: 'Branch Name',
  accountHolder: 'Account Holder Name',
  ifsc: 'IFSC Code',
  email: 'EMAIL',
  copy: 'Copy',
  copyField: 'Copy {label}',
  fieldCopied: '{label} copied',
  copyAll: 'Copy All Details',
  copied: 'Details Copied!',
  copyManually:
    'Copying was not allowed. The details are selected: press Ctrl+C (⌘C on a Mac) to copy.',
  close: 'Close',
};

export type PayNowKey = keyof typeof payNowEn;
