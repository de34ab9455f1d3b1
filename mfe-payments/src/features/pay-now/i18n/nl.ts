import type { Messages } from 'shared';
import type { PayNowKey } from './en';

const messages: Messages<PayNowKey> = {
  payNow: 'Nu betalen',
  paymentOptions: 'Betaalopties',
  paypal: 'PayPal',
  card: 'Credit- / debitcard (Stripe)',
  bank: 'Bankoverschrijving',
  newTab: '(opent in een nieuw tabblad)',
  bankTitle: 'Gegevens voor bankoverschrijving',
  bankIntro:
    'Gebruik deze gegevens voor een directe bankoverschrijving en mail ons daarna uw betalingskenmerk.',
  accountNumber: 'Rekeningnummer',
  bankName: 'Naam bank',
  branchName: 'Filiaal',
  accountHolder: 'Naam rekeninghouder',
  ifsc: 'IFSC-code',
  email: 'E-MAIL',
  copy: 'Kopiëren',
  copyField: '{label} kopiëren',
  fieldCopied: '{label} gekopieerd',
  copyAll: 'Alle gegevens kopiëren',
  copied: 'Gegevens gekopieerd!',
  copyManually:
    'Kopiëren werd niet toegestaan. De gegevens zijn geselecteerd: druk op Ctrl+C (⌘C op een Mac) om te kopiëren.',
  close: 'Sluiten',
};

export default messages;
