import { defineDictionary } from 'shared';

/** English texts of the Pay Now menu and the bank transfer dialog. */
const en = {
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

export type PayMessageKey = keyof typeof en;

export const payMessages = defineDictionary<PayMessageKey>(en, {
  hi: () => import('./hi'),
  nl: () => import('./nl'),
  fr: () => import('./fr'),
  pt: () => import('./pt'),
  it: () => import('./it'),
  ar: () => import('./ar'),
});
