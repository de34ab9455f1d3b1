import type { Messages } from 'shared';
import type { PayNowKey } from './en';

const messages: Messages<PayNowKey> = {
  payNow: 'Pagar agora',
  paymentOptions: 'Opções de pagamento',
  paypal: 'PayPal',
  card: 'Cartão de crédito / débito (Stripe)',
  bank: 'Transferência bancária',
  newTab: '(abre num novo separador)',
  bankTitle: 'Dados para transferência bancária',
  bankIntro:
    'Use estes dados para uma transferência bancária direta e depois envie-nos por e-mail a referência do pagamento.',
  accountNumber: 'Número da conta',
  bankName: 'Nome do banco',
  branchName: 'Agência',
  accountHolder: 'Titular da conta',
  ifsc: 'Código IFSC',
  email: 'E-MAIL',
  copy: 'Copiar',
  copyField: 'Copiar {label}',
  fieldCopied: '{label} copiado',
  copyAll: 'Copiar todos os dados',
  copied: 'Dados copiados!',
  copyManually:
    'A cópia não foi permitida. Os dados estão selecionados: prima Ctrl+C (⌘C num Mac) para copiar.',
  close: 'Fechar',
};

export default messages;
