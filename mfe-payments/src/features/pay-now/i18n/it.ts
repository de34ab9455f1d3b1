import type { Messages } from 'shared';
import type { PayNowKey } from './en';

const messages: Messages<PayNowKey> = {
  payNow: 'Paga ora',
  paymentOptions: 'Metodi di pagamento',
  paypal: 'PayPal',
  card: 'Carta di credito / debito (Stripe)',
  bank: 'Bonifico bancario',
  newTab: '(si apre in una nuova scheda)',
  bankTitle: 'Coordinate per il bonifico bancario',
  bankIntro:
    'Usa queste coordinate per un bonifico bancario diretto, poi inviaci via e-mail il riferimento del pagamento.',
  accountNumber: 'Numero di conto',
  bankName: 'Nome della banca',
  branchName: 'Filiale',
  accountHolder: 'Intestatario del conto',
  ifsc: 'Codice IFSC',
  email: 'E-MAIL',
  copy: 'Copia',
  copyField: 'Copia {label}',
  fieldCopied: '{label} copiato',
  copyAll: 'Copia tutti i dati',
  copied: 'Dati copiati!',
  copyManually:
    'La copia non è stata consentita. I dati sono selezionati: premi Ctrl+C (⌘C su Mac) per copiarli.',
  close: 'Chiudi',
};

export default messages;
